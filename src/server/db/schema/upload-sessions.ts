// Uploads in progress: a file a device sends in chunks (DATA_DIR/upload-sessions/<id>.part holds
// what arrived), named by the id the browser made so that a start, a chunk or a completion sent
// again is the same one. Completed sessions keep their document so a repeated completion answers
// the same; sessions untouched for a week are removed by the daily cleanup.
import { bigint, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core'
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
    /** Bytes of the partial file that arrived whole; the next chunk starts here. */
    received: bigint('received', { mode: 'number' }).notNull().default(0),
    /** Set when completed. */
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    completedAt: tstz('completed_at'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('upload_sessions_updated_idx').on(t.updatedAt), index('upload_sessions_project_idx').on(t.projectId)],
)
