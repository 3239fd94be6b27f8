// A proposal's documents (spec proposals-and-accounts §3 "Documents", §5, §7 "Uploads"): files a
// device uploads whole or in chunks, their removal and their descriptions.
//
// Who may change them: the person who drafted the proposal, while it is a draft and, once they
// submitted it, while it waits at Proposal Check and only for their documents nobody has reviewed
// yet. The spec's form processes staged attachments when the person saves or submits (§4), and
// reports document failures after a submission separately (§8), so a submission's documents may
// arrive just after it; replacing the one proposal or consent file is a removal then an upload,
// so adding, removing and describing follow the same rule. Anyone else is told the project was
// not found, as for another person's draft.
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import type { FileStore } from '../../files/file-store.ts'
import { AppError } from '../../http/app-error.ts'
import { audit } from '../../lib/audit.ts'
import type { SessionUser } from '../auth/session-tokens.ts'
import { PROJECT_TYPE, stageByCode } from '../../../shared/domain/stages.ts'
import {
  DEFAULT_DOCUMENT_TYPE,
  DOCUMENT_UPLOAD_GROUPS,
  DOCUMENT_ZIP_LIMITS,
  GROUP_LABEL,
  MAX_UPLOAD_CHUNK_BYTES,
  isOneFileSlot,
  sanitizeFileName,
} from '../../../shared/domain/document-files.ts'
import { proponentDocumentTypes, takesPlacerCategories } from '../../../shared/domain/placer-documents.ts'
import type { DocumentSlot, DocumentUploadGroup, FileKind } from '../../../shared/domain/document-files.ts'
import type { DocumentSaved, RemoveDocument, StartUpload, UpdateDocumentDescription } from '../../../shared/schemas/proposal-document.ts'
import type { Viewer } from '../../../shared/domain/document-visibility.ts'
import type { DocumentItem } from '../../../shared/schemas/document.ts'
import { documentsService } from '../project-content/documents.service.ts'
import { checkFileBytes, checkFileSize, fileKindOf } from '../../files/incoming-files.ts'
import { storeUnreviewedDocument } from '../../files/unreviewed-documents.ts'
import type { PartialFiles } from '../../files/partial-files.ts'
import { takeSessionObjects, uploadChunks } from './upload-chunks.ts'
import type { ClaimedSession } from './upload-chunks.ts'

const DRAFT = stageByCode(PROJECT_TYPE.evaluation, 'DRAFT')
const PROPOSAL_CHECK = stageByCode(PROJECT_TYPE.evaluation, 'PROPOSAL_CHECK')
/** Upload sessions untouched this long are removed, with what arrived of their file. */
export const UPLOAD_SESSION_KEEP_DAYS = 7
const DAY_MS = 86_400_000

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]
type Db = Tx | Database
type Session = typeof t.uploadSessions.$inferSelect

export type ChunkOutcome =
  | { ok: true; uploadId: string; received: number }
  | { ok: false; status: 400 | 409; code: 'wrong-offset' | 'busy' | 'incomplete' | 'incomplete-chunk'; message: string; uploadId: string; received: number }

export type CompleteOutcome = { ok: true; saved: DocumentSaved } | Extract<ChunkOutcome, { ok: false }>

/** A file on disk that is to become a document. */
export interface NewDocumentFile {
  projectId: string
  group: DocumentUploadGroup
  /** As sent; sanitized here. */
  fileName: string
  contentType: string
  description: string
  documentTypeId: number | null | undefined
  path: string
}

const notFound = () => AppError.notFound('This project was not found, or you lack sufficient authorization to view it.')
const mb = (bytes: number) => `${bytes / (1024 * 1024)} MB`

function isGroup(role: string): role is DocumentUploadGroup {
  return (DOCUMENT_UPLOAD_GROUPS as readonly string[]).includes(role)
}

/**
 * Documents added to a project past its proposal (project-uploads), whose large files come through
 * the same upload sessions: a session of the 'project' group on such a project becomes one of them.
 */
export interface AddedDocuments {
  /** Whether the project is past its proposal, so that its uploads are added documents. */
  isAfterProposal(projectId: string): Promise<boolean>
  /** Refuses what adding would refuse of the caller and the type, before any byte; the type the document will have. */
  checkStart(user: SessionUser, projectId: string, documentTypeId: number | null, now: Date): Promise<number>
  /** Makes the document of a file on disk; `also` runs in its transaction. */
  addFile(
    user: SessionUser,
    input: { projectId: string; documentTypeId: number | null; fileName: string; contentType: string; size: number; path: string },
    now: Date,
    also?: (tx: Tx, documentId: string) => Promise<void>,
  ): Promise<DocumentSaved>
}

export function proposalDocumentsService(db: Database, files: FileStore, partials: PartialFiles, added?: AddedDocuments) {
  /** The added-documents side, when a session of this group on this project is one of theirs. */
  const addedFor = async (group: DocumentUploadGroup, projectId: string) => (added && group === 'project' && (await added.isAfterProposal(projectId)) ? added : null)

  const documents = documentsService(db)
  const chunks = uploadChunks(db, files)

  /** The caller's proposal, and whether it still takes changes to its documents. */
  async function ownProposal(tx: Db, user: SessionUser, projectId: string, lock = false) {
    const query = tx
      .select({ createdById: t.projects.createdById, projectTypeId: t.projects.projectTypeId, stageId: t.projects.stageId, form: t.proposalForms.kind })
      .from(t.projects)
      .innerJoin(t.proposalForms, eq(t.proposalForms.projectId, t.projects.id))
      .where(eq(t.projects.id, projectId))
    // Adds to one proposal are taken one at a time, so two can't both be its only proposal file.
    const [project] = lock ? await query.for('no key update') : await query
    if (!project || project.createdById !== user.userId) throw notFound()
    const isEvaluation = project.projectTypeId === PROJECT_TYPE.evaluation
    const draft = isEvaluation && project.stageId === DRAFT.stageId
    const awaitingCheck = isEvaluation && project.stageId === PROPOSAL_CHECK.stageId
    if (!draft && !awaitingCheck) throw new AppError(409, 'under-review', 'This proposal is being assessed: its documents can no longer be changed.')
    return { draft, stageId: project.stageId, form: project.form }
  }

  async function checkOneFile(tx: Db, projectId: string, slot: DocumentSlot): Promise<void> {
    if (!isOneFileSlot(slot)) return
    const { group } = slot
    const [attached] = await tx
      .select({ id: t.documents.id })
      .from(t.documents)
      .where(and(eq(t.documents.projectId, projectId), eq(t.documents.role, group), isNull(t.documents.removedAt)))
      .limit(1)
    if (attached) {
      const label = GROUP_LABEL[group]
      throw new AppError(409, 'one-file-only', `Only one ${label} may be attached. Remove the ${label} already attached to replace it.`)
    }
  }

  /** The caller's proposal if it takes another file in the group, with the slot the file goes in. */
  async function checkAddable(tx: Db, user: SessionUser, projectId: string, group: DocumentUploadGroup, lock = false) {
    const proposal = await ownProposal(tx, user, projectId, lock)
    const slot: DocumentSlot = { form: proposal.form, group }
    await checkOneFile(tx, projectId, slot)
    return { ...proposal, slot }
  }

  async function documentTypeOf(tx: Db, slot: DocumentSlot, documentTypeId: number | null | undefined): Promise<number> {
    if (documentTypeId === null || documentTypeId === undefined) return DEFAULT_DOCUMENT_TYPE[slot.group]
    if (!proponentDocumentTypes(slot).includes(documentTypeId)) {
      const placer = takesPlacerCategories(slot) ? ', Other or one of the placer form’s required document categories' : ' or Other'
      throw AppError.badRequest(`Invalid parameter documentTypeId: a proposal’s document is a Project Proposal, Supporting Document, Proposal Location File, Agent Consent Form${placer}.`, 'documentTypeId')
    }
    const [found] = await tx.select({ id: t.documentTypes.id }).from(t.documentTypes).where(eq(t.documentTypes.id, documentTypeId))
    if (!found) throw AppError.badRequest('Invalid parameter documentTypeId: not a document type.', 'documentTypeId')
    return documentTypeId
  }

  /** Where the upload with the start's id stands, if it was started: the same start sent again. Another file's id is a conflict. */
  async function sessionStarted(tx: Tx, user: SessionUser, input: StartUpload): Promise<{ uploadId: string; received: number } | undefined> {
    const [existing] = await tx.select().from(t.uploadSessions).where(eq(t.uploadSessions.id, input.uploadId))
    if (!existing) return undefined
    const same = existing.userId === user.userId && existing.projectId === input.projectId && existing.role === input.group && existing.fileName === sanitizeFileName(input.fileName) && existing.size === input.size
    if (!same) throw new AppError(409, 'exists', 'This upload id is already used for another file: make a new one.')
    return { uploadId: existing.id, received: existing.completedAt ? existing.size : existing.received }
  }

  async function ownSession(user: SessionUser, uploadId: string) {
    const [session] = await db.select().from(t.uploadSessions).where(eq(t.uploadSessions.id, uploadId))
    if (!session || session.userId !== user.userId) throw AppError.notFound('This upload was not found: start it again.')
    return session
  }

  async function savedAnswer(documentId: string): Promise<DocumentSaved> {
    const [document] = await db
      .select({ id: t.documents.id, uploadId: t.documents.unredactedUploadId, typeId: t.documents.documentTypeId })
      .from(t.documents)
      .where(eq(t.documents.id, documentId))
    if (!document?.uploadId) throw AppError.notFound('The document of this upload was deleted.')
    return { status: 'OK', documentId: document.id, unredactedUploadId: document.uploadId, documentTypeId: document.typeId ?? 0 }
  }

  const busy = (uploadId: string, received: number): Extract<ChunkOutcome, { ok: false }> => ({
    ok: false,
    status: 409,
    code: 'busy',
    message: 'Another part of this upload is still arriving: try again shortly.',
    uploadId,
    received,
  })

  /** Runs fn with the session claimed, unless another request, on this server or another, is working on the same upload. */
  async function exclusive<T>(session: Session, fn: (claimed: ClaimedSession) => Promise<T>): Promise<T | Extract<ChunkOutcome, { ok: false }>> {
    const claimed = await chunks.claim(session)
    if (!claimed) return busy(session.id, session.received)
    try {
      return await fn(claimed)
    } finally {
      await chunks.release(session.id, claimed.key)
    }
  }

  /**
   * Makes a document of a file on disk: checks its first bytes, moves it into the file store
   * (hashing it on the way) and writes the upload and document rows. `also` runs in the same
   * transaction, so a completed upload session and its document are written together.
   */
  async function addDocument(user: SessionUser, input: NewDocumentFile & { kind: FileKind }, now: Date, also?: (tx: Tx, documentId: string) => Promise<void>): Promise<DocumentSaved> {
    await checkFileBytes(input.kind, input.fileName, input.path, partials, DOCUMENT_ZIP_LIMITS)
    // Checked before the file moves, so a refusal leaves an upload session as it was.
    const documentTypeId = await db.transaction(async (tx) => {
      const { slot } = await checkAddable(tx, user, input.projectId, input.group)
      return documentTypeOf(tx, slot, input.documentTypeId)
    })
    return storeUnreviewedDocument(
      { db, files },
      { path: input.path, fileName: input.fileName, contentType: input.kind.contentType },
      now,
      async (tx) => {
        const proposal = await checkAddable(tx, user, input.projectId, input.group, true)
        return {
          uploadedById: user.userId,
          document: { projectId: input.projectId, role: input.group, documentTypeId, description: input.description, stageUploaded: proposal.stageId },
          audit: { actorUserId: user.userId, actor: user.email, action: 'add-proposal-document', detail: { projectId: input.projectId, group: input.group } },
        }
      },
      async (tx, stored) => {
        await also?.(tx, stored.documentId)
        return { status: 'OK' as const, documentId: stored.documentId, unredactedUploadId: stored.uploadId, documentTypeId }
      },
    )
  }

  /** Makes the document of a session's file, assembled at path, marking the session completed and forgetting its chunks in the same transaction. */
  async function completeWith(user: SessionUser, session: Session, path: string, now: Date): Promise<DocumentSaved> {
    const group = session.role
    const markCompleted = async (tx: Tx, documentId: string) => {
      await tx.update(t.uploadSessions).set({ documentId, completedAt: now, updatedAt: now }).where(eq(t.uploadSessions.id, session.id))
      await chunks.forget(tx, session.id)
    }
    const after = await addedFor(group, session.projectId)
    if (after) {
      const file = { projectId: session.projectId, documentTypeId: session.documentTypeId, fileName: session.fileName, contentType: session.contentType, size: session.size, path }
      return after.addFile(user, file, now, markCompleted)
    }
    const { slot } = await checkAddable(db, user, session.projectId, group)
    const { kind } = fileKindOf(slot, session.fileName, session.contentType)
    return addDocument(
      user,
      { projectId: session.projectId, group, fileName: session.fileName, contentType: session.contentType, description: session.description, documentTypeId: session.documentTypeId, path, kind },
      now,
      markCompleted,
    )
  }

  /** A document of the caller's proposal that they may still change. */
  async function changeableDocument(tx: Tx, user: SessionUser, projectId: string, documentId: string) {
    const proposal = await ownProposal(tx, user, projectId, true)
    const [document] = await tx
      .select()
      .from(t.documents)
      .where(and(eq(t.documents.id, documentId), eq(t.documents.projectId, projectId)))
    if (!document || !isGroup(document.role)) throw AppError.notFound('This document was not found in your proposal.')
    if (!proposal.draft && (document.state !== 'unreviewed' || document.uploadedById !== user.userId)) {
      throw new AppError(409, 'reviewed', 'This document has been reviewed: it can no longer be changed.')
    }
    return { document, slot: { form: proposal.form, group: document.role } satisfies DocumentSlot }
  }

  return {
    /** The documents of one of the proposal's groups that the viewer may see. */
    async listGroup(project: { id: string; projectNumber: string | null }, viewer: Viewer, group: DocumentUploadGroup): Promise<DocumentItem[]> {
      return documents.list(project, viewer, eq(t.documents.role, group))
    },

    /** Refuses a file the slot does not take, from its name and declared type alone. */
    checkFile(slot: DocumentSlot, fileName: string, contentType: string): void {
      fileKindOf(slot, fileName, contentType)
    },

    /** Refuses early what addDocument would refuse, before a single-shot upload is read; gives the slot the file would go in. */
    async checkCanAdd(user: SessionUser, projectId: string, group: DocumentUploadGroup): Promise<DocumentSlot> {
      return (await checkAddable(db, user, projectId, group)).slot
    },

    async start(user: SessionUser, input: StartUpload, now: Date): Promise<{ uploadId: string; received: number }> {
      const after = await addedFor(input.group, input.projectId)
      // Judged before the transaction, which the added-documents side does not read in; a start sent again is answered below as before.
      const [sentBefore] = after ? await db.select({ id: t.uploadSessions.id }).from(t.uploadSessions).where(eq(t.uploadSessions.id, input.uploadId)) : []
      const addedType = after && !sentBefore ? await after.checkStart(user, input.projectId, input.documentTypeId ?? null, now) : null
      return db.transaction(async (tx) => {
        const startedBefore = await sessionStarted(tx, user, input)
        if (startedBefore) return startedBefore
        const slot = after ? { form: 'general' as const, group: input.group } : (await checkAddable(tx, user, input.projectId, input.group)).slot
        const { fileName, kind } = fileKindOf(slot, input.fileName, input.contentType)
        const documentTypeId = addedType ?? (await documentTypeOf(tx, slot, input.documentTypeId))
        const [inserted] = await tx
          .insert(t.uploadSessions)
          .values({
            id: input.uploadId,
            userId: user.userId,
            projectId: input.projectId,
            role: input.group,
            fileName,
            contentType: kind.contentType,
            size: input.size,
            description: input.description,
            documentTypeId,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing({ target: t.uploadSessions.id })
          .returning({ id: t.uploadSessions.id })
        if (inserted) return { uploadId: input.uploadId, received: 0 }
        // The same start sent at the same moment: the insert waited for it to commit. Its session
        // is gone only if the draft was deleted since.
        const startedMeanwhile = await sessionStarted(tx, user, input)
        if (!startedMeanwhile) throw notFound()
        return startedMeanwhile
      })
    },

    async receiveChunk(user: SessionUser, uploadId: string, range: { start: number; end: number; total: number }, body: ReadableStream<Uint8Array> | null, now: Date): Promise<ChunkOutcome> {
      const session = await ownSession(user, uploadId)
      const length = range.end - range.start + 1
      if (range.total !== session.size) throw AppError.badRequest(`The Content-Range total (${range.total}) is not the file size given at the start (${session.size}).`, 'Content-Range')
      if (length > MAX_UPLOAD_CHUNK_BYTES) throw new AppError(413, 'too-large', `A chunk may be at most ${mb(MAX_UPLOAD_CHUNK_BYTES)}.`, 'Content-Range')
      return exclusive(session, async (claimed): Promise<ChunkOutcome> => {
        const fresh = claimed.session
        // A chunk sent again after its answer was lost, or after the upload completed.
        if (fresh.completedAt || range.end < fresh.received) return { ok: true, uploadId, received: fresh.completedAt ? fresh.size : fresh.received }
        if (range.start > fresh.received) {
          return { ok: false, status: 409, code: 'wrong-offset', message: `This chunk starts at byte ${range.start}, but the upload stands at byte ${fresh.received}: send from there.`, uploadId, received: fresh.received }
        }
        let write
        try {
          write = await chunks.receive(claimed, body, { skip: fresh.received - range.start, length }, now)
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOSPC') throw new AppError(507, 'no-space', 'The registry has no room for this file just now: try again later.')
          throw error
        }
        const { received } = write
        // The claim lapsed while the chunk arrived, and another server took the upload on.
        if (received === null) return busy(uploadId, (await ownSession(user, uploadId)).received)
        if (write.problem === 'long') throw AppError.badRequest('The chunk is longer than its Content-Range says.', 'Content-Range')
        if (write.problem) {
          return { ok: false, status: 400, code: 'incomplete-chunk', message: `The chunk arrived incomplete: send again from byte ${received}.`, uploadId, received }
        }
        return { ok: true, uploadId, received }
      })
    },

    async complete(user: SessionUser, uploadId: string, now: Date): Promise<CompleteOutcome> {
      return exclusive(await ownSession(user, uploadId), async ({ session }): Promise<CompleteOutcome> => {
        // Completed before: the answer is the same.
        if (session.completedAt) {
          if (!session.documentId) throw AppError.notFound('The document of this upload was deleted.')
          return { ok: true, saved: await savedAnswer(session.documentId) }
        }
        if (session.received < session.size) {
          return { ok: false, status: 409, code: 'incomplete', message: `${session.received} of ${session.size} bytes have arrived: send the rest before completing.`, uploadId, received: session.received }
        }
        const arrived = await chunks.whole(uploadId, session.size)
        if (!arrived) {
          // The bytes are not all there (lost from the store, or kept before decision 0076): start over.
          await chunks.startOver(uploadId, now)
          return { ok: false, status: 409, code: 'incomplete', message: 'The bytes of this upload were lost: send the file again from the start.', uploadId, received: 0 }
        }
        // The file is put together on this server for its checks, then moved into the store as
        // one; until the document is written the chunks stay, so a refusal or a failure leaves the
        // upload to complete again.
        const path = await partials.temporary()
        try {
          await chunks.assemble(arrived, path)
          const saved = await completeWith(user, session, path, now)
          await chunks.removeAll(arrived.map((c) => c.storageKey))
          return { ok: true, saved }
        } finally {
          await partials.removePath(path)
        }
      })
    },

    /** A single-shot upload, already on disk at input.path. */
    async addFile(user: SessionUser, input: NewDocumentFile & { size: number }, now: Date): Promise<DocumentSaved> {
      checkFileSize(input.size)
      const { slot } = await checkAddable(db, user, input.projectId, input.group)
      const { fileName, kind } = fileKindOf(slot, input.fileName, input.contentType)
      return addDocument(user, { ...input, fileName, kind }, now)
    },

    async remove(user: SessionUser, input: RemoveDocument, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const { document } = await changeableDocument(tx, user, input.projectId, input.documentId)
        // Removing again what was removed (an answer lost on the way back) changes nothing.
        if (document.removedAt) return
        await tx
          .update(t.documents)
          .set({ removedAt: now, updatedAt: now, revision: sql`${t.documents.revision} + 1` })
          .where(eq(t.documents.id, document.id))
        await audit(tx, { actorUserId: user.userId, actor: user.email, action: 'remove-proposal-document', entity: 'document', entityId: document.id, detail: { projectId: input.projectId } })
      })
    },

    async describe(user: SessionUser, input: UpdateDocumentDescription, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const { document, slot } = await changeableDocument(tx, user, input.projectId, input.documentId)
        if (document.removedAt) throw AppError.notFound('This document was removed from your proposal.')
        const documentTypeId = input.documentTypeId === null || input.documentTypeId === undefined ? document.documentTypeId : await documentTypeOf(tx, slot, input.documentTypeId)
        await tx
          .update(t.documents)
          .set({ description: input.description, documentTypeId, updatedAt: now, revision: sql`${t.documents.revision} + 1` })
          .where(eq(t.documents.id, document.id))
        await audit(tx, {
          actorUserId: user.userId,
          actor: user.email,
          action: 'update-document-description',
          entity: 'document',
          entityId: document.id,
          detail: { projectId: input.projectId, description: input.description, documentTypeId },
        })
      })
    },

    /**
     * Removes upload sessions untouched for a week with what arrived of their files, and the
     * temporary files of uploads that a stopped server left behind.
     */
    async purgeStaleSessions(now: Date): Promise<number> {
      const before = new Date(now.getTime() - UPLOAD_SESSION_KEEP_DAYS * DAY_MS)
      const stale = await db.transaction(async (tx) => {
        const taken = await takeSessionObjects(tx, lt(t.uploadSessions.updatedAt, before))
        if (taken.sessionIds.length > 0) await tx.delete(t.uploadSessions).where(inArray(t.uploadSessions.id, taken.sessionIds))
        return taken
      })
      // After the commit: a chunk removed for a deletion that then failed could not come back.
      await chunks.removeAll(stale.storageKeys)
      // A day's grace: a file may belong to a request still arriving.
      const orphanBefore = new Date(now.getTime() - DAY_MS)
      for (const file of await partials.list()) {
        if (file.modifiedAt < orphanBefore) await partials.removePath(file.path)
      }
      const count = stale.sessionIds.length
      if (count > 0) await audit(db, { actorUserId: null, actor: 'system:upload-cleanup', action: 'delete-stale-upload-sessions', entity: 'upload-session', detail: { count, untouchedSince: before.toISOString() } })
      return count
    },
  }
}

export type ProposalDocumentsService = ReturnType<typeof proposalDocumentsService>
