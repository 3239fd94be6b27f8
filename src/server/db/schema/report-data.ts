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
 * Review, its days in information requests, outcome, decision, sectors and First Nations notified,
 * and the day an assessor was assigned.
 * A read model, so that a period's statistics read only its own rows, where deriving them from every
 * stage history and joining every project's sectors on each request took seconds at 100,000
 * projects. Triggers (migrations 0024, 0025) mark a project stale on any write that may change its
 * row; the statistics service recomputes the stale ones before it computes a period.
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
    assignedOn: date('assigned_on'),
    proponentDays: integer('proponent_days').notNull(),
    outcomeId: text('outcome_id'),
    decisionId: text('decision_id'),
    sectorIds: text('sector_ids').array().notNull(),
    firstNationIds: text('first_nation_ids').array().notNull(),
  },
  (t) => [
    index('report_facts_submitted_idx').on(t.submittedOn),
    index('report_facts_completed_idx').on(t.completedOn),
    index('report_facts_assigned_idx').on(t.assignedOn),
  ],
)

/**
 * The facts summed per month (project-reports/report-data.sql.ts, monthSumsQuery): each figure's
 * counts and day sums per calendar month of the date it counts by (submitted, completed, assessor
 * assigned) and per sector, First Nation, outcome or decision, so that a period adds up its whole
 * months' rows (a few hundred each) and counts only its partial months' facts, where counting all
 * years' facts took most of a second at 100,000 projects. A trigger on report_facts (migration
 * 0025) lists the months of every row it writes or deletes; the statistics service sums those
 * months again after refreshing the facts.
 */
export const reportMonthSums = pgTable(
  'report_month_sums',
  {
    /** The first day of the month. */
    month: date('month').notNull(),
    /** Which figure: submitted, submitted-sector, submitted-first-nation, completed, completed-outcome, completed-decision, assigned. */
    kind: text('kind').notNull(),
    /** The sector of a per-sector sum; none for all sectors. */
    sectorId: text('sector_id'),
    /** The First Nation, outcome or decision of a sum by one of them. */
    keyId: text('key_id'),
    projects: integer('projects').notNull(),
    /** Of the completed kinds: the projects with days to complete, and the sums of those days and of their proponent's part. */
    timed: integer('timed'),
    /** Of the completed kinds as above; of assigned: the sum of the days from adequacy review to the assignment. */
    days: integer('days'),
    proponentDays: integer('proponent_days'),
  },
  (t) => [index('report_month_sums_month_idx').on(t.month)],
)

/** Months whose report_month_sums rows may be out of date; appended to like report_stale_projects. */
export const reportStaleMonths = pgTable('report_stale_months', {
  month: date('month').notNull(),
})

/**
 * Projects whose report_facts row may be out of date. No key and no reference: writers only ever
 * append (never waiting on one another, nor deadlocking), a project may be listed twice, and a
 * deleted project's id is dropped when the list is read.
 */
export const reportStaleProjects = pgTable('report_stale_projects', {
  projectId: uuid('project_id').notNull(),
})
