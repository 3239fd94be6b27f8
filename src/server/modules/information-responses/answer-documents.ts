// The documents of an information request's answer: which documents they are, how many are
// attached, and keeping or removing one for the proponent. Apart from the answering service so
// that the answer's rules there read without the file store's plumbing; publishing reads
// answerDocuments too, to make the same documents public.
import { and, count, eq, isNull } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import type { FileStore } from '../../files/file-store.ts'
import type { ReceivedFile } from '../../files/incoming-files.ts'
import type { PartialFiles } from '../../files/partial-files.ts'
import { changeSentDocument, intakeUnreviewedDocument } from '../../files/unreviewed-documents.ts'
import { AppError } from '../../http/app-error.ts'
import type { SessionUser } from '../auth/session-tokens.ts'
import { ANSWER_ATTACHMENT_SLOT, ATTACHMENT_ZIP_LIMITS } from '../../../shared/domain/document-files.ts'
import type { AnswerDocumentSaved } from '../../../shared/schemas/information-response.ts'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/** document_types: Information Response (server/db/reference/outcomes-and-types.ts). */
const INFORMATION_RESPONSE_TYPE = 7

/** The answer's documents of a request (of one question, or all), still attached. */
export function answerDocuments(where: { informationRequestId?: string; simplifiedInformationRequestId?: string; questionNumber?: number }) {
  return and(
    isNull(t.documents.removedAt),
    where.informationRequestId
      ? and(eq(t.documents.informationRequestId, where.informationRequestId), eq(t.documents.role, 'information-request-answer'))
      : undefined,
    where.simplifiedInformationRequestId
      ? and(eq(t.documents.simplifiedInformationRequestId, where.simplifiedInformationRequestId), eq(t.documents.role, 'simplified-response'))
      : undefined,
    where.questionNumber === undefined ? undefined : eq(t.documents.questionNumber, where.questionNumber),
  )
}

export async function attachedCount(tx: Tx, where: Parameters<typeof answerDocuments>[0]): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(t.documents).where(answerDocuments(where))
  return row?.n ?? 0
}

/**
 * Keeps a received file as an Unreviewed document of the answer: checked by its name, type and
 * first bytes, moved into the file store, and written with the request it answers.
 */
export async function addAnswerFile(
  deps: { db: Database; files: FileStore; partials: PartialFiles },
  user: SessionUser,
  file: ReceivedFile,
  now: Date,
  attach: (tx: Tx) => Promise<{
    role: 'information-request-answer' | 'simplified-response'
    description: string
    stageId: string
    informationRequestId?: string
    simplifiedInformationRequestId?: string
    questionNumber?: number
    projectId: string
  }>,
): Promise<AnswerDocumentSaved> {
  return intakeUnreviewedDocument(
    deps,
    { slot: ANSWER_ATTACHMENT_SLOT, zipLimits: ATTACHMENT_ZIP_LIMITS },
    file,
    now,
    async (tx) => {
      const target = await attach(tx)
      return {
        uploadedById: user.userId,
        document: {
          projectId: target.projectId,
          role: target.role,
          documentTypeId: INFORMATION_RESPONSE_TYPE,
          description: target.description,
          stageUploaded: target.stageId,
          receivedAt: now,
          informationRequestId: target.informationRequestId ?? null,
          simplifiedInformationRequestId: target.simplifiedInformationRequestId ?? null,
          questionNumber: target.questionNumber ?? null,
        },
        audit: {
          actorUserId: user.userId,
          actor: user.email,
          action: 'add-information-response-document',
          detail: {
            projectId: target.projectId,
            informationRequestId: target.informationRequestId,
            simplifiedInformationRequestId: target.simplifiedInformationRequestId,
            questionNumber: target.questionNumber,
          },
        },
      }
    },
    async (_tx, stored) => ({
      status: 'OK' as const,
      documentId: stored.documentId,
      documentTypeId: INFORMATION_RESPONSE_TYPE,
      unredactedUploadId: stored.uploadId,
      fileName: stored.fileName,
    }),
  )
}

export async function removeAnswerFile(
  db: Database,
  user: SessionUser,
  projectId: string,
  documentId: string,
  now: Date,
  request: (tx: Tx) => Promise<Parameters<typeof answerDocuments>[0]>,
): Promise<{ fileName: string }> {
  return db.transaction(async (tx) => {
    const where = await request(tx)
    const [document] = await tx
      .select()
      .from(t.documents)
      .where(and(eq(t.documents.id, documentId), eq(t.documents.projectId, projectId), answerDocuments(where)))
    if (!document) throw AppError.notFound('This file is not attached to this answer.')
    await changeSentDocument(
      tx,
      user,
      document.id,
      { set: { removedAt: now }, action: 'remove-information-response-document', detail: { projectId, ...where } },
      now,
    )
    return { fileName: document.fileName }
  })
}
