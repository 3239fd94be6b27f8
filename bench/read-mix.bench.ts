// The public read mix on PostgreSQL at 200 connections (issue 32 item 5): for every search, five
// project tab answers and one file download, as people reading the registry ask them. The real
// server runs in a process of its own (`runRegistry`, as `npm start` runs it, with its request log
// and metrics) on a database of its own, registry_bench_readmix, made afresh and filled with the
// demo set; autocannon drives the load from a third process (load-client.ts). Prints requests a
// second and the 99th percentile of latency against the goals, with the load average.
// Goals: at least 1,000 requests a second, p99 at most 300 ms.
//   npx tsx bench/read-mix.bench.ts [--projects N] [--seconds S] [--profile DIR]
// --profile writes the server's CPU profile (node --cpu-prof) into DIR when the server stops.
import { fork, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'
import type { LoadAnswer, LoadRun } from './load-client.ts'
import { buildDemoSet } from './demo-set.ts'

const GOAL_RPS = 1_000
const GOAL_P99_MS = 300
const CONNECTIONS = 200
const TAB_PATHS = ['meta', 'documents', 'comments', 'activity-feed', 'key-documents']

const { values } = parseArgs({ options: { projects: { type: 'string', default: '1500' }, seconds: { type: 'string', default: '20' }, profile: { type: 'string' } } })
const admin = process.env.READMIX_ADMIN_URL ?? 'postgres://registry:registry@127.0.0.1:5432/postgres'
const DATABASE = 'registry_bench_readmix'
const databaseUrl = Object.assign(new URL(admin), { pathname: `/${DATABASE}` }).toString()
const load = () => loadavg().map((x) => x.toFixed(2)).join(' ')

async function freshDatabase(): Promise<void> {
  const client = new pg.Client({ connectionString: admin })
  await client.connect()
  await client.query(`drop database if exists ${DATABASE} with (force)`)
  await client.query(`create database ${DATABASE}`)
  await client.end()
}

/** The server on its port once it says it listens. */
function startServer(dataDir: string, port: number) {
  const profile = values.profile ? ['--cpu-prof', `--cpu-prof-dir=${resolve(values.profile)}`] : []
  const server = spawn(process.execPath, [...profile, '--import', 'tsx', '-e', "import('./src/server/index.ts').then((m) => m.runRegistry({ devOutbox: false }))"], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, APP_ENV: 'development', LOG_LEVEL: 'info', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SEED_DEMO: 'no' },
  })
  const listening = new Promise<void>((done, failed) => {
    let seen = ''
    // The request log goes on to the server's stdout, read and dropped here as a log shipper would.
    server.stdout.on('data', (chunk: Buffer) => {
      seen = (seen + chunk.toString()).slice(-1_000)
      if (seen.includes('Registry listening')) done()
    })
    server.once('exit', (code) => failed(new Error(`the server stopped (exit ${code})`)))
  })
  return { server, listening }
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url}: ${response.status}`)
  return (await response.json()) as T
}

const dataDir = await mkdtemp(join(tmpdir(), 'registry-bench-readmix-'))
await freshDatabase()
buildDemoSet(dataDir, Number(values.projects), databaseUrl)
const port = 18_000 + (process.pid % 1_000)
const base = `http://127.0.0.1:${port}`
const { server, listening } = startServer(dataDir, port)
const client = fork(new URL('./load-client.ts', import.meta.url), { execArgv: ['--import', 'tsx'] })
try {
  await listening
  const search = await json<{ projects: { projectId: string }[] }>(`${base}/api/projects/search?limit=20`)
  const projects = search.projects.map((p) => p.projectId)
  const downloads: string[] = []
  for (const projectId of projects) {
    for (const document of await json<{ redactedUploadId: string | null; unredactedUploadId: string | null }[]>(`${base}/api/projects/${projectId}/documents`)) {
      const uploadId = document.redactedUploadId ?? document.unredactedUploadId
      if (uploadId) downloads.push(`/api/uploads/${uploadId}`)
    }
  }
  if (downloads.length === 0) throw new Error('the demo set has no public file to download')
  const searches = ['/api/projects/search?limit=20', '/api/projects/search?textSearch=mine&sort=relevance&limit=20', '/api/projects/search?limit=100']
  // One search, five tab answers and one download, repeated over the projects (autocannon goes round the list).
  const paths: string[] = []
  projects.forEach((projectId, i) => {
    paths.push(searches[i % searches.length]!)
    for (const tab of TAB_PATHS) paths.push(`/api/projects/${projectId}/${tab}`)
    paths.push(downloads[i % downloads.length]!)
  })
  const run = (seconds: number) =>
    new Promise<Extract<LoadAnswer, { requestsPerSecond: number }>>((done, failed) => {
      client.once('message', (message) => {
        const answer = message as LoadAnswer
        if ('error' in answer) failed(new Error(answer.error))
        else if (answer.non2xx > 0) failed(new Error(`${answer.non2xx} answers were not 2xx`))
        else done(answer)
      })
      client.send({ url: base, paths, seconds, connections: CONNECTIONS } satisfies LoadRun)
    })
  await run(5)
  const loadBefore = load()
  const result = await run(Number(values.seconds))
  const rpsOk = result.requestsPerSecond >= GOAL_RPS
  const p99Ok = result.p99 <= GOAL_P99_MS
  console.log(`read mix (1 search : 5 tab JSON : 1 download) over ${projects.length} projects, ${CONNECTIONS} connections, ${values.seconds} s; load average before ${loadBefore}, after ${load()}`)
  console.log(`${result.requestsPerSecond.toFixed(0)} req/s (goal ≥ ${GOAL_RPS}) ${rpsOk ? 'PASS' : 'MISS'}`)
  console.log(`p99 ${result.p99} ms, median ${result.p50} ms (goal p99 ≤ ${GOAL_P99_MS} ms) ${p99Ok ? 'PASS' : 'MISS'}`)
  if (!rpsOk || !p99Ok) process.exitCode = 1
} finally {
  client.disconnect()
  const stopped = new Promise((done) => server.once('exit', done))
  server.kill('SIGTERM')
  await stopped
  await rm(dataDir, { recursive: true, force: true })
}
