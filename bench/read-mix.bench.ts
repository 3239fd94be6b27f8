// The public read mix on PostgreSQL at 200 connections (issue 32 item 5): for every search, five
// project tab answers and one file download, as people reading the registry ask them. The real
// server runs in a process of its own (`runRegistry`, as `npm start` runs it, with its request log
// and metrics) on a database of its own, registry_bench_readmix, made afresh and filled with the
// demo set first (by seed-demo, so that the server's CPU profile is of serving alone); autocannon
// drives the load from a third process (load-client.ts). Jobs are off (RUN_JOBS=no, as beside a
// worker): the demo set's backlog of document texts to extract would otherwise take the CPU.
// Prints requests a second and the 99th percentile of latency against the goals, with the load.
// Goals: at least 1,000 requests a second, p99 at most 300 ms.
//   npx tsx bench/read-mix.bench.ts [--projects N] [--seconds S] [--rounds R] [--profile DIR] [--against CHECKOUT]
// --profile writes the server's CPU profile (node --cpu-prof) into DIR when the server stops.
// --against runs another checkout's server too (e.g. ../main, on registry_bench_readmix_against),
// the two alternated round by round, so that a loaded machine still gives a true ratio.
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
const SEARCHES = ['/api/projects/search?limit=20', '/api/projects/search?textSearch=mine&sort=relevance&limit=20', '/api/projects/search?limit=100']

const { values } = parseArgs({
  options: {
    projects: { type: 'string', default: '1500' },
    seconds: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '1' },
    profile: { type: 'string' },
    against: { type: 'string' },
  },
})
const admin = process.env.READMIX_ADMIN_URL ?? 'postgres://registry:registry@127.0.0.1:5432/postgres'
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')
type Result = Extract<LoadAnswer, { requestsPerSecond: number }>

interface Served {
  label: string
  base: string
  paths: string[]
  stop(): Promise<void>
}

async function freshDatabase(name: string): Promise<string> {
  const client = new pg.Client({ connectionString: admin })
  await client.connect()
  await client.query(`drop database if exists ${name} with (force)`)
  await client.query(`create database ${name}`)
  await client.end()
  return Object.assign(new URL(admin), { pathname: `/${name}` }).toString()
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url}: ${response.status}`)
  return (await response.json()) as T
}

/** One checkout's server on its own database with the demo set, and the mix's addresses on it. */
async function serve(label: string, checkout: string, database: string, port: number, profile?: string): Promise<Served> {
  const dataDir = await mkdtemp(join(tmpdir(), 'registry-bench-readmix-'))
  const databaseUrl = await freshDatabase(database)
  const here = process.cwd()
  process.chdir(checkout)
  try {
    buildDemoSet(dataDir, Number(values.projects), databaseUrl)
  } finally {
    process.chdir(here)
  }
  const cpuProfile = profile ? ['--cpu-prof', `--cpu-prof-dir=${resolve(profile)}`] : []
  const server = spawn(
    process.execPath,
    [...cpuProfile, '--import', 'tsx', '-e', "import('./src/server/index.ts').then((m) => m.runRegistry({ devOutbox: false }))"],
    {
      cwd: checkout,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        APP_ENV: 'development',
        LOG_LEVEL: 'info',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        SEED_DEMO: 'no',
        RUN_JOBS: 'no',
      },
    },
  )
  const exited = new Promise((done) => server.once('exit', done))
  await new Promise<void>((done, failed) => {
    let seen = ''
    // The request log goes on to the server's stdout, read and dropped here as a log shipper would.
    server.stdout.on('data', (chunk: Buffer) => {
      seen = (seen + chunk.toString()).slice(-1_000)
      if (seen.includes('Registry listening')) done()
    })
    void exited.then(() => failed(new Error(`the ${label} server stopped`)))
  })
  const base = `http://127.0.0.1:${port}`
  const projects = (await json<{ projects: { projectId: string }[] }>(`${base}/api/projects/search?limit=20`)).projects.map((p) => p.projectId)
  const downloads: string[] = []
  for (const projectId of projects) {
    for (const document of await json<{ redactedUploadId: string | null; unredactedUploadId: string | null }[]>(
      `${base}/api/projects/${projectId}/documents`,
    )) {
      const uploadId = document.redactedUploadId ?? document.unredactedUploadId
      if (uploadId) downloads.push(`/api/uploads/${uploadId}`)
    }
  }
  if (downloads.length === 0) throw new Error('the demo set has no public file to download')
  // One search, five tab answers and one download, repeated over the projects (autocannon goes round the list).
  const paths = projects.flatMap((projectId, i) => [
    SEARCHES[i % SEARCHES.length]!,
    ...TAB_PATHS.map((tab) => `/api/projects/${projectId}/${tab}`),
    downloads[i % downloads.length]!,
  ])
  return {
    label,
    base,
    paths,
    async stop() {
      server.kill('SIGTERM')
      await exited
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

const client = fork(new URL('./load-client.ts', import.meta.url), { execArgv: ['--import', 'tsx'] })
const run = (served: Served, seconds: number) =>
  new Promise<Result>((done, failed) => {
    client.once('message', (message) => {
      const answer = message as LoadAnswer
      if ('error' in answer) failed(new Error(answer.error))
      else if (answer.non2xx > 0) failed(new Error(`${answer.non2xx} answers of the ${served.label} server were not 2xx`))
      else done(answer)
    })
    client.send({ url: served.base, paths: served.paths, seconds, connections: CONNECTIONS } satisfies LoadRun)
  })

const servers: Served[] = []
try {
  const port = 18_000 + (process.pid % 1_000)
  servers.push(await serve('this', '.', 'registry_bench_readmix', port, values.profile))
  if (values.against) servers.push(await serve('against', resolve(values.against), 'registry_bench_readmix_against', port + 1))
  const results = new Map<Served, Result[]>(servers.map((s) => [s, []]))
  for (const served of servers) await run(served, 5)
  console.log(
    `read mix (1 search : 5 tab JSON : 1 download) over 20 projects, ${CONNECTIONS} connections, ${values.rounds} round(s) of ${values.seconds} s; load average before ${load()}`,
  )
  for (let round = 0; round < Number(values.rounds); round++) {
    // Each round in the other order, so that neither server always runs on a machine the other warmed.
    for (const served of round % 2 === 0 ? servers : [...servers].reverse()) results.get(served)!.push(await run(served, Number(values.seconds)))
  }
  console.log(`load average after ${load()}`)
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
  const summary = (served: Served) => {
    const rs = results.get(served)!
    return {
      rps: median(rs.map((r) => r.requestsPerSecond)),
      p99: median(rs.map((r) => r.p99)),
      p50: median(rs.map((r) => r.p50)),
      runs: rs.map((r) => `${r.requestsPerSecond.toFixed(0)}/s p99 ${r.p99} ms`).join(', '),
    }
  }
  for (const served of servers) {
    const s = summary(served)
    console.log(`${served.label}: ${s.runs}; median ${s.rps.toFixed(0)} req/s, p99 ${s.p99} ms, median latency ${s.p50} ms`)
  }
  const mine = summary(servers[0]!)
  if (servers[1]) {
    const other = summary(servers[1])
    console.log(`this ÷ against: ${(mine.rps / other.rps).toFixed(2)}× the requests a second, ${(mine.p99 / other.p99).toFixed(2)}× the p99`)
  }
  const rpsOk = mine.rps >= GOAL_RPS
  const p99Ok = mine.p99 <= GOAL_P99_MS
  console.log(
    `${mine.rps.toFixed(0)} req/s (goal ≥ ${GOAL_RPS}) ${rpsOk ? 'PASS' : 'MISS'}; p99 ${mine.p99} ms (goal ≤ ${GOAL_P99_MS} ms) ${p99Ok ? 'PASS' : 'MISS'}`,
  )
  if (!rpsOk || !p99Ok) process.exitCode = 1
} finally {
  client.disconnect()
  for (const served of servers) await served.stop()
}
