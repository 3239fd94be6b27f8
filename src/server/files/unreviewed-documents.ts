// Keeping a received file as an Unreviewed document, the one way every route that takes a file
// does it (a comment's attachment, an information-request answer's, an intervenor's, a project's
// or a proposal's document): the checked file moves into the file store, then its upload and
// document rows and their audit entry are written in one transaction with whatever the caller
// reads and writes there; if that transaction fails, the stored file goes again.
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import * as t from '../db/schema/index.ts'
import { audit } from '../lib/audit.ts'
import type { DocumentSlot } from '../../shared/domain/document-files.ts'
import type { ZipLimits } from '../../shared/zip/zip-reader.ts'
import type { FileStore } from './file-store.ts'
import { checkReceivedFile } from './incoming-files.ts'
import type { ReceivedFile } from './incoming-files.ts'
import type { PartialFiles } from './partial-files.ts'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/** The document's own fields: the rest (the file's name, its upload, its state, the times) are the same for every unreviewed document. */
export type UnreviewedDocumentFields = Omit<
  typeof t.documents.$inferInsert,
  'fileName' | 'state' | 'unredactedUploadId' | 'uploadedById' | 'uploadedAt' | 'createdAt' | 'updatedAt'
>

export interface UnreviewedDocumentPlan {
  /** Who sent the file (null for a visitor). */
  uploadedById: string | null
  document: UnreviewedDocumentFields
  /** The audit entry's who, what and detail; the file's name, size and hash are added to the detail. */
  audit: { actorUserId: string | null; actor: string; action: string; detail: Record<string, unknown> }
}

export interface StoredDocument {
  documentId: string
  uploadId: string
}

/**
 * Stores a checked file (its clean name and content type) as an Unreviewed document. `plan` runs
 * first in the transaction (checks under a lock, the document's number) and says what to write;
 * `after` runs last in it with the new document and answers what the caller returns.
 */
export async function storeUnreviewedDocument<Result>(
  deps: { db: Database; files: FileStore },
  file: { path: string; fileName: string; contentType: string },
  now: Date,
  plan: (tx: Tx) => Promise<UnreviewedDocumentPlan>,
  after: (tx: Tx, stored: StoredDocument) => Promise<Result>,
): Promise<Result> {
  const stored = await deps.files.adopt(file.path)
  try {
    return await deps.db.transaction(async (tx) => {
      const { uploadedById, document, audit: entry } = await plan(tx)
      const [upload] = await tx
        .insert(t.uploads)
        .values({ ...stored, fileName: file.fileName, contentType: file.contentType, uploadedById, createdAt: now })
        .returning({ id: t.uploads.id })
      const [row] = await tx
        .insert(t.documents)
        .values({
          ...document,
          fileName: file.fileName,
          uploadedAt: now,
          state: 'unreviewed',
          unredactedUploadId: upload!.id,
          uploadedById,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: t.documents.id })
      await audit(tx, {
        ...entry,
        entity: 'document',
        entityId: row!.id,
        detail: { ...entry.detail, fileName: file.fileName, size: stored.size, sha256: stored.sha256 },
      })
      return after(tx, { documentId: row!.id, uploadId: upload!.id })
    })
  } catch (error) {
    await deps.files.remove(stored.storageKey)
    throw error
  }
}

/**
 * Takes a received file in as an Unreviewed document: refused unless the slot takes its size,
 * kind and bytes (a zip within zipLimits), then stored as storeUnreviewedDocument does; `after`
 * is also told the name the file is kept under.
 */
export async function intakeUnreviewedDocument<Result>(
  deps: { db: Database; files: FileStore; partials: PartialFiles },
  intake: { slot: DocumentSlot; zipLimits: ZipLimits },
  file: ReceivedFile,
  now: Date,
  plan: (tx: Tx) => Promise<UnreviewedDocumentPlan>,
  after: (tx: Tx, stored: StoredDocument & { fileName: string }) => Promise<Result>,
): Promise<Result> {
  const { fileName, kind } = await checkReceivedFile(file, intake.slot, deps.partials, intake.zipLimits)
  return storeUnreviewedDocument(deps, { path: file.path, fileName, contentType: kind.contentType }, now, plan, (tx, stored) =>
    after(tx, { ...stored, fileName }),
  )
}

/**
 * A sender's later change to a document they sent (its description or type, its removal): the
 * document's next revision, audited by them in the same transaction.
 */
export async function changeSentDocument(
  tx: Tx,
  by: { userId: string; email: string },
  documentId: string,
  change: { set: Partial<typeof t.documents.$inferInsert>; action: string; detail: Record<string, unknown> },
  now: Date,
): Promise<void> {
  await tx
    .update(t.documents)
    .set({ ...change.set, updatedAt: now, revision: sql`${t.documents.revision} + 1` })
    .where(eq(t.documents.id, documentId))
  await audit(tx, { actorUserId: by.userId, actor: by.email, action: change.action, entity: 'document', entityId: documentId, detail: change.detail })
}
