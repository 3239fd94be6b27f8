// Reference lists: project types, stages, districts, sectors, organizations, outcomes, triggers,
// document types, drainages, e-mail enumerations, the placer form's activities and effects, the
// site message, and the reference map layers used for location look-ups.
import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt, editable, geometry, tstz } from './columns.ts'
import { LAYER_KINDS } from '../../../shared/geo/lookup.ts'
import { PROJECT_AUDIENCES } from '../../../shared/domain/project-visibility.ts'

export const projectTypes = pgTable('project_types', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  nameFr: text('name_fr').notNull(),
})

export const stages = pgTable(
  'stages',
  {
    projectTypeId: text('project_type_id')
      .notNull()
      .references(() => projectTypes.id),
    id: text('id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameFr: text('name_fr').notNull(),
    order: integer('order').notNull(),
    stageGrouping: text('stage_grouping').notNull(),
    closed: boolean('closed').notNull(),
    /**
     * Who sees the projects in this stage (shared/domain/project-visibility.ts, written with the
     * rest of the stage at every start); until then nobody, so a new stage is never public by mistake.
     */
    audience: text('audience', { enum: PROJECT_AUDIENCES }).notNull().default('nobody'),
  },
  (t) => [primaryKey({ columns: [t.projectTypeId, t.id] })],
)

export const assessmentDistricts = pgTable('assessment_districts', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  nameFr: text('name_fr'),
  phone: text('phone'),
  email: text('email'),
  mapServiceName: text('map_service_name'),
  /** Shown on projects but never offered in the general form's manual checklist. */
  hiddenFromChecklist: boolean('hidden_from_checklist').notNull().default(false),
  /** Where the district-count bubble sits on the home map. */
  centreLatitude: doublePrecision('centre_latitude'),
  centreLongitude: doublePrecision('centre_longitude'),
})

export const sectors = pgTable('sectors', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  nameFr: text('name_fr'),
})

export const ORGANIZATION_KINDS = ['first-nation', 'decision-body', 'planning-commission', 'ufa-board', 'other'] as const

export const organizations = pgTable(
  'organizations',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ORGANIZATION_KINDS }).notNull(),
    name: text('name').notNull(),
    publicDisplayName: text('public_display_name').notNull(),
    frenchDisplayName: text('french_display_name'),
    mapServiceName: text('map_service_name'),
    email: text('email'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('organizations_kind_idx').on(t.kind)],
)

export const assessmentOutcomes = pgTable('assessment_outcomes', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  nameFr: text('name_fr'),
  /** Withdrawn counts as complete for the search's includeCompleteWithdrawn rule. */
  withdrawn: boolean('withdrawn').notNull().default(false),
})

export const decisionKinds = pgTable('decision_kinds', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  nameFr: text('name_fr'),
})

export const triggers = pgTable('triggers', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  nameFr: text('name_fr'),
  regulationPart: text('regulation_part').notNull(),
})

export const documentTypes = pgTable('document_types', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  nameFr: text('name_fr').notNull(),
})

export const drainages = pgTable('drainages', {
  id: text('id').primaryKey(),
  code: text('code'),
  majorName: text('major_name').notNull(),
  subName: text('sub_name').notNull(),
  subSubName: text('sub_sub_name').notNull(),
  majorNameFr: text('major_name_fr'),
  subNameFr: text('sub_name_fr'),
  subSubNameFr: text('sub_sub_name_fr'),
})

export const emailMessageTypes = pgTable('email_message_types', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  nameFr: text('name_fr').notNull(),
})

export const emailRecipientTypes = pgTable('email_recipient_types', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  nameFr: text('name_fr').notNull(),
})

export const siteMessages = pgTable('site_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  /** Rich text: whatever writes it passes it through src/server/lib/sanitize-html first; pages clean it again. */
  body: text('body').notNull(),
  /** The same message in French (rich text as body); French readers see the English one while it is missing. */
  titleFr: text('title_fr'),
  bodyFr: text('body_fr'),
  expiryDate: tstz('expiry_date'),
  publishedAt: tstz('published_at'),
  ...editable(),
})

/** Map layers behind the location look-ups; demo features are replaced when a real layer is imported. */
export const referenceFeatures = pgTable(
  'reference_features',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: LAYER_KINDS }).notNull(),
    name: text('name').notNull(),
    /** Registry id the feature stands for (district id, organization id, drainage id). */
    refId: text('ref_id'),
    properties: jsonb('properties').notNull().default({}),
    isDemo: boolean('is_demo').notNull().default(false),
    geom: geometry('geom', 'Geometry').notNull(),
    importedAt: createdAt(),
  },
  (t) => [index('reference_features_kind_idx').on(t.kind, t.name), index('reference_features_geom_idx').using('gist', t.geom)],
)

/** One row per layer in place: where it came from and when, so clients can tell demo data and cache by version. */
export const referenceLayers = pgTable('reference_layers', {
  kind: text('kind', { enum: LAYER_KINDS }).primaryKey(),
  isDemo: boolean('is_demo').notNull(),
  /** The file it was imported from, or "demo". */
  source: text('source').notNull(),
  featureCount: integer('feature_count').notNull(),
  importedAt: tstz('imported_at').notNull(),
})

// Placer form's catalogue: the activities of a form-2 type and the effects each brings, with the
// mitigation options of each effect. The registry ships a first catalogue (db/reference/
// placer-catalogue.ts), written once; after that the rows are the office's to edit, hence the
// revision. Texts in English, and French where the office has it (readers fall back to English).
export const form2Types = pgTable('form2_types', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  nameFr: text('name_fr'),
})

export const placerActivities = pgTable('placer_activities', {
  id: text('id').primaryKey(),
  form2TypeId: text('form2_type_id')
    .notNull()
    .references(() => form2Types.id),
  name: text('name').notNull(),
  nameFr: text('name_fr'),
  activityGroup: text('activity_group').notNull(),
  activityGroupFr: text('activity_group_fr'),
  hasTextBox: boolean('has_text_box').notNull().default(false),
  textBoxPlaceholder: text('text_box_placeholder'),
  textBoxPlaceholderFr: text('text_box_placeholder_fr'),
  position: integer('position').notNull(),
  ...editable(),
})

export const effects = pgTable('effects', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  nameFr: text('name_fr'),
  description: text('description').notNull(),
  descriptionFr: text('description_fr'),
  effectGroup: text('effect_group').notNull(),
  effectGroupFr: text('effect_group_fr'),
  effectGroupMoreInfo: text('effect_group_more_info'),
  effectGroupMoreInfoFr: text('effect_group_more_info_fr'),
  /** In the order offered: [{mitigationOptionId, description, descriptionFr, noneApply}] (shared/schemas/placer-catalogue.ts). */
  mitigationOptions: jsonb('mitigation_options').notNull().default([]),
  position: integer('position').notNull(),
  ...editable(),
})

export const activityEffects = pgTable(
  'activity_effects',
  {
    activityId: text('activity_id')
      .notNull()
      .references(() => placerActivities.id),
    effectId: text('effect_id')
      .notNull()
      .references(() => effects.id),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.effectId] })],
)
