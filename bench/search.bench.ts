// Search API over the 100,000-project demo set: starts the real server in this process on the
// embedded database and sends it a fixed mix of realistic searches over HTTP on 127.0.0.1 from a
// child process (so that the server's memory is measured alone): text, text + filters, map
// polygon, and all three combined, each with limit=500 as the home page asks and without a limit,
// six in ten of the requests with includeCompleteWithdrawn=yes. One request at a time, after a warm-up;
// a bounded number per kind and a time budget. Prints median, p95 and max per kind, for open
// projects only and with completed/withdrawn ones, and overall; result counts; the server process
// RSS (sampled through the run, and its peak); the slowest queries.
// Goals: median at most 15 ms and p95 at most 50 ms for the searches as the home page sends them
// (with limit=500, whatever the number of matches); server RSS under 1 GB while serving. Searches
// without a limit are measured and printed beside them: their time grows with the answer (the whole
// registry is 35 MB of JSON), so no fixed figure can hold for them.
// Then, side by side (pairs interleaved, so a loaded machine slows both sides alike), for the
// home-page queries: each over HTTP ÷ the same statement run raw on the same database (goal: median
// of the paired ratios at most 1.15), and the raw statement for a Yukon-wide viewport without a
// limit (goal: at most 100 ms, the database's own execution time). With DATABASE_URL naming a
// PostgreSQL database that holds the same set, the same again there, and each query on the embedded
// database ÷ on PostgreSQL (goal: median of the paired ratios at most 1.3). Load the set there once:
//   createdb registry_bench_search
//   DATABASE_URL=postgres://…/registry_bench_search npm run cli -- seed-demo --projects 100000
//   DATA_DIR=/tmp/demo100k npm run bench search
//   DATA_DIR=/tmp/demo100k DATABASE_URL=postgres://…/registry_bench_search npm run bench search
//   npx tsx bench/search.bench.ts [DATA_DIR] [--side-by-side]   (only the side-by-side part)
//   npx tsx bench/search.bench.ts --list     (prints the query mix)
// Without a DATA_DIR, it first builds the set with `npm run cli -- seed-demo --projects 100000` in a
// temporary directory (another process; about 3 minutes) and removes it afterwards. The server
// migrates the database at start, as `npm start` does, so a set built by an older version is
// brought up to date (the first start after a new migration takes longer).
// The query mix is in search-queries.ts, the side-by-side part in search-side-by-side.ts.
import { fork } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildDemoSet } from './demo-set.ts'
import { KINDS } from './search-queries.ts'
import { quantile, sideBySide, startSide } from './search-side-by-side.ts'
import type { Side } from './search-side-by-side.ts'

const GOAL_MEDIAN_MS = 15
const GOAL_P95_MS = 50
const GOAL_RSS_MB = 1024
const PROJECTS = 100_000
/** Measured requests per kind (each query of the kind in turn), and the time the whole run may take. */
const REQUESTS_PER_KIND = 250
const RUN_BUDGET_MS = 6 * 60_000
const REQUEST_TIMEOUT_MS = 30_000
const WARM_UP_ROUNDS = 2

// ─── Running ──────────────────────────────────────────────────────────────────────────────────────

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024)
const rssMb = () => mb(process.memoryUsage.rss())
const peakMb = () => Math.round(process.resourceUsage().maxRSS / 1024)
const ms = (value: number) => value.toFixed(1).padStart(7)

/** Builds the 100,000-project set in its own process, so its memory is not counted as the server's. */

interface Sample {
  kind: string
  path: string
  ms: number
  count: number
  total: number
  failed?: string
}

type ClientMessage = { phase: 'warm-up done'; seconds: number } | { phase: 'done'; samples: Sample[]; seconds: number; stoppedEarly: boolean }

/** The client (child process): warm-up, then the measured requests, kinds interleaved so that noise from the machine falls on all alike. */
async function runClient(base: string): Promise<void> {
  const send = (message: ClientMessage) => new Promise<void>((done) => process.send!(message, () => done()))
  const get = async (kind: string, path: string): Promise<Sample> => {
    const started = performance.now()
    try {
      const response = await fetch(base + path, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
      const text = await response.text()
      const ms = performance.now() - started
      if (response.status !== 200) return { kind, path, ms, count: 0, total: 0, failed: `status ${response.status}: ${text.slice(0, 200)}` }
      const body = JSON.parse(text) as { projects: unknown[]; total: number }
      return { kind, path, ms, count: body.projects.length, total: body.total }
    } catch (error) {
      return { kind, path, ms: performance.now() - started, count: 0, total: 0, failed: String(error) }
    }
  }
  const tw = performance.now()
  for (let round = 0; round < WARM_UP_ROUNDS; round += 1) for (const kind of KINDS) for (const path of kind.queries) await get(kind.name, path)
  await send({ phase: 'warm-up done', seconds: (performance.now() - tw) / 1000 })
  const samples: Sample[] = []
  const tr = performance.now()
  let stoppedEarly = false
  run: for (let i = 0; i < REQUESTS_PER_KIND; i += 1) {
    for (const kind of KINDS) {
      if (performance.now() - tr > RUN_BUDGET_MS) {
        stoppedEarly = true
        break run
      }
      samples.push(await get(kind.name, kind.queries[i % kind.queries.length]!))
    }
  }
  await send({ phase: 'done', samples, seconds: (performance.now() - tr) / 1000, stoppedEarly })
}

function summarize(name: string, of: Sample[]) {
  const times = of.map((s) => s.ms).sort((a, b) => a - b)
  const counts = of.map((s) => s.count)
  const totals = of.map((s) => s.total)
  return {
    name,
    n: of.length,
    failed: of.filter((s) => s.failed).length,
    median: quantile(times, 0.5),
    p95: quantile(times, 0.95),
    max: times[times.length - 1] ?? NaN,
    counts: of.length ? `${Math.min(...counts)}–${Math.max(...counts)}` : '',
    totals: of.length ? `${Math.min(...totals)}–${Math.max(...totals)}` : '',
  }
}

const HOME_PAGE = 'as the home page asks (limit=500)'

function report(samples: Sample[]): { homePage: ReturnType<typeof summarize>; all: ReturnType<typeof summarize> } {
  const withAll = (s: Sample) => s.path.includes('includeCompleteWithdrawn=yes')
  const limited = (s: Sample) => s.path.includes('limit=')
  const rows = [
    ...KINDS.map((k) =>
      summarize(
        k.name,
        samples.filter((s) => s.kind === k.name),
      ),
    ),
    summarize(
      'open projects only (default)',
      samples.filter((s) => !withAll(s)),
    ),
    summarize('includeCompleteWithdrawn=yes', samples.filter(withAll)),
    summarize(HOME_PAGE, samples.filter(limited)),
    summarize(
      'without a limit',
      samples.filter((s) => !limited(s)),
    ),
    summarize('overall', samples),
  ]
  const width = Math.max(...rows.map((r) => r.name.length))
  console.log('')
  console.log(`${'kind'.padEnd(width)}  requests  median ms   p95 ms   max ms  projects returned  total matches`)
  for (const [index, r] of rows.entries()) {
    if (index === KINDS.length || index === KINDS.length + 2 || index === rows.length - 1) console.log('')
    const failed = r.failed ? `  ${r.failed} FAILED` : ''
    console.log(
      `${r.name.padEnd(width)}  ${String(r.n).padStart(8)}  ${ms(r.median)}   ${ms(r.p95)}  ${ms(r.max)}  ${r.counts.padStart(17)}  ${r.totals.padStart(13)}${failed}`,
    )
  }
  const slowest = [...new Set(samples.map((s) => s.path))]
    .map((path) => {
      const of = samples.filter((s) => s.path === path)
      return {
        path,
        median: quantile(
          of.map((s) => s.ms).sort((a, b) => a - b),
          0.5,
        ),
        total: of[0]!.total,
      }
    })
    .sort((a, b) => b.median - a.median)
    .slice(0, 8)
  console.log('\nslowest queries (median ms, total matches):')
  for (const q of slowest) console.log(`${ms(q.median)}  ${String(q.total).padStart(6)}  ${decodeURIComponent(q.path.replace('/api/projects/search?', ''))}`)
  for (const failure of samples.filter((s) => s.failed).slice(0, 5)) console.log(`failed: ${failure.path}: ${failure.failed}`)
  return { homePage: rows.find((r) => r.name === HOME_PAGE)!, all: rows[rows.length - 1]! }
}

// ─── The run ──────────────────────────────────────────────────────────────────────────────────────

/** The query mix over HTTP from a child process: times per kind, and the server's memory. */
async function measureMix(base: string): Promise<[string, boolean][]> {
  // The server's RSS, read on a timer between requests; maxRSS (the kernel's high-water mark) backs it up.
  let peakSampled = rssMb()
  const sampler = setInterval(() => (peakSampled = Math.max(peakSampled, rssMb())), 50)
  try {
    const client = fork(fileURLToPath(import.meta.url), ['--client', base], { execArgv: process.execArgv, stdio: 'inherit' })
    const result = await new Promise<Extract<ClientMessage, { phase: 'done' }>>((done, fail) => {
      client.on('message', (message: ClientMessage) => {
        if (message.phase === 'warm-up done') {
          const distinct = KINDS.reduce((n, k) => n + k.queries.length, 0)
          console.log(`warm-up: ${WARM_UP_ROUNDS} rounds of the ${distinct} distinct queries in ${message.seconds.toFixed(1)} s (rss ${rssMb()} MB)`)
          peakSampled = rssMb()
        } else done(message)
      })
      client.on('exit', (code) => fail(new Error(`the client stopped (exit ${code})`)))
    })
    clearInterval(sampler)
    const { homePage, all } = report(result.samples)
    const peak = peakMb()
    console.log('')
    console.log(
      `${result.samples.length} requests in ${result.seconds.toFixed(1)} s${result.stoppedEarly ? ` (stopped at the ${RUN_BUDGET_MS / 1000} s budget)` : ''}`,
    )
    console.log(`server process RSS: ${rssMb()} MB at the end, ${peakSampled} MB highest sampled during the measured run, ${peak} MB peak since start (maxRSS)`)
    return [
      [`median at most ${GOAL_MEDIAN_MS} ms ${HOME_PAGE}: ${homePage.median.toFixed(1)} ms`, homePage.median <= GOAL_MEDIAN_MS],
      [`p95 at most ${GOAL_P95_MS} ms ${HOME_PAGE}: ${homePage.p95.toFixed(1)} ms`, homePage.p95 <= GOAL_P95_MS],
      [`server RSS under ${GOAL_RSS_MB} MB: peak ${peak} MB`, peak < GOAL_RSS_MB],
      [`every request answered: ${all.failed} failed`, all.failed === 0],
    ]
  } finally {
    clearInterval(sampler)
  }
}

async function main(): Promise<void> {
  const given = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? process.env.DATA_DIR
  if (given && !existsSync(join(resolve(given), 'pg'))) {
    console.log(`skipped: no embedded database in ${resolve(given)} (expected ${join(resolve(given), 'pg')})`)
    return
  }
  const built = given ? undefined : await mkdtemp(join(tmpdir(), 'registry-bench-search-'))
  const dataDir = resolve(given ?? built!)
  const sides: Side[] = []
  try {
    if (built) buildDemoSet(built, PROJECTS)
    const embedded = await startSide('embedded', { DATA_DIR: dataDir })
    sides.push(embedded)
    console.log(`embedded database in ${dataDir} (rss ${rssMb()} MB, peak so far ${peakMb()} MB)`)
    const size = await fetch(`${embedded.base}/api/projects/search?includeCompleteWithdrawn=yes&limit=1`).then((r) => r.json() as Promise<{ total: number }>)
    console.log(`public projects in the database: ${size.total.toLocaleString('en-CA')}`)
    if (size.total < PROJECTS * 0.9) console.log(`note: this is not the ${PROJECTS.toLocaleString('en-CA')}-project set the goals are about`)
    const goals = process.argv.includes('--side-by-side') ? [] : await measureMix(embedded.base)
    if (process.env.DATABASE_URL) sides.push(await startSide('PostgreSQL', { DATABASE_URL: process.env.DATABASE_URL }))
    goals.push(...(await sideBySide(sides)))
    console.log('')
    for (const [goal, met] of goals) console.log(`${met ? 'PASS' : 'MISS'}  ${goal}`)
    process.exitCode = goals.every(([, met]) => met) ? 0 : 1
  } finally {
    for (const side of sides) await side.close()
    if (built) await rm(built, { recursive: true, force: true })
  }
}

const clientAt = process.argv.indexOf('--client')
if (process.argv.includes('--list')) {
  for (const kind of KINDS) for (const path of kind.queries) console.log(`${kind.name}\t${path}`)
} else if (clientAt >= 0) {
  await runClient(process.argv[clientAt + 1]!)
} else {
  await main()
}
