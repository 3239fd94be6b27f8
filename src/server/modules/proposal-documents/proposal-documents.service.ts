// A proposal's documents (spec proposals-and-accounts §3 "Documents", §5, §7 "Uploads"): files a
// device uploads whole or in chunks (the chunked ones through upload-sessions.ts), their removal
// and their descriptions.
//
// Who may change them: the person who drafted the proposal, while it is a draft and, once they
// submitted it, while it waits at Proposal Check and only for their documents nobody has reviewed
// yet. The spec's form processes staged attachments when the person saves or submits (§4), and
// reports document failures after a submission separately (§8), so a submission's documents may
// arrive just after it; replacing the one proposal or consent file is a removal then an upload,
// so adding, removing and describing follow the same rule. Anyone else is told the project was
// not found, as for another person's draft.
import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import type { FileStore } from '../../files/file-store.ts'
import { AppError } from '../../http/app-error.ts'
import type { SessionUser } from '../auth/session-tokens.ts'
import { PROJECT_TYPE, stageByCode } from '../../../shared/domain/stages.ts'
import { DEFAULT_DOCUMENT_TYPE, DOCUMENT_UPLOAD_GROUPS, DOCUMENT_ZIP_LIMITS, GROUP_LABEL, isOneFileSlot } from '../../../shared/domain/document-files.ts'
import { proponentDocumentTypes, takesPlacerCategories } from '../../../shared/domain/placer-documents.ts'
import type { DocumentSlot, DocumentUploadGroup, FileKind } from '../../../shared/domain/document-files.ts'
import type { DocumentSaved, RemoveDocument, UpdateDocumentDescription } from '../../../shared/schemas/proposal-document.ts'
import type { Viewer } from '../../../shared/domain/document-visibility.ts'
import type { DocumentItem } from '../../../shared/schemas/document.ts'
import { documentsService } from '../project-content/documents.service.ts'
import { checkFileBytes, checkFileSize, fileKindOf } from '../../files/incoming-files.ts'
import { changeSentDocument, storeUnreviewedDocument } from '../../files/unreviewed-documents.ts'
import type { PartialFiles } from '../../files/partial-files.ts'
import { uploadSessions } from './upload-sessions.ts'
import type { AddedDocuments, NewDocumentFile } from './upload-sessions.ts'

const DRAFT = stageByCode(PROJECT_TYPE.evaluation, 'DRAFT')
const PROPOSAL_CHECK = stageByCode(PROJECT_TYPE.evaluation, 'PROPOSAL_CHECK')

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]
type Db = Tx | Database

const notFound = () => AppError.notFound('This project was not found, or you lack sufficient authorization to view it.')

function isGroup(role: string): role is DocumentUploadGroup {
  return (DOCUMENT_UPLOAD_GROUPS as readonly string[]).includes(role)
}

export function proposalDocumentsService(db: Database, files: FileStore, partials: PartialFiles, added?: AddedDocuments) {
  const documents = documentsService(db)

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
      throw AppError.badRequest(
        `Invalid parameter documentTypeId: a proposal’s document is a Project Proposal, Supporting Document, Proposal Location File, Agent Consent Form${placer}.`,
        'documentTypeId',
      )
    }
    const [found] = await tx.select({ id: t.documentTypes.id }).from(t.documentTypes).where(eq(t.documentTypes.id, documentTypeId))
    if (!found) throw AppError.badRequest('Invalid parameter documentTypeId: not a document type.', 'documentTypeId')
    return documentTypeId
  }

  /**
   * Makes a document of a file on disk: checks its first bytes, moves it into the file store
   * (hashing it on the way) and writes the upload and document rows. `also` runs in the same
   * transaction, so a completed upload session and its document are written together.
   */
  async function addDocument(
    user: SessionUser,
    input: NewDocumentFile & { kind: FileKind },
    now: Date,
    also?: (tx: Tx, documentId: string) => Promise<void>,
  ): Promise<DocumentSaved> {
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
    ...uploadSessions(db, files, partials, { checkAddable, documentTypeOf, addDocument }, added),

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
        await changeSentDocument(
          tx,
          user,
          document.id,
          { set: { removedAt: now }, action: 'remove-proposal-document', detail: { projectId: input.projectId } },
          now,
        )
      })
    },

    async describe(user: SessionUser, input: UpdateDocumentDescription, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const { document, slot } = await changeableDocument(tx, user, input.projectId, input.documentId)
        if (document.removedAt) throw AppError.notFound('This document was removed from your proposal.')
        const documentTypeId =
          input.documentTypeId === null || input.documentTypeId === undefined ? document.documentTypeId : await documentTypeOf(tx, slot, input.documentTypeId)
        await changeSentDocument(
          tx,
          user,
          document.id,
          {
            set: { description: input.description, documentTypeId },
            action: 'update-document-description',
            detail: { projectId: input.projectId, description: input.description, documentTypeId },
          },
          now,
        )
      })
    },
  }
}

export type ProposalDocumentsService = ReturnType<typeof proposalDocumentsService>
