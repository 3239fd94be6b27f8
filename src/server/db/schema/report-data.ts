// What the statistics are computed from changes only with this version: triggers (migration 0015)
// raise it in the same transaction as any write to stage histories, evaluations' stage, outcome or
// sectors, comments and assessment timings, so a server may keep its computed statistics while the
// version it read is unchanged (decision 0031). The version is the sum of a few rows, each
// transaction raising the one its transaction id picks (migration 0022): writers at the same moment
// (comments sent in a deadline rush) rarely wait for the same row, where one row made every writer
// wait for the one before to commit, and none holds two (a slot per statement deadlocked).
import { bigint, check, date, index, integer, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { tstz } from './columns.ts'
import { projects } from './projects.ts'

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

/**
 * What the statistics count of each evaluation (decision 0031's definitions,
 * project-reports/report-data.sql.ts): the days it was submitted, completed and entered Adequacy
 * Review, its days in information requests, outcome, decision, sectors and First Nations notified.
 * A read model, so that a period's statistics read only its own rows, where deriving them from every
 * stage history and joining every project's sectors on each request took seconds at 100,000
 * projects. Triggers (migration 0024) mark a project stale on any write that may change its row; the
 * statistics service recomputes the stale ones before it computes a period.
 */
export const reportFacts = pgTable(
  'report_facts',
  {
    projectId: uuid('project_id')
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    submittedOn: date('submitted_on'),
    completedOn: date('completed_on'),
    adequacyOn: date('adequacy_on'),
    proponentDays: integer('proponent_days').notNull(),
    outcomeId: text('outcome_id'),
    decisionId: text('decision_id'),
    sectorIds: text('sector_ids').array().notNull(),
    firstNationIds: text('first_nation_ids').array().notNull(),
  },
  (t) => [index('report_facts_submitted_idx').on(t.submittedOn), index('report_facts_completed_idx').on(t.completedOn)],
)

/**
 * Projects whose report_facts row may be out of date. No key and no reference: writers only ever
 * append (never waiting on one another, nor deadlocking), a project may be listed twice, and a
 * deleted project's id is dropped when the list is read.
 */
export const reportStaleProjects = pgTable('report_stale_projects', {
  projectId: uuid('project_id').notNull(),
})
