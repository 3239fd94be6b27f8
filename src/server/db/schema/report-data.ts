// What the statistics are computed from changes only with this version: triggers (migration 0015)
// raise it in the same transaction as any write to stage histories, evaluations' stage, outcome or
// sectors, comments and assessment timings, so a server may keep its computed statistics while the
// version it read is unchanged (decision 0031). The version is the sum of a few rows, each
// transaction raising the one its transaction id picks (migration 0022): writers at the same moment
// (comments sent in a deadline rush) rarely wait for the same row, where one row made every writer
// wait for the one before to commit, and none holds two (a slot per statement deadlocked).
import { bigint, check, pgTable, smallint } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { tstz } from './columns.ts'

export const reportDataVersion = pgTable(
  'report_data_version',
  {
    /** Which of the 16 rows (the trigger picks one per transaction, migration 0022). */
    id: smallint('id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull(),
    changedAt: tstz('changed_at').notNull().defaultNow(),
  },
  (t) => [check('report_data_version_slot', sql`${t.id} >= 0 and ${t.id} < 16`)],
)
