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
import { fork } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as v from 'valibot'
import { sql } from 'drizzle-orm'
import { parseConfig } from '../src/server/env.ts'
import { startServer } from '../src/server/server.ts'
import { queryRows } from '../src/server/db/client.ts'
import type { DatabaseHandle } from '../src/server/db/client.ts'
import { inSearch, searchFilters, searchStatement } from '../src/server/modules/projects/project-search.ts'
import { SearchQuery } from '../src/shared/schemas/project.ts'
import { ASSESSMENT_DISTRICTS, SECTORS } from '../src/server/db/reference/districts-and-sectors.ts'
import { FIRST_NATIONS } from '../src/server/db/reference/organizations.ts'
import { PROJECT_TYPE } from '../src/shared/domain/stages.ts'
import { freePort } from './chromium.ts'
import { buildDemoSet } from './demo-set.ts'

const GOAL_MEDIAN_MS = 15
const GOAL_P95_MS = 50
/** The side-by-side goals: HTTP ÷ raw SQL, the raw Yukon-wide search without a limit, embedded ÷ PostgreSQL. */
const GOAL_HTTP_RATIO = 1.15
const GOAL_YUKON_MS = 100
const GOAL_ENGINE_RATIO = 1.3
/** Rounds of the home-page queries side by side (each query once per round on each side). */
const SIDE_BY_SIDE_ROUNDS = 12
const GOAL_RSS_MB = 1024
const PROJECTS = 100_000
/** Measured requests per kind (each query of the kind in turn), and the time the whole run may take. */
const REQUESTS_PER_KIND = 250
const RUN_BUDGET_MS = 6 * 60_000
const REQUEST_TIMEOUT_MS = 30_000
const WARM_UP_ROUNDS = 2

// ─── The query mix ────────────────────────────────────────────────────────────────────────────────

const district = (name: (typeof ASSESSMENT_DISTRICTS)[number]['name']) => ASSESSMENT_DISTRICTS.find((d) => d.name === name)!.id
const sector = (name: string) => SECTORS.find((s) => s.name === name)!.id
const firstNation = (name: string) => FIRST_NATIONS.find((f) => f.name === name)!.id
const placer = sector('Mining - Placer')
const quartz = sector('Mining - Quartz')
const roads = sector('Transportation - Roads, Access Roads and Trails')
const land = sector('Residential, Commercial, and Industrial Land Development')
const tourism = sector('Recreation and Tourism')
const forestry = sector('Forestry')
const trondek = firstNation("Tr'ondëk Hwëch'in")
const kwanlin = firstNation('Kwanlin Dün First Nation')

/** Map viewports as the home page sends them (closed rings of "longitude latitude"). */
const VIEWPORTS = {
  yukon: '-146.5 59.8,-122.5 59.8,-122.5 67.8,-146.5 67.8,-146.5 59.8',
  klondike: '-140 63.7,-138.5 63.7,-138.5 64.3,-140 64.3,-140 63.7',
  dawsonCity: '-139.6 63.98,-139.25 63.98,-139.25 64.13,-139.6 64.13,-139.6 63.98',
  whitehorse: '-135.5 60.55,-134.6 60.55,-134.6 60.9,-135.5 60.9,-135.5 60.55',
  mayoKeno: '-136.5 63.4,-134.8 63.4,-134.8 64.1,-136.5 64.1,-136.5 63.4',
  watsonLake: '-129.6 59.9,-128 59.9,-128 60.3,-129.6 60.3,-129.6 59.9',
  kluane: '-138.2 60.55,-137 60.55,-137 61,-138.2 61,-138.2 60.55',
  southernLakes: '-136 59.9,-132.5 59.9,-132.5 61.3,-136 61.3,-136 59.9',
  whiteGold: '-140.3 62.6,-138.5 62.6,-138.5 63.4,-140.3 63.4,-140.3 62.6',
  /** A drawn shape rather than a viewport: the goldfields south-east of Dawson. */
  goldfields: '-139.45 64.05,-139.0 64.02,-138.75 63.85,-138.95 63.7,-139.35 63.78,-139.45 64.05',
}

type Params = Record<string, string | number>
const all = { includeCompleteWithdrawn: 'yes' } as const

/** Words a person would type, from the demo vocabulary (src/server/demo/text.ts, words.ts, geography.ts). */
const TEXT: Params[] = [
  { textSearch: 'placer' },
  { textSearch: 'Bonanza Creek', ...all },
  { textSearch: 'Klondike' },
  { textSearch: "Tr'ondëk Hwëch'in" },
  { textSearch: 'Kwanlin Dün', ...all },
  { textSearch: 'quartz exploration' },
  { textSearch: 'gravel', ...all },
  { textSearch: 'Whitehorse' },
  { textSearch: 'Hunker Creek Road', ...all },
  { textSearch: 'Tombstone' },
  { textSearch: 'Valérie', ...all },
  { textSearch: 'mines' },
  { textSearch: 'exploitation', ...all },
  { textSearch: 'culvert replacement' },
  { textSearch: '2021-0150', ...all },
  { textSearch: '20190042', ...all },
  { textSearch: '2024-0100' },
  { textSearch: '0150', ...all },
  { textSearch: 'Aurora Minerals' },
  { textSearch: 'Government of Yukon Highways', ...all },
  { textSearch: 'Copper King' },
  { textSearch: 'wood bison', ...all },
  { textSearch: 'Midnight Dome lodge' },
  { textSearch: 'Dawson City', ...all },
]

const TEXT_FILTERS: Params[] = [
  { textSearch: 'placer', minYear: 2015, maxYear: 2020, ...all },
  { textSearch: 'creek', sectors: placer, districts: district('Dawson') },
  { textSearch: 'road', sectors: `${roads},${land}`, minYear: 2020, ...all },
  { textSearch: 'exploration', stageGroups: 'adequacy,evaluation', projectTypes: PROJECT_TYPE.evaluation },
  { textSearch: 'Whitehorse', districts: `${district('Whitehorse')},${district('Teslin')}`, ...all },
  { textSearch: "Tr'ondëk", fns: trondek, ...all },
  { textSearch: 'Klondike', stageGroups: 'decision', minYear: 2022 },
  { textSearch: 'lodge', sectors: tourism, districts: district('Haines Junction'), ...all },
  { textSearch: 'quartz', projectTypes: PROJECT_TYPE.screening, maxYear: 2012, ...all },
  { textSearch: 'timber harvest', sectors: forestry, minYear: 2010, maxYear: 2018, ...all },
  { textSearch: '2023', districts: district('Mayo'), ...all },
  { textSearch: 'Kwanlin Dün', fns: kwanlin, stageGroups: 'evaluation,recommendation' },
]

const POLYGON: Params[] = [
  { polygon: VIEWPORTS.yukon },
  { polygon: VIEWPORTS.yukon, ...all },
  { polygon: VIEWPORTS.klondike },
  { polygon: VIEWPORTS.klondike, ...all },
  { polygon: VIEWPORTS.dawsonCity, ...all },
  { polygon: VIEWPORTS.whitehorse },
  { polygon: VIEWPORTS.whitehorse, ...all },
  { polygon: VIEWPORTS.mayoKeno, ...all },
  { polygon: VIEWPORTS.watsonLake },
  { polygon: VIEWPORTS.kluane, ...all },
  { polygon: VIEWPORTS.southernLakes },
  { polygon: VIEWPORTS.whiteGold, ...all },
  { polygon: VIEWPORTS.goldfields, ...all },
]

const COMBINED: Params[] = [
  { textSearch: 'placer', polygon: VIEWPORTS.klondike, minYear: 2018, ...all },
  { textSearch: 'Bonanza', polygon: VIEWPORTS.goldfields, sectors: placer, ...all },
  { textSearch: 'road', polygon: VIEWPORTS.whitehorse, districts: district('Whitehorse') },
  { textSearch: 'exploration', polygon: VIEWPORTS.whiteGold, stageGroups: 'adequacy,evaluation,recommendation' },
  { textSearch: 'Tombstone', polygon: VIEWPORTS.yukon, fns: trondek, ...all },
  { textSearch: 'gravel', polygon: VIEWPORTS.southernLakes, sectors: `${land},${roads}`, minYear: 2015, maxYear: 2024, ...all },
  { textSearch: 'quartz', polygon: VIEWPORTS.mayoKeno, projectTypes: PROJECT_TYPE.evaluation, ...all },
  { textSearch: 'Watson Lake', polygon: VIEWPORTS.watsonLake, minYear: 2020 },
  { textSearch: 'creek', polygon: VIEWPORTS.yukon, sectors: quartz, stageGroups: 'evaluation', ...all },
  { textSearch: 'lodge', polygon: VIEWPORTS.kluane, sectors: tourism, ...all },
]

interface Kind {
  name: string
  queries: string[]
}

const encode = (params: Params) =>
  Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&')

const KINDS: Kind[] = (
  [
    ['text', TEXT],
    ['text + filters', TEXT_FILTERS],
    ['polygon', POLYGON],
    ['text + filters + polygon', COMBINED],
  ] as const
).flatMap(([name, list]) => [
  { name: `${name}, limit=500`, queries: list.map((p) => `/api/projects/search?${encode({ ...p, limit: 500 })}`) },
  { name: `${name}, no limit`, queries: list.map((p) => `/api/projects/search?${encode(p)}`) },
])

// ─── Running ──────────────────────────────────────────────────────────────────────────────────────

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024)
const rssMb = () => mb(process.memoryUsage.rss())
const peakMb = () => Math.round(process.resourceUsage().maxRSS / 1024)
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN
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

// ─── Side by side ─────────────────────────────────────────────────────────────────────────────────

interface Side {
  name: string
  base: string
  handle: DatabaseHandle
  close(): Promise<void>
}

/** The registry's server on one database, with its database handle for the raw statements. */
async function startSide(name: string, database: { DATA_DIR: string } | { DATABASE_URL: string }): Promise<Side> {
  const port = await freePort()
  const config = parseConfig({ APP_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), SEED_DEMO: 'no', ...database })
  let handle: DatabaseHandle | undefined
  const t0 = performance.now()
  const server = await startServer(config, { prepare: async (h) => void (handle = h) })
  console.log(`${name}: server on port ${port} ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`)
  return { name, base: `http://127.0.0.1:${port}`, handle: handle!, close: () => server.close() }
}

const searchOf = (path: string) => searchStatement(searchFilters(v.parse(SearchQuery, Object.fromEntries(new URL(path, 'http://x').searchParams))))

/** One search over HTTP, its answer read whole, in ms. */
async function httpMs(side: Side, path: string): Promise<number> {
  const started = performance.now()
  const response = await fetch(side.base + path)
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`${side.name} ${path}: status ${response.status}`)
  return performance.now() - started
}

/** The same search's statement run on the same database through the same driver, its rows read, in ms. */
async function rawMs(side: Side, path: string): Promise<number> {
  const { statement, matchesText } = searchOf(path)
  const started = performance.now()
  await inSearch(side.handle.db, matchesText, (db) => queryRows(db, statement))
  return performance.now() - started
}

/** The database's own execution time of a search's statement (EXPLAIN ANALYZE), in ms. */
async function executionMs(side: Side, path: string): Promise<number> {
  const { statement, matchesText } = searchOf(path)
  const plan = await inSearch(side.handle.db, matchesText, (db) => queryRows<{ 'QUERY PLAN': string }>(db, sql`explain (analyze, buffers) ${statement}`))
  return Number(/Execution Time: ([\d.]+) ms/.exec(plan.map((r) => r['QUERY PLAN']).join('\n'))![1])
}

const median = (values: number[]) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  )
const ratio = (value: number) => value.toFixed(2).padStart(6)

/**
 * The ratio goals, each side measured in the same round, query by query, so that the machine's load
 * falls on both: HTTP ÷ raw statement on each database, and embedded ÷ PostgreSQL when there is one.
 */
async function sideBySide(sides: Side[]): Promise<[string, boolean][]> {
  const paths = KINDS.filter((k) => k.name.endsWith('limit=500')).flatMap((k) => k.queries)
  const yukon = `/api/projects/search?${encode({ polygon: VIEWPORTS.yukon, ...all })}`
  // Warm-up: every query once each way on each side, which also prepares the embedded database's statements.
  for (const side of sides) {
    for (const path of paths) {
      await httpMs(side, path)
      await rawMs(side, path)
    }
  }
  const http = sides.map(() => paths.map((): number[] => []))
  const raw = sides.map(() => paths.map((): number[] => []))
  for (let round = 0; round < SIDE_BY_SIDE_ROUNDS; round += 1) {
    for (const [q, path] of paths.entries()) {
      for (const [s, side] of sides.entries()) {
        // Which way goes first alternates, so that neither always finds the other's cache warm.
        if ((round + q) % 2 === 0) {
          http[s]![q]!.push(await httpMs(side, path))
          raw[s]![q]!.push(await rawMs(side, path))
        } else {
          raw[s]![q]!.push(await rawMs(side, path))
          http[s]![q]!.push(await httpMs(side, path))
        }
      }
    }
  }
  const goals: [string, boolean][] = []
  const pairs = (a: number[][], b: number[][]) => a.flatMap((times, q) => times.map((t, i) => t / b[q]![i]!))
  console.log(`\nside by side: ${paths.length} home-page queries × ${SIDE_BY_SIDE_ROUNDS} rounds, each pair in the same round`)
  for (const [s, side] of sides.entries()) {
    const httpOverRaw = median(pairs(http[s]!, raw[s]!))
    const allHttp = http[s]!.flat()
    const allRaw = raw[s]!.flat()
    console.log(
      `${side.name}: HTTP median ${median(allHttp).toFixed(1)} ms, p95 ${quantile(
        allHttp.sort((a, b) => a - b),
        0.95,
      ).toFixed(1)} ms; raw median ${median(allRaw).toFixed(1)} ms, p95 ${quantile(
        allRaw.sort((a, b) => a - b),
        0.95,
      ).toFixed(1)} ms; HTTP ÷ raw ${ratio(httpOverRaw)}`,
    )
    for (const kind of KINDS.filter((k) => k.name.endsWith('limit=500'))) {
      const of = paths.flatMap((path, q) => (kind.queries.includes(path) ? [q] : []))
      const kindRatio = median(
        pairs(
          of.map((q) => http[s]![q]!),
          of.map((q) => raw[s]![q]!),
        ),
      )
      console.log(`  ${kind.name.padEnd(40)} HTTP ÷ raw ${ratio(kindRatio)}`)
    }
    const yukonMs = median([await executionMs(side, yukon), await executionMs(side, yukon), await executionMs(side, yukon)])
    goals.push([`${side.name}: HTTP ÷ raw SQL at most ${GOAL_HTTP_RATIO} (median of paired ratios): ${httpOverRaw.toFixed(2)}`, httpOverRaw <= GOAL_HTTP_RATIO])
    goals.push([
      `${side.name}: raw SQL of a Yukon-wide viewport, no limit, at most ${GOAL_YUKON_MS} ms (execution, median of 3): ${yukonMs.toFixed(1)} ms`,
      yukonMs <= GOAL_YUKON_MS,
    ])
  }
  if (sides.length === 2) {
    const [embedded, postgres] = sides
    const overHttp = median(pairs(http[0]!, http[1]!))
    const overRaw = median(pairs(raw[0]!, raw[1]!))
    console.log(`${embedded!.name} ÷ ${postgres!.name}: over HTTP ${ratio(overHttp)}, raw ${ratio(overRaw)}`)
    goals.push([
      `${embedded!.name} ÷ ${postgres!.name} at most ${GOAL_ENGINE_RATIO} over HTTP (median of paired ratios): ${overHttp.toFixed(2)}`,
      overHttp <= GOAL_ENGINE_RATIO,
    ])
  } else console.log('(no DATABASE_URL: the embedded database ÷ PostgreSQL is not measured)')
  return goals
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
