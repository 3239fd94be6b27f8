// Builds documents (with real stored files), comments, information requests and the other
// project content for tests; every field can be overridden.
import type { Database } from '../../src/server/db/client.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { localFileStore } from '../../src/server/files/file-store.ts'

export async function storeUpload(db: Database, dataDir: string, content: string | Uint8Array, fileName = 'file.pdf', contentType = 'application/pdf') {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content
  const stored = await localFileStore(dataDir).put(bytes)
  const [upload] = await db
    .insert(t.uploads)
    .values({ ...stored, fileName, contentType })
    .returning()
  return upload!
}

export type DocumentOverrides = Partial<typeof t.documents.$inferInsert> & { content?: string; redactedContent?: string }

let documentSequence = 0

export async function createDocument(db: Database, dataDir: string, projectId: string | null, overrides: DocumentOverrides = {}) {
  documentSequence += 1
  const { content, redactedContent, ...fields } = overrides
  const fileName = fields.fileName ?? `document-${documentSequence}.pdf`
  const original = await storeUpload(db, dataDir, content ?? `%PDF-1.4 original ${documentSequence}`, fileName)
  const redacted = redactedContent === undefined ? null : await storeUpload(db, dataDir, redactedContent, fileName)
  const [document] = await db
    .insert(t.documents)
    .values({
      projectId,
      fileName,
      documentNumber: String(documentSequence).padStart(4, '0'),
      description: `Document ${documentSequence}`,
      state: 'public',
      documentTypeId: 2,
      unredactedUploadId: original.id,
      redactedUploadId: redacted?.id ?? null,
      ...fields,
    })
    .returning()
  return { document: document!, original, redacted }
}

export async function createHearing(db: Database, projectId: string, overrides: Partial<typeof t.hearings.$inferInsert> = {}) {
  const [hearing] = await db
    .insert(t.hearings)
    .values({ projectId, title: 'Public hearing, Whitehorse', startDate: new Date('2026-07-15T01:30:00Z'), location: 'Whitehorse', ...overrides })
    .returning()
  return hearing!
}
