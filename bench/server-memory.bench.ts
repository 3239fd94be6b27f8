// The server's memory (issue 32 item 4): the real server in a process of its own (so its resident
// set is only its own), on the embedded database and again on PostgreSQL, seeds the demo set, takes
// a browse load (searches, project pages and their tabs' JSON, document downloads) for BENCH_SECONDS
// (120 by default) and is then left idle. Its resident set (VmRSS) is read every 100 ms: the peak
// from the start through seeding, and the figure once idle. The floor is the embedded database
// alone, in a process of its own in the same run: PGlite with PostGIS COPYing 14 MB of rows, opened
// as the registry opens it and with PGlite's own settings (what decision 0087 changed). The server
// runs with the V8 flags and environment `npm start` gives it (package.json); on PostgreSQL again
// without them, in the same run, to compare (decisions 0096 and 0100).
// Goals: on PostgreSQL idle ≤ 200 MB; on the embedded database idle ≤ the floor + 150 MB.
//   npx tsx bench/server-memory.bench.ts    (DATABASE_URL: a PostgreSQL server to make registry_bench_memory on;
//                                             BENCH_SECONDS, BENCH_PROJECTS (1500) to shorten it)
import { fork, spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { readFile, mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { freePort } from './chromium.ts'
import { describeLaunch, scriptLaunch } from './script-flags.ts'
import type { ScriptLaunch } from './script-flags.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 120)
const PROJECTS = process.env.BENCH_PROJECTS ?? '1500'
const POSTGRES_GOAL_MB = 200
const ABOVE_FLOOR_GOAL_MB = 150
const IDLE_SECONDS = 10
const serverUrl = process.env.DATABASE_URL ?? 'postgres://registry:registry@127.0.0.1:5432/registry_test'
// The servers' environment: DATABASE_URL names the PostgreSQL server to make the bench's database on,
// never the database a server uses (the embedded one has none; the others are given theirs).
const { DATABASE_URL: _serverUrl, ...inherited } = process.env
const load = () =>
  `load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(', ')}`

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024
}

/** Reads a process's RSS every 100 ms until stopped; the peak so far is `peak()`. */
function sampleRss(child: ChildProcess) {
  let peak = 0
  const timer = setInterval(() => {
    rssMb(child.pid!).then(
      (mb) => (peak = Math.max(peak, mb)),
      () => {},
    )
  }, 100)
  return { peak: () => peak, stop: () => clearInterval(timer) }
}

const settle = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000))
const stopped = (child: ChildProcess) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)))

/** The bare embedded database's peak and idle memory. */
async function floor(settings: 'registry' | 'defaults'): Promise<{ peak: number; idle: number }> {
  const dir = await mkdtemp(join(tmpdir(), 'registry-bench-floor-'))
  const child = fork(new URL('./pglite-floor.ts', import.meta.url), [join(dir, 'pg'), settings], { execArgv: ['--import', 'tsx'] })
  const rss = sampleRss(child)
  try {
    await new Promise((resolve, reject) => {
      child.once('message', resolve)
      child.once('exit', (code) => reject(new Error(`the floor's process stopped (${code})`)))
    })
    await settle(IDLE_SECONDS)
    return { peak: rss.peak(), idle: await rssMb(child.pid!) }
  } finally {
    rss.stop()
    child.kill('SIGTERM')
    await stopped(child)
    await rm(dir, { recursive: true, force: true })
  }
}

/** Browses for `seconds` with four readers at once: searches, project pages, their tabs, their documents. */
async function browse(base: string, seconds: number): Promise<number> {
  const get = async (path: string) => {
    const response = await fetch(`${base}${path}`)
    if (!response.ok) throw new Error(`${path} answered ${response.status}`)
    return response.text()
  }
  const searches = [
    '/api/projects/search?limit=500',
    '/api/projects/search?textSearch=mine&sort=relevance&limit=20',
    '/api/projects/search?textSearch=road&limit=100',
  ]
  const found = JSON.parse(await get(searches[0]!)) as { projects: { projectId: string }[] }
  const ids = found.projects.map((p) => p.projectId)
  const tabs = [
    '',
    '/documents',
    '/key-documents',
    '/activity-feed',
    '/comments',
    '/notes',
    '/correspondence',
    '/document-groups',
    '/hearings',
    '/information-requests',
  ]
  const until = Date.now() + seconds * 1000
  let requests = 0
  const reader = async (offset: number) => {
    for (let i = offset; Date.now() < until; i += 4) {
      await get(searches[i % searches.length]!)
      const id = ids[(i * 7) % ids.length]!
      for (const tab of tabs) {
        const body = await get(`/api/projects/${id}${tab}`)
        // The documents a tab lists, as a reader opens them.
        for (const [, upload] of [...body.matchAll(/"uploadId":"([0-9a-f-]{36})"/g)].slice(0, 2)) await get(`/api/uploads/${upload}`)
      }
      requests += tabs.length + 1
    }
  }
  await Promise.all([0, 1, 2, 3].map(reader))
  return requests
}

async function server(name: string, env: Record<string, string>, launch: ScriptLaunch): Promise<{ peak: number; idle: number }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'registry-bench-memory-'))
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const child = spawn(
    process.execPath,
    [...launch.flags, '--import', 'tsx', '-e', "import('./src/server/index.ts').then((m) => m.runRegistry({ devOutbox: false }))"],
    {
      env: {
        ...inherited,
        ...launch.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        APP_ENV: 'test',
        DEMO_PROJECTS: PROJECTS,
        SEED_DEMO: 'yes',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const rss = sampleRss(child)
  try {
    const started = performance.now()
    for (;;) {
      if (child.exitCode !== null) throw new Error(`The server stopped (${child.exitCode})`)
      if (
        await fetch(`${base}/api/projects/stages`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break
      await settle(0.5)
    }
    const ready = (performance.now() - started) / 1000
    const startPeak = rss.peak()
    const requests = await browse(base, SECONDS)
    await settle(IDLE_SECONDS)
    const idle = await rssMb(child.pid!)
    console.log(
      `${name}: started and seeded ${PROJECTS} projects in ${ready.toFixed(0)} s, peak ${startPeak.toFixed(0)} MB; ${requests} requests in ${SECONDS} s (peak ${rss.peak().toFixed(0)} MB); idle ${idle.toFixed(0)} MB (${load()})`,
    )
    return { peak: startPeak, idle }
  } finally {
    rss.stop()
    child.kill('SIGTERM')
    await stopped(child)
    await rm(dataDir, { recursive: true, force: true })
  }
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS')
let missed = false

const defaults = await floor('defaults')
console.log(`bare PGlite with PGlite's own settings, 14 MB COPY: peak ${defaults.peak.toFixed(0)} MB, idle ${defaults.idle.toFixed(0)} MB (${load()})`)
const bare = await floor('registry')
console.log(`bare PGlite as the registry opens it, 14 MB COPY: peak ${bare.peak.toFixed(0)} MB, idle ${bare.idle.toFixed(0)} MB (${load()})`)

const start = scriptLaunch('start')
const asStarted = `as npm start starts it (${describeLaunch(start)})`
const embedded = await server(`server on the embedded database, ${asStarted}`, {}, start)
const above = embedded.idle - bare.idle
missed ||= above > ABOVE_FLOOR_GOAL_MB
console.log(
  `embedded: idle ${embedded.idle.toFixed(0)} MB is ${above.toFixed(0)} MB above the floor (goal ≤ ${ABOVE_FLOOR_GOAL_MB} MB) ${verdict(above <= ABOVE_FLOOR_GOAL_MB)}`,
)

const admin = new pg.Client({ connectionString: serverUrl })
await admin.connect()
const scratch = new URL(serverUrl)
scratch.pathname = '/registry_bench_memory'
try {
  await admin.query('drop database if exists registry_bench_memory with (force)')
  await admin.query('create database registry_bench_memory')
  const postgres = await server(`server on PostgreSQL, ${asStarted}`, { DATABASE_URL: scratch.toString() }, start)
  await admin.query('drop database registry_bench_memory with (force)')
  await admin.query('create database registry_bench_memory')
  const plain = await server('server on PostgreSQL without its flags and environment', { DATABASE_URL: scratch.toString() }, { flags: [], env: {} })
  missed ||= postgres.idle > POSTGRES_GOAL_MB
  console.log(
    `PostgreSQL: idle ${postgres.idle.toFixed(0)} MB (goal ≤ ${POSTGRES_GOAL_MB} MB) ${verdict(postgres.idle <= POSTGRES_GOAL_MB)}; ${(postgres.idle / plain.idle).toFixed(2)} of the same server without them`,
  )
} finally {
  await admin.query('drop database if exists registry_bench_memory with (force)')
  await admin.end()
}
if (missed) process.exitCode = 1
