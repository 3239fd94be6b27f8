// The data fixes a start has applied to this database (src/server/db/data-fixes.ts), each once:
// its row is written in the same transaction as the fix's last part.
import { pgTable, text } from 'drizzle-orm/pg-core'
import { tstz } from './columns.ts'

export const dataFixes = pgTable('data_fixes', {
  name: text('name').primaryKey(),
  appliedAt: tstz('applied_at').notNull().defaultNow(),
})
