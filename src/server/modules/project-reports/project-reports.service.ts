// The statistics data of a period (decision 0031), computed in SQL and kept per server while the
// report data version it was computed at is still the database's: every server reads that version
// (the sum of its rows, schema/report-data.ts) before answering, so a change written through any server is seen by all at once, and
// nothing but figures anyone may read is held in memory.
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/client.ts'
import { sql } from 'drizzle-orm'
import { AppError } from '../../http/app-error.ts'
import { refreshFactsQuery, refreshMonthSumsQuery, reportDataQuery, takeStaleMonthsQuery, takeStaleQuery, yearlyQuery } from './report-data.sql.ts'
import { FIRST_REPORT_YEAR, SINCE_FIRST_YEAR, reportRange } from '../../../shared/domain/report-periods.ts'
import type { ReportData } from '../../../shared/schemas/project-reports.ts'

const sqlVersion = sql`select coalesce(sum(version), 0) as version from report_data_version`
/** Serializes refreshes of the facts: one that began on an older snapshot never writes over a newer one's rows. */
const REFRESH_LOCK = sql`select pg_advisory_xact_lock(hashtext('registry:report_facts'))`

/** The facts held in memory while they are refreshed and counted: the default 4 MB spilled all years' to disk. */
const WORK_MEM = sql`set local work_mem = '64MB'`
/** Facts rows written by one refresh from which their tables are vacuumed and their statistics gathered again. */
const VACUUM_AFTER_ROWS = 1_000
/**
 * A refresh of every project's facts (after a bulk load) spent 1.9 s of 16 s compiling itself (JIT,
 * PostgreSQL 15, 100,000 projects) for a statement run once; a few projects' refresh never reaches
 * JIT's cost threshold.
 */
const NO_JIT = sql`set local jit = off`
/** Periods × days kept at most; a new day's current period replaces yesterday's. */
const CACHE_ENTRIES = 32

/**
 * Recomputes the stale projects' facts, then sums again the months whose facts changed. Every
 * statistics request does it first; a bulk load (the demo set, an import) does it as it ends, so
 * that the first request after it does not compute every project's facts (decision 0088).
 */
export async function refreshReportFacts(db: Database): Promise<void> {
  const written = await db.transaction(async (tx) => {
    await tx.execute(REFRESH_LOCK)
    await tx.execute(NO_JIT)
    await tx.execute(WORK_MEM)
    const stale = await queryRows<{ id: string }>(tx, takeStaleQuery)
    const [row] = stale.length > 0 ? await queryRows<{ written: number }>(tx, refreshFactsQuery(stale.map((r) => r.id))) : []
    // The facts' writes (this refresh's, or a deleted project's row going with it) listed their months.
    const months = await queryRows<{ month: string }>(tx, takeStaleMonthsQuery)
    if (months.length > 0) await tx.execute(refreshMonthSumsQuery(months.map((m) => m.month)))
    return row?.written ?? 0
  })
  // After a bulk load the planner must learn the facts' new sizes and dates (index scans for a
  // year, whole scans for all years), and the emptied lists must shrink back to nothing to scan;
  // the embedded database has no autovacuum to do either.
  if (written >= VACUUM_AFTER_ROWS) await db.execute(sql`vacuum (analyze) report_facts, report_stale_projects, report_month_sums, report_stale_months`)
}

export function projectReportsService(db: Database) {
  const cache = new Map<string, { version: number; data: ReportData }>()

  async function version(): Promise<number> {
    const [row] = await queryRows<{ version: string | number }>(db, sqlVersion)
    return Number(row?.version ?? 0)
  }

  async function compute(period: string, from: string, to: string): Promise<ReportData> {
    await refreshReportFacts(db)
    return db.transaction(async (tx) => {
      await tx.execute(WORK_MEM)
      const [row] = await queryRows<{ data: Omit<ReportData, 'status' | 'period' | 'from' | 'to' | 'yearly'> }>(tx, reportDataQuery(from, to))
      const yearly =
        period === SINCE_FIRST_YEAR
          ? await queryRows<ReportData['yearly'][number]>(tx, yearlyQuery(FIRST_REPORT_YEAR, Number(to.slice(0, 4)) - (to.endsWith('-01-01') ? 1 : 0)))
          : []
      return { status: 'OK', period, from, to, ...row!.data, yearly }
    })
  }

  return {
    async data(period: string, now: Date): Promise<ReportData> {
      const range = reportRange(period, now)
      if ('refused' in range) throw AppError.badRequest(`Invalid parameter period: ${range.refused}`, 'period')
      const key = `${range.period}|${range.from}|${range.to}`
      const current = await version()
      const kept = cache.get(key)
      if (kept?.version === current) return kept.data
      const data = await compute(range.period, range.from, range.to)
      cache.delete(key)
      if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value!)
      cache.set(key, { version: current, data })
      return data
    },
  }
}
