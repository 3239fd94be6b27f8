// The office's review of a document that waits (spec public-registry §4 "A newly uploaded document
// starts Unreviewed"): publishing it to the public, publishing a redacted version in its place (the
// original stays for staff and the uploader's side), or keeping it internal. The staff workspace's
// document queue (issue 18) calls these, and so do the browser tests' hooks. A document is
// reviewed once, under its row lock: once reviewed, another review is refused with who reviewed it
// and when (decision 0053). Each review is audited with the state before and after; a published
// document is announced in the activity feed.
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import { addActivity } from './activity-log.ts'
import { AppError } from '../../http/app-error.ts'
import { auditChange } from '../../lib/audit.ts'
import type { StaffActor } from '../../lib/audit.ts'
import { alreadyDecided } from '../../lib/review-decisions.ts'
import type { FileStore } from '../../files/file-store.ts'
import { checkReceivedFile, fileKindOf } from '../../files/incoming-files.ts'
import type { PartialFiles } from '../../files/partial-files.ts'
import { DOCUMENT_ZIP_LIMITS } from '../../../shared/domain/document-files.ts'
import type { DocumentSlot } from '../../../shared/domain/document-files.ts'
import { findStage } from '../../../shared/domain/stages.ts'
import { fullDocumentNumber } from '../../../shared/domain/document-visibility.ts'

/** A redacted version is kept like the documents people add: PDF, office documents, images, zips. */
const REDACTED_SLOT: DocumentSlot = { form: 'general', group: 'project' }

/** A file on disk, sent by staff, that is to be a document's public version. */
export interface RedactedFile {
  fileName: string
  contentType: string
  size: number
  path: string
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]
/** Stores the redacted version's upload row, inside the review's transaction. */
type Redacted = (tx: Tx) => Promise<{ uploadId: string; fileName: string }>

/** A waiting document of a project, read under its row lock. */
export interface WaitingDocument {
  document: typeof t.documents.$inferSelect
  project: { id: string; number: string | null; typeId: string }
}

/**
 * Decides a waiting document, in the caller's transaction and under its lock: its new state, a
 * publication's feed line, and the audit entry that the undo of this review (queue-undo.ts) puts
 * back from. Accepting a proposal decides its documents with it the same way (decision 0064).
 */
export async function decideDocument(
  tx: Tx,
  { document, project }: WaitingDocument,
  state: 'public' | 'internal',
  by: StaffActor,
  now: Date,
  redacted: { uploadId: string; fileName: string } | null = null,
): Promise<void> {
  const version = redacted ? { redactedUploadId: redacted.uploadId, redactedUploadedAt: now } : {}
  await tx
    .update(t.documents)
    .set({ state, ...version, needsFurtherReview: false, updatedAt: now, revision: sql`${t.documents.revision} + 1` })
    .where(eq(t.documents.id, document.id))
  const stage = document.stageUploaded ? findStage(project.typeId, document.stageUploaded) : undefined
  const name = [fullDocumentNumber(project.number, document.documentNumber), document.description || document.fileName].filter(Boolean).join(' ')
  const activityItemId =
    state === 'public'
      ? await addActivity(tx, {
          projectId: project.id,
          at: now,
          stageGrouping: stage?.stageGrouping ?? null,
          event: {
            code: 'document-added',
            kind: document.role === 'decision' || document.role === 'authorization' ? document.role : 'other',
            documentId: document.id,
            name,
          },
          documentIds: [document.id],
        })
      : null
  await auditChange(tx, by, {
    action: redacted ? 'publish-redacted-document' : state === 'public' ? 'publish-document' : 'mark-document-internal',
    entity: 'document',
    entityId: document.id,
    projectId: project.id,
    before: {
      state: document.state,
      needsFurtherReview: document.needsFurtherReview,
      ...(redacted ? { redactedUploadId: document.redactedUploadId, redactedUploadedAt: document.redactedUploadedAt?.toISOString() ?? null } : {}),
    },
    after: { state, ...(redacted ? { redactedUploadId: redacted.uploadId, redactedFileName: redacted.fileName } : {}) },
    extra: activityItemId ? { activityItemId } : {},
  })
}

export function documentReviewService(db: Database, files: FileStore, partials: PartialFiles) {
  async function setState(documentId: string, state: 'public' | 'internal', by: StaffActor, now: Date, withVersion?: Redacted): Promise<void> {
    await db.transaction(async (tx) => {
      // The project's row first, then the document's, as accepting a proposal takes them (decision
      // 0049): taken the other way round, a publication and an acceptance deadlocked on PostgreSQL.
      const [owner] = await tx.select({ projectId: t.documents.projectId }).from(t.documents).where(eq(t.documents.id, documentId))
      if (owner?.projectId) await tx.select({ id: t.projects.id }).from(t.projects).where(eq(t.projects.id, owner.projectId)).for('no key update')
      const [row] = await tx
        .select({ document: t.documents, project: { id: t.projects.id, number: t.projects.projectNumber, typeId: t.projects.projectTypeId } })
        .from(t.documents)
        .leftJoin(t.projects, eq(t.projects.id, t.documents.projectId))
        .where(eq(t.documents.id, documentId))
        .for('update', { of: t.documents })
      // Only a project's documents: an emergency exemption's report is published with the exemption.
      if (!row?.project || row.document.removedAt) throw AppError.notFound('This document was not found.')
      if (row.document.state !== 'unreviewed') throw await alreadyDecided(tx, 'document', documentId)
      await decideDocument(tx, { document: row.document, project: row.project }, state, by, now, withVersion ? await withVersion(tx) : null)
    })
  }

  return {
    /** Makes a document public: the public sees it (its revised version when there is one). */
    publishDocument(documentId: string, { by, now }: { by: StaffActor; now: Date }): Promise<void> {
      return setState(documentId, 'public', by, now)
    },

    /** Checks a redacted version's name and type before its bytes are read. */
    checkRedactedFile(fileName: string, contentType: string): void {
      fileKindOf(REDACTED_SLOT, fileName, contentType)
    },

    /** Publishes a redacted version of a document in its place: the public downloads only that file. */
    async publishRedacted(documentId: string, file: RedactedFile, { by, now }: { by: StaffActor; now: Date }): Promise<void> {
      const { fileName, kind } = await checkReceivedFile(file, REDACTED_SLOT, partials, DOCUMENT_ZIP_LIMITS)
      const stored = await files.adopt(file.path)
      try {
        await setState(documentId, 'public', by, now, async (tx) => {
          const [upload] = await tx
            .insert(t.uploads)
            .values({ ...stored, fileName, contentType: kind.contentType, uploadedById: by.userId, createdAt: now })
            .returning({ id: t.uploads.id })
          return { uploadId: upload!.id, fileName }
        })
      } catch (error) {
        await files.remove(stored.storageKey)
        throw error
      }
    },

    /** Keeps a document internal: the project's proponent side and staff see it, the public never. */
    markDocumentInternal(documentId: string, { by, now }: { by: StaffActor; now: Date }): Promise<void> {
      return setState(documentId, 'internal', by, now)
    },
  }
}
