// What the public may read changes only with this version: a trigger (migration 0041) raises it in
// the same transaction as any write to a table the public's answers are read from, so a server may
// keep an answer it gave the public while the version it read is unchanged (decision 0088). Built as
// the statistics' version is (report-data.ts): the sum of 16 rows, each transaction raising the one
// its transaction id picks, so that writers at the same moment rarely wait for one another.
import { bigint, check, pgTable, smallint } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'

export const publicContentVersion = pgTable(
  'public_content_version',
  {
    /** Which of the 16 rows (the trigger picks one per transaction). */
    id: smallint('id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [check('public_content_version_slot', sql`${t.id} >= 0 and ${t.id} < 16`)],
)
