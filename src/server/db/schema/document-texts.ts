// The text of each stored upload that documents point at, for searching inside documents: written
// pending by a trigger when a document names an upload (migration 0038), then extracted by the
// document-text job (jobs/document-text.ts), never on a request's path. The vector is over
// registry_english and registry_french, the English and French configurations that ignore accents,
// so that ts_headline can mark the passage in the text as it was written.
import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { tstz, tsvector } from './columns.ts'
import { uploads } from './documents.ts'

export const DOCUMENT_TEXT_STATUSES = ['pending', 'done', 'no-text', 'failed', 'not-applicable'] as const
export type DocumentTextStatus = (typeof DOCUMENT_TEXT_STATUSES)[number]

export const documentTexts = pgTable(
  'document_texts',
  {
    uploadId: uuid('upload_id')
      .primaryKey()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    status: text('status', { enum: DOCUMENT_TEXT_STATUSES }).notNull().default('pending'),
    text: text('text'),
    pages: integer('pages'),
    /** Why extraction failed (a broken file), for the office. */
    reason: text('reason'),
    extractedAt: tstz('extracted_at'),
    /** A job working on the row until then; another takes it after. */
    leaseUntil: tstz('lease_until'),
    search: tsvector('search').generatedAlwaysAs(
      sql`to_tsvector('registry_english'::regconfig, coalesce(text, '')) || to_tsvector('registry_french'::regconfig, coalesce(text, ''))`,
    ),
  },
  (t) => [
    index('document_texts_search_idx').using('gin', t.search),
    index('document_texts_pending_idx')
      .on(t.uploadId)
      .where(sql`${t.status} = 'pending'`),
  ],
)
