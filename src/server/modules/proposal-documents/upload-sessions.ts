// A proposal's resumable uploads (spec proposals-and-accounts §7 "Uploads"): a session started
// for a file, its chunks received in order (kept in the file store between requests, decision
// 0076, claimed by one request at a time across servers), and its completion, which puts the file
// together and makes it a document through the proposal's documents side; stale sessions are
// purged. A session of the 'project' group on a project past its proposal becomes an added
// document instead (project-uploads).
import { eq, inArray, lt } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import type { FileStore } from '../../files/file-store.ts'
import { fileKindOf } from '../../files/incoming-files.ts'
import type { PartialFiles } from '../../files/partial-files.ts'
import { AppError } from '../../http/app-error.ts'
import { audit } from '../../lib/audit.ts'
import type { SessionUser } from '../auth/session-tokens.ts'
import { MAX_UPLOAD_CHUNK_BYTES, sanitizeFileName } from '../../../shared/domain/document-files.ts'
import type { DocumentSlot, DocumentUploadGroup, FileKind } from '../../../shared/domain/document-files.ts'
import type { DocumentSaved, StartUpload } from '../../../shared/schemas/proposal-document.ts'
import { takeSessionObjects, uploadChunks } from './upload-chunks.ts'
import type { ClaimedSession } from './upload-chunks.ts'

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

/** What a session needs of the proposal's documents: its checks before a byte, and the making of its document. */
export interface ProposalDocumentsSide {
  /** The caller's proposal if it takes another file in the group, with the slot the file goes in. */
  checkAddable(tx: Db, user: SessionUser, projectId: string, group: DocumentUploadGroup): Promise<{ slot: DocumentSlot }>
  documentTypeOf(tx: Db, slot: DocumentSlot, documentTypeId: number | null | undefined): Promise<number>
  /** Makes a document of a file on disk; `also` runs in its transaction. */
  addDocument(
    user: SessionUser,
    input: NewDocumentFile & { kind: FileKind },
    now: Date,
    also?: (tx: Tx, documentId: string) => Promise<void>,
  ): Promise<DocumentSaved>
}

const notFound = () => AppError.notFound('This project was not found, or you lack sufficient authorization to view it.')
const mb = (bytes: number) => `${bytes / (1024 * 1024)} MB`

export function uploadSessions(db: Database, files: FileStore, partials: PartialFiles, proposal: ProposalDocumentsSide, added?: AddedDocuments) {
  /** The added-documents side, when a session of this group on this project is one of theirs. */
  const addedFor = async (group: DocumentUploadGroup, projectId: string) =>
    added && group === 'project' && (await added.isAfterProposal(projectId)) ? added : null

  const chunks = uploadChunks(db, files)

  /** Where the upload with the start's id stands, if it was started: the same start sent again. Another file's id is a conflict. */
  async function sessionStarted(tx: Tx, user: SessionUser, input: StartUpload): Promise<{ uploadId: string; received: number } | undefined> {
    const [existing] = await tx.select().from(t.uploadSessions).where(eq(t.uploadSessions.id, input.uploadId))
    if (!existing) return undefined
    const same =
      existing.userId === user.userId &&
      existing.projectId === input.projectId &&
      existing.role === input.group &&
      existing.fileName === sanitizeFileName(input.fileName) &&
      existing.size === input.size
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

  /** Makes the document of a session's file, assembled at path, marking the session completed and forgetting its chunks in the same transaction. */
  async function completeWith(user: SessionUser, session: Session, path: string, now: Date): Promise<DocumentSaved> {
    const group = session.role
    const markCompleted = async (tx: Tx, documentId: string) => {
      await tx.update(t.uploadSessions).set({ documentId, completedAt: now, updatedAt: now }).where(eq(t.uploadSessions.id, session.id))
      await chunks.forget(tx, session.id)
    }
    const after = await addedFor(group, session.projectId)
    if (after) {
      const file = {
        projectId: session.projectId,
        documentTypeId: session.documentTypeId,
        fileName: session.fileName,
        contentType: session.contentType,
        size: session.size,
        path,
      }
      return after.addFile(user, file, now, markCompleted)
    }
    const { slot } = await proposal.checkAddable(db, user, session.projectId, group)
    const { kind } = fileKindOf(slot, session.fileName, session.contentType)
    return proposal.addDocument(
      user,
      {
        projectId: session.projectId,
        group,
        fileName: session.fileName,
        contentType: session.contentType,
        description: session.description,
        documentTypeId: session.documentTypeId,
        path,
        kind,
      },
      now,
      markCompleted,
    )
  }

  return {
    async start(user: SessionUser, input: StartUpload, now: Date): Promise<{ uploadId: string; received: number }> {
      const after = await addedFor(input.group, input.projectId)
      // Judged before the transaction, which the added-documents side does not read in; a start sent again is answered below as before.
      const [sentBefore] = after ? await db.select({ id: t.uploadSessions.id }).from(t.uploadSessions).where(eq(t.uploadSessions.id, input.uploadId)) : []
      const addedType = after && !sentBefore ? await after.checkStart(user, input.projectId, input.documentTypeId ?? null, now) : null
      return db.transaction(async (tx) => {
        const startedBefore = await sessionStarted(tx, user, input)
        if (startedBefore) return startedBefore
        const slot = after ? { form: 'general' as const, group: input.group } : (await proposal.checkAddable(tx, user, input.projectId, input.group)).slot
        const { fileName, kind } = fileKindOf(slot, input.fileName, input.contentType)
        const documentTypeId = addedType ?? (await proposal.documentTypeOf(tx, slot, input.documentTypeId))
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

    async receiveChunk(
      user: SessionUser,
      uploadId: string,
      range: { start: number; end: number; total: number },
      body: ReadableStream<Uint8Array> | null,
      now: Date,
    ): Promise<ChunkOutcome> {
      const session = await ownSession(user, uploadId)
      const length = range.end - range.start + 1
      if (range.total !== session.size)
        throw AppError.badRequest(`The Content-Range total (${range.total}) is not the file size given at the start (${session.size}).`, 'Content-Range')
      if (length > MAX_UPLOAD_CHUNK_BYTES) throw new AppError(413, 'too-large', `A chunk may be at most ${mb(MAX_UPLOAD_CHUNK_BYTES)}.`, 'Content-Range')
      return exclusive(session, async (claimed): Promise<ChunkOutcome> => {
        const fresh = claimed.session
        // A chunk sent again after its answer was lost, or after the upload completed.
        if (fresh.completedAt || range.end < fresh.received) return { ok: true, uploadId, received: fresh.completedAt ? fresh.size : fresh.received }
        if (range.start > fresh.received) {
          return {
            ok: false,
            status: 409,
            code: 'wrong-offset',
            message: `This chunk starts at byte ${range.start}, but the upload stands at byte ${fresh.received}: send from there.`,
            uploadId,
            received: fresh.received,
          }
        }
        let write
        try {
          write = await chunks.receive(claimed, body, { skip: fresh.received - range.start, length }, now)
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOSPC')
            throw new AppError(507, 'no-space', 'The registry has no room for this file just now: try again later.')
          throw error
        }
        const { received } = write
        // The claim lapsed while the chunk arrived, and another server took the upload on.
        if (received === null) return busy(uploadId, (await ownSession(user, uploadId)).received)
        if (write.problem === 'long') throw AppError.badRequest('The chunk is longer than its Content-Range says.', 'Content-Range')
        if (write.problem) {
          return {
            ok: false,
            status: 400,
            code: 'incomplete-chunk',
            message: `The chunk arrived incomplete: send again from byte ${received}.`,
            uploadId,
            received,
          }
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
          return {
            ok: false,
            status: 409,
            code: 'incomplete',
            message: `${session.received} of ${session.size} bytes have arrived: send the rest before completing.`,
            uploadId,
            received: session.received,
          }
        }
        const arrived = await chunks.whole(uploadId, session.size)
        if (!arrived) {
          // The bytes are not all there (lost from the store, or kept before decision 0076): start over.
          await chunks.startOver(uploadId, now)
          return {
            ok: false,
            status: 409,
            code: 'incomplete',
            message: 'The bytes of this upload were lost: send the file again from the start.',
            uploadId,
            received: 0,
          }
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
      if (count > 0)
        await audit(db, {
          actorUserId: null,
          actor: 'system:upload-cleanup',
          action: 'delete-stale-upload-sessions',
          entity: 'upload-session',
          detail: { count, untouchedSince: before.toISOString() },
        })
      return count
    },
  }
}
