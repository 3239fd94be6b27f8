// What the statistics are computed from changes only with this version: triggers (migration 0013)
// raise it in the same transaction as any write to stage histories, evaluations' stage, outcome or
// sectors, comments and assessment timings, so a server may keep its computed statistics while the
// version it read is unchanged (decision 0031).
import { bigint, boolean, check, pgTable } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { tstz } from './columns.ts'

export const reportDataVersion = pgTable(
  'report_data_version',
  {
    /** One row only. */
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull(),
    changedAt: tstz('changed_at').notNull().defaultNow(),
  },
  (t) => [check('report_data_version_one_row', sql`${t.id}`)],
)
