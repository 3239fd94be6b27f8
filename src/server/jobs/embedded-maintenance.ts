// The embedded database has no autovacuum: its tables were never analyzed, so the planner guessed
// at every table's size (a project's thousands of comments taken for five rows, and scanned), and
// what updates and deletes leave behind (rate limits, the job queue's rows) was never reclaimed.
// The job runner does here what autovacuum does on a PostgreSQL server, by autovacuum's own
// thresholds, at start and every few minutes (decision 0048). A real server needs none of it.
import { sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { queryRows } from '../db/client.ts'

/** PostgreSQL's autovacuum defaults: a table is due after 50 rows plus this share of its rows changed. */
const ANALYZE_SHARE = 0.1
const VACUUM_SHARE = 0.2
const BASE_ROWS = 50

interface DueTable {
  schema: string
  name: string
  vacuum: boolean
}

/** The tables whose statistics are missing or stale, or whose dead rows are due to be reclaimed. */
export async function tablesDue(db: Database): Promise<DueTable[]> {
  // The counts a session has not yet passed on are passed on now, at the end of this statement.
  await db.execute(sql`select pg_stat_force_next_flush()`)
  const rows = await queryRows<{ schema: string; name: string; analyze: boolean; vacuum: boolean }>(
    db,
    sql`select s.schemaname as schema, s.relname as name,
          (c.reltuples < 0 and s.n_live_tup > 0) or s.n_mod_since_analyze > ${BASE_ROWS} + ${ANALYZE_SHARE} * greatest(c.reltuples, 0) as analyze,
          s.n_dead_tup > ${BASE_ROWS} + ${VACUUM_SHARE} * greatest(c.reltuples, 0) as vacuum
        from pg_stat_user_tables s join pg_class c on c.oid = s.relid
        order by s.schemaname, s.relname`,
  )
  return rows.filter((r) => r.analyze || r.vacuum).map(({ schema, name, vacuum }) => ({ schema, name, vacuum }))
}

/** Analyzes (and vacuums, where dead rows are due) each table due; answers the tables' names. */
export async function maintainEmbeddedDatabase(db: Database): Promise<string[]> {
  const due = await tablesDue(db)
  for (const table of due) {
    // One table a statement: VACUUM runs outside a transaction, and other statements wait only for one table.
    const name = sql`${sql.identifier(table.schema)}.${sql.identifier(table.name)}`
    await db.execute(table.vacuum ? sql`vacuum (analyze) ${name}` : sql`analyze ${name}`)
  }
  return due.map((t) => `${t.schema}.${t.name}`)
}
