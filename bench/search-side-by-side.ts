// The side-by-side part of the search benchmark (search.bench.ts): the home-page searches over HTTP
// and as their raw statement on the same database, pairs interleaved so that a loaded machine slows
// both sides alike, on the embedded database and, with DATABASE_URL, on PostgreSQL too; and the
// database's own time for a Yukon-wide viewport without a limit. Apart from the query mix's run
// because it starts servers of its own and measures ratios, not times.
import { get } from 'node:http'
import * as v from 'valibot'
import { sql } from 'drizzle-orm'
import { parseConfig } from '../src/server/env.ts'
import { startServer } from '../src/server/server.ts'
import { queryRows } from '../src/server/db/client.ts'
import type { DatabaseHandle } from '../src/server/db/client.ts'
import { inSearch, searchFilters, searchStatement } from '../src/server/modules/projects/project-search.ts'
import { SearchQuery } from '../src/shared/schemas/project.ts'
import { freePort } from './chromium.ts'
import { all, encode, KINDS, VIEWPORTS } from './search-queries.ts'

/** The side-by-side goals: HTTP ÷ raw SQL, the raw Yukon-wide search without a limit, embedded ÷ PostgreSQL. */
const GOAL_HTTP_RATIO = 1.15
const GOAL_YUKON_MS = 100
const GOAL_ENGINE_RATIO = 1.3
/** Rounds of the home-page queries side by side (each query once per round on each side). */
const SIDE_BY_SIDE_ROUNDS = 12

export const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN

export interface Side {
  name: string
  base: string
  handle: DatabaseHandle
  close(): Promise<void>
}

/** The registry's server on one database, with its database handle for the raw statements. */
export async function startSide(name: string, database: { DATA_DIR: string } | { DATABASE_URL: string }): Promise<Side> {
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
/**
 * The search over HTTP until its last byte, compressed as a browser asks for it. The bytes are not
 * unpacked: a reader's device does that, not the server, and fetch would do it here on the
 * bench's own threads, beside the server's.
 */
function httpMs(side: Side, path: string): Promise<number> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    get(side.base + path, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      response.resume()
      response.on('end', () =>
        response.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`${side.name} ${path}: status ${response.statusCode}`)),
      )
    }).on('error', reject)
  })
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
export async function sideBySide(sides: Side[]): Promise<[string, boolean][]> {
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
