// The statistics endpoint on the real registry export (../shared/data/yesab-projects.json.gz),
// imported into a fresh embedded database in a temporary directory: each period asked cold (the
// report data version raised first, as a stage change does) and from the server's cache, through
// the app in-process. Prints median and max per period, cold and cached.
// Goals (issue 20, there for 100,000 generated projects): under 300 ms cold, under 20 ms cached.
// Skips when the file is absent.
//   npx tsx bench/project-reports.bench.ts [FILE]
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { sql } from 'drizzle-orm'
import { createApp } from '../src/server/app.ts'
import { openDatabase } from '../src/server/db/client.ts'
import { prepareDatabase } from '../src/server/db/prepare.ts'
import { parseConfig } from '../src/server/env.ts'
import { importYor } from '../src/server/import/yor/import-yor.service.ts'
import { readExport } from '../src/server/import/yor/read-export.ts'
import { createMailer } from '../src/server/mail/mailer.ts'

const GOAL_COLD_MS = 300
const GOAL_CACHED_MS = 20
const COLD_RUNS = 7
const CACHED_RUNS = 50
const PERIODS = ['lastNovToCurrent', '2025', '2019', 'since2005']

const file = resolve(process.argv[2] ?? '../shared/data/yesab-projects.json.gz')
if (!existsSync(file)) {
  console.log(`skipped: ${file} is absent`)
  process.exit(0)
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const dir = await mkdtemp(join(tmpdir(), 'registry-bench-reports-'))
try {
  const handle = await openDatabase({ dataDir: join(dir, 'pg') })
  await prepareDatabase(handle)
  await importYor(handle.db, (await readExport(file)).records, { source: file })
  const config = parseConfig({ APP_ENV: 'test', DATA_DIR: dir, PUBLIC_BASE_URL: 'http://registry.bench' })
  const app = createApp({ db: handle.db, config, clock: () => new Date(), mailer: createMailer(handle.db, config), jwtSecret: new TextEncoder().encode('bench-secret-that-is-long-enough-for-hs256') })
  const timed = async (period: string) => {
    const started = performance.now()
    const response = await app.request(`/api/project-reports/data?period=${period}`)
    await response.arrayBuffer()
    if (response.status !== 200) throw new Error(`${period}: ${response.status}`)
    return performance.now() - started
  }
  console.log(`load average before: ${loadavg().map((x) => x.toFixed(2)).join(' ')}`)
  const misses: string[] = []
  for (const period of PERIODS) {
    const cold: number[] = []
    for (let i = 0; i < COLD_RUNS; i++) {
      await handle.db.execute(sql`update report_data_version set version = version + 1`)
      cold.push(await timed(period))
    }
    const cached: number[] = []
    for (let i = 0; i < CACHED_RUNS; i++) cached.push(await timed(period))
    console.log(
      `${period.padEnd(17)} cold median ${median(cold).toFixed(1)} ms (max ${Math.max(...cold).toFixed(1)}), cached median ${median(cached).toFixed(2)} ms (max ${Math.max(...cached).toFixed(2)})`,
    )
    if (median(cold) > GOAL_COLD_MS) misses.push(`${period} cold ${median(cold).toFixed(1)} ms (goal ${GOAL_COLD_MS} ms)`)
    if (median(cached) > GOAL_CACHED_MS) misses.push(`${period} cached ${median(cached).toFixed(2)} ms (goal ${GOAL_CACHED_MS} ms)`)
  }
  console.log(`load average after: ${loadavg().map((x) => x.toFixed(2)).join(' ')}`)
  for (const miss of misses) console.log(`goal missed: ${miss}`)
  await handle.close()
  process.exitCode = misses.length > 0 ? 1 : 0
} finally {
  await rm(dir, { recursive: true, force: true })
}
