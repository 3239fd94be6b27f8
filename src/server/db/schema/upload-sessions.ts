// Uploads in progress: a file a device sends in chunks, named by the id the browser made so that a
// start, a chunk or a completion sent again is the same one. Each chunk's bytes are an object of
// the file store with a row here (decision 0076), so a chunk may land on any server. Completed
// sessions keep their document so a repeated completion answers the same; sessions untouched for a
// week are removed by the daily cleanup.
import { bigint, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt, tstz } from './columns.ts'
import { documents } from './documents.ts'
import { projects } from './projects.ts'
import { documentTypes } from './reference.ts'
import { users } from './users.ts'
import { DOCUMENT_UPLOAD_GROUPS } from '../../../shared/domain/document-files.ts'

export const uploadSessions = pgTable(
  'upload_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    role: text('role', { enum: DOCUMENT_UPLOAD_GROUPS }).notNull(),
    /** Already sanitized. */
    fileName: text('file_name').notNull(),
    /** The type the file will be kept with, chosen from its name. */
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    description: text('description').notNull().default(''),
    documentTypeId: integer('document_type_id')
      .notNull()
      .references(() => documentTypes.id),
    /** Bytes that arrived, the sum of the chunks' lengths; the next chunk starts here. */
    received: bigint('received', { mode: 'number' }).notNull().default(0),
    /**
     * The claim of the server a chunk or the completion is arriving at, until then (database
     * time): one request at a time works on an upload, and a crashed server's claim lapses.
     */
    arrivingUntil: tstz('arriving_until'),
    /** The claim's own key: the store key the arriving chunk is written under. */
    arrivingKey: uuid('arriving_key'),
    /** Set when completed. */
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    completedAt: tstz('completed_at'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('upload_sessions_updated_idx').on(t.updatedAt), index('upload_sessions_project_idx').on(t.projectId)],
)

/** The chunks that arrived, each an object of the file store, contiguous from byte 0. */
export const uploadSessionChunks = pgTable(
  'upload_session_chunks',
  {
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploadSessions.id, { onDelete: 'cascade' }),
    startOffset: bigint('start_offset', { mode: 'number' }).notNull(),
    length: bigint('length', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.startOffset] })],
)
