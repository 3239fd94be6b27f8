// Projects and what hangs directly off them: locations and shapes, classification links, the
// stage history, panel members, the inputs the statistics are computed from, and the proposal
// form a proponent drafts (form1 JSON with its own revision, since drafts sync from devices).
import { sql } from 'drizzle-orm'
import { boolean, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { editable, geometry, tstz, tsvector } from './columns.ts'
import { assessmentDistricts, assessmentOutcomes, decisionKinds, drainages, organizations, projectTypes, sectors, triggers } from './reference.ts'
import { users } from './users.ts'

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey(),
    /** "2024-0123"; null while the project is a draft that was never submitted. */
    projectNumber: text('project_number').unique(),
    projectTypeId: text('project_type_id')
      .notNull()
      .references(() => projectTypes.id),
    title: text('title').notNull(),
    proponentName: text('proponent_name').notNull(),
    summary: text('summary').notNull().default(''),
    activities: text('activities').notNull().default(''),
    pseInfo: text('pse_info'),
    operationId: text('operation_id'),
    stageId: text('stage_id').notNull(),
    stageStartedAt: tstz('stage_started_at'),
    stageDeadline: tstz('stage_deadline'),
    stageExtended: boolean('stage_extended').notNull().default(false),
    /** Year the project entered the registry: the search's minYear/maxYear. */
    year: integer('year').notNull(),
    isHistoric: boolean('is_historic').notNull().default(false),
    paused: boolean('paused').notNull().default(false),
    suspended: boolean('suspended').notNull().default(false),
    /** A later project that continues this one (e.g. screening referred to a panel review). */
    newerProjectId: uuid('newer_project_id'),
    oldProjectId: uuid('old_project_id'),
    outcomeId: text('outcome_id').references(() => assessmentOutcomes.id),
    decisionId: text('decision_id').references(() => decisionKinds.id),
    recommendationOutcomeId: text('recommendation_outcome_id').references(() => assessmentOutcomes.id),
    openForComments: boolean('open_for_comments').notNull().default(false),
    openForParticipantComments: boolean('open_for_participant_comments').notNull().default(false),
    /** The comment period the office opened: from its first day to the end of its last (null: open until closed). */
    commentPeriodStartsAt: tstz('comment_period_starts_at'),
    commentPeriodEndsAt: tstz('comment_period_ends_at'),
    /** A period opened with a first day to come whose opening (its feed line and public notice) waits for that day. */
    commentPeriodStartPending: boolean('comment_period_start_pending').notNull().default(false),
    seekingViewsDeadline: tstz('seeking_views_deadline'),
    /** The office's own words on the printable public notice (rich text, sanitized when written); the French one is shown to French readers, the English one while it is missing. */
    publicNoticeText: text('public_notice_text'),
    publicNoticeTextFr: text('public_notice_text_fr'),
    intervenorDeadline: tstz('intervenor_deadline'),
    leadAssessorId: uuid('lead_assessor_id').references(() => users.id),
    showEmailsTab: boolean('show_emails_tab').notNull().default(false),
    showDecisionBodies: boolean('show_decision_bodies').notNull().default(true),
    /** Panel review display flags: showHearingsTab, showIntervenorsTab, showApplyToBeIntervenor, showPanelMembers. */
    panelDisplay: jsonb('panel_display')
      .$type<{ showHearingsTab: boolean; showIntervenorsTab: boolean; showApplyToBeIntervenor: boolean; showPanelMembers: boolean }>()
      .notNull()
      .default({ showHearingsTab: false, showIntervenorsTab: false, showApplyToBeIntervenor: false, showPanelMembers: false }),
    authorizationDocUploaded: boolean('authorization_doc_uploaded').notNull().default(false),
    submittedAt: tstz('submitted_at'),
    createdById: uuid('created_by_id').references(() => users.id),
    /** Where the record came from: demo, import (public integration export) or the app. */
    source: text('source', { enum: ['app', 'import', 'demo'] })
      .notNull()
      .default('app'),
    sourceUrl: text('source_url'),
    /** Full-text search over number, title, proponent and scope; see migration 0001. */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(sql`registry_project_search_vector(project_number, title, proponent_name, summary, activities)`),
    /** Marked by the office to look at again; it stays in its review queue. */
    needsFurtherReview: boolean('needs_further_review').notNull().default(false),
    ...editable(),
  },
  (t) => [
    index('projects_search_idx').using('gin', t.search),
    index('projects_stage_idx').on(t.projectTypeId, t.stageId),
    index('projects_year_idx').on(t.year),
    index('projects_number_desc_idx').on(sql`${t.projectNumber} desc nulls last`),
  ],
)

/**
 * The last project number given out in each year (2026 → 91 after "2026-0091"). A submission takes
 * the next one under the row's lock, so parallel submissions never get the same number; a trigger
 * on projects raises it past any number written another way (imports, the demo set), and the
 * migration that made it started it from the numbers already there (0010).
 */
export const projectNumberCounters = pgTable('project_number_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
})

/** Points as the registry lists them; geom is null when the coordinates are impossible. */
export const projectLocations = pgTable(
  'project_locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    geom: geometry('geom', 'Point'),
    invalidReason: text('invalid_reason'),
  },
  (t) => [index('project_locations_project_idx').on(t.projectId), index('project_locations_geom_idx').using('gist', t.geom)],
)

/** Polygons and lines drawn or uploaded in a proposal. */
export const projectShapes = pgTable(
  'project_shapes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    locationType: text('location_type', { enum: ['polygon', 'line', 'point'] }).notNull(),
    builtFrom: text('built_from'),
    claimNumber: text('claim_number'),
    geom: geometry('geom', 'Geometry').notNull(),
  },
  (t) => [index('project_shapes_project_idx').on(t.projectId), index('project_shapes_geom_idx').using('gist', t.geom)],
)

const link = (name: string, column: string, target: () => import('drizzle-orm/pg-core').AnyPgColumn) =>
  pgTable(
    name,
    {
      projectId: uuid('project_id')
        .notNull()
        .references(() => projects.id, { onDelete: 'cascade' }),
      refId: text(column).notNull().references(target),
    },
    (t) => [primaryKey({ columns: [t.projectId, t.refId] }), index(`${name}_ref_idx`).on(t.refId)],
  )

export const projectDistricts = link('project_districts', 'assessment_district_id', () => assessmentDistricts.id)
export const projectSectors = link('project_sectors', 'sector_id', () => sectors.id)
export const projectDrainages = link('project_drainages', 'drainage_id', () => drainages.id)
export const projectTriggers = link('project_triggers', 'trigger_id', () => triggers.id)

export const PROJECT_ORGANIZATION_ROLES = ['first-nation', 'decision-body', 'planning-commission', 'ufa-board'] as const

/** Indigenous governments notified, decision bodies, planning commissions and UFA boards. */
export const projectOrganizations = pgTable(
  'project_organizations',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id),
    role: text('role', { enum: PROJECT_ORGANIZATION_ROLES }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.organizationId, t.role] }), index('project_organizations_org_idx').on(t.organizationId, t.role)],
)

/** Stages a project has left, newest first when read; the current stage is on the project. */
export const stageHistory = pgTable(
  'stage_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    stageId: text('stage_id').notNull(),
    startedAt: tstz('started_at').notNull(),
    endedAt: tstz('ended_at'),
    extended: boolean('extended').notNull().default(false),
  },
  (t) => [index('stage_history_project_idx').on(t.projectId, t.startedAt)],
)

export const panelMembers = pgTable('panel_members', {
  id: uuid('id').primaryKey().defaultRandom(),
  projectId: uuid('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  title: text('title').notNull(),
  position: integer('position').notNull(),
})

/**
 * Statistics inputs that stage dates alone do not give: the days of an evaluation spent on the
 * provider's side and on the proponent's, and when an assessor was assigned after adequacy.
 */
export const assessmentTimings = pgTable('assessment_timings', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  providerDays: integer('provider_days'),
  proponentDays: integer('proponent_days'),
  adequacyCompletedAt: tstz('adequacy_completed_at'),
  assessorAssignedAt: tstz('assessor_assigned_at'),
  completedOn: date('completed_on'),
})

export const PROPOSAL_FORM_KINDS = ['general', 'placer', 'upload'] as const

/** The proponent's form: general form1 v5, placer v3, or the PDF-upload fields; synced from devices. */
export const proposalForms = pgTable('proposal_forms', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: PROPOSAL_FORM_KINDS }).notNull(),
  formVersion: integer('form_version').notNull(),
  language: text('language', { enum: ['en', 'fr'] })
    .notNull()
    .default('en'),
  form1: jsonb('form1').notNull(),
  isAgent: boolean('is_agent').notNull().default(false),
  submittedAt: tstz('submitted_at'),
  /** Drafts untouched for six months are deleted, a week after their drafter was warned (shared/domain/draft-retention). */
  lastEditedAt: tstz('last_edited_at').notNull().defaultNow(),
  lastEditedById: uuid('last_edited_by_id').references(() => users.id),
  /** When the drafter was told the draft would be deleted; a warning older than the last edit no longer counts. */
  deletionWarnedAt: tstz('deletion_warned_at'),
  /**
   * The revision that last changed each stored key of the draft (form1's keys, and the project's
   * own fields as `project.<name>`); a key not named has not changed since revision 1. A save over
   * an older revision is merged by it, field by field (shared/proposal-form/merge-fields).
   */
  fieldRevisions: jsonb('field_revisions').$type<Record<string, number>>().notNull().default({}),
  ...editable(),
})
