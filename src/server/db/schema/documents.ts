// Files and the records that publish them: stored uploads, documents with their redacted and
// unredacted versions and states, notes, correspondence and document groups.
import { sql } from 'drizzle-orm'
import { bigint, boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt, editable, tstz } from './columns.ts'
import { documentTypes } from './reference.ts'
import { projects } from './projects.ts'
import { users } from './users.ts'

/** A stored file (DATA_DIR/files/<storageKey>); documents point at one or two of these. */
export const uploads = pgTable('uploads', {
  id: uuid('id').primaryKey().defaultRandom(),
  storageKey: text('storage_key').notNull().unique(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  sha256: text('sha256').notNull(),
  uploadedById: uuid('uploaded_by_id').references(() => users.id),
  createdAt: createdAt(),
})

export const DOCUMENT_STATES = ['unsaved', 'public', 'internal', 'unreviewed', 'published', 'published_answer', 'draft_answer', 'answered'] as const
export type DocumentState = (typeof DOCUMENT_STATES)[number]

/** Which list of the proposal a document belongs to, and what it is attached to otherwise. */
export const DOCUMENT_ROLES = [
  'project',
  'proposal',
  'proposal-location',
  'agent-consent',
  'decision',
  'authorization',
  'comment',
  'information-request-question',
  'information-request-answer',
  'simplified-question',
  'simplified-replaced',
  'simplified-response',
  'hearing',
  'intervenor',
  'intervenor-submission',
  'note',
  'correspondence',
  'emergency-exemption',
] as const
export type DocumentRole = (typeof DOCUMENT_ROLES)[number]

export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null only for emergency exemption reports, which belong to no project. */
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    role: text('role', { enum: DOCUMENT_ROLES }).notNull().default('project'),
    documentTypeId: integer('document_type_id').references(() => documentTypes.id),
    /** The 4-character part; shown after the project number ("2024-0123-0007"). */
    documentNumber: text('document_number'),
    description: text('description').notNull().default(''),
    longDescription: text('long_description'),
    fileName: text('file_name').notNull(),
    state: text('state', { enum: DOCUMENT_STATES }).notNull().default('unreviewed'),
    stageUploaded: text('stage_uploaded'),
    uploadedAt: tstz('uploaded_at').notNull().defaultNow(),
    receivedAt: tstz('received_at'),
    unredactedUploadId: uuid('unredacted_upload_id').references(() => uploads.id),
    redactedUploadId: uuid('redacted_upload_id').references(() => uploads.id),
    redactedUploadedAt: tstz('redacted_uploaded_at'),
    keyDocument: boolean('key_document').notNull().default(false),
    documentGroupId: uuid('document_group_id'),
    /** A document attached to another (a letter's enclosures). */
    parentDocumentId: uuid('parent_document_id'),
    uploadedById: uuid('uploaded_by_id').references(() => users.id),
    deadline: tstz('deadline'),
    hasResponse: boolean('has_response').notNull().default(false),
    // What the document is attached to, by role.
    commentId: uuid('comment_id'),
    informationRequestId: uuid('information_request_id'),
    questionNumber: integer('question_number'),
    simplifiedInformationRequestId: uuid('simplified_information_request_id'),
    hearingId: uuid('hearing_id'),
    intervenorId: uuid('intervenor_id'),
    noteId: uuid('note_id'),
    correspondenceId: uuid('correspondence_id'),
    emergencyExemptionId: uuid('emergency_exemption_id'),
    /** Staged in a draft and removed before submission: kept until the removal syncs. */
    removedAt: tstz('removed_at'),
    /** Marked by the office to look at again; it stays in its review queue. */
    needsFurtherReview: boolean('needs_further_review').notNull().default(false),
    ...editable(),
  },
  (t) => [
    index('documents_project_idx').on(t.projectId, t.role),
    // The project's last number is read from its end (nextDocumentNumber), not from every row: in
    // order of value, so by length before text ('9999' before '10000'), and only the numbers of the
    // sequence, the pattern the function matches (migration 0028).
    index('documents_project_number_idx')
      .on(t.projectId, sql`length(${t.documentNumber})`, t.documentNumber)
      .where(sql`${t.documentNumber} ~ '^[0-9]{4,9}$'`),
    // The file the public downloads, by which the search inside documents joins texts to documents.
    index('documents_public_upload_idx').on(sql`coalesce(${t.redactedUploadId}, ${t.unredactedUploadId})`),
    index('documents_comment_idx').on(t.commentId),
    index('documents_ir_idx').on(t.informationRequestId),
    index('documents_group_idx').on(t.documentGroupId),
  ],
)

export const RECORD_STATES = ['unsaved', 'public', 'internal', 'unreviewed'] as const

/** What a project's records (notes, correspondence, document groups) have in common. */
const projectRecord = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  projectId: uuid('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  state: text('state', { enum: RECORD_STATES }).notNull().default('unreviewed'),
  stageUploaded: text('stage_uploaded'),
  ...editable(),
})

export const notes = pgTable(
  'notes',
  {
    ...projectRecord(),
    /** Sanitized HTML. */
    note: text('note').notNull(),
    documentNumber: text('document_number'),
    uploadedAt: tstz('uploaded_at').notNull().defaultNow(),
  },
  (t) => [index('notes_project_idx').on(t.projectId)],
)

export const correspondence = pgTable(
  'correspondence',
  {
    ...projectRecord(),
    description: text('description').notNull().default(''),
    documentNumber: text('document_number'),
    sentAt: tstz('sent_at').notNull().defaultNow(),
  },
  (t) => [index('correspondence_project_idx').on(t.projectId)],
)

export const documentGroups = pgTable('document_groups', { ...projectRecord(), description: text('description').notNull().default('') }, (t) => [
  index('document_groups_project_idx').on(t.projectId),
])
