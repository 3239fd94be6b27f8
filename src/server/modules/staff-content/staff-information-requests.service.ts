// Information requests as the office writes them (issue 18 item 3): a full request (preamble,
// numbered questions in rich text with their attachments, deadline) or a simplified one (its
// questions are documents), saved unpublished and seen by staff only until published
// (staff-information-request-publishing.service.ts). Every change is audited with the values
// before and after.
import { and, asc, desc, eq, inArray, isNull, max, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import type { FileStore } from '../../files/file-store.ts'
import { AppError } from '../../http/app-error.ts'
import { auditChange } from '../../lib/audit.ts'
import type { StaffActor } from '../../lib/audit.ts'
import { sanitizeHtml } from '../../lib/sanitize-html.ts'
import { INFORMATION_REQUEST_TYPE } from '../project-content/documents.service.ts'
import type { PartialFiles } from '../../files/partial-files.ts'
import { staffFiles } from './staff-files.ts'
import type { StaffFile, Tx } from './staff-files.ts'
import { lockedProject, lockedRequest, lockedSimplified, refuseUnlessUnpublished } from './staff-information-request-locks.ts'
import { iso, projectNotFound } from './staff-project.ts'
import { deadlineOfDay, UNPUBLISHED } from '../../../shared/domain/information-request-authoring.ts'
import type { InformationRequestDraft, SimplifiedRequestDraft, StaffInformationRequest, StaffSimplifiedRequest } from '../../../shared/schemas/staff-content.ts'

/** A request's file stays unsaved (seen by staff only) and unnumbered until the request is published. */
const unpublishedFile = (projectId: string, stageId: string | null) => ({
  projectId,
  stageId,
  documentTypeId: INFORMATION_REQUEST_TYPE,
  state: 'unsaved' as const,
  numbered: false,
})

export function staffInformationRequestsService(db: Database, files: FileStore, partials: PartialFiles) {
  const attachments = staffFiles(db, files, partials)

  /** The next request number of the project: full and simplified requests share one sequence, as the response list shows them side by side. */
  async function nextNumber(tx: Tx, projectId: string): Promise<number> {
    const [[full], [simplified]] = await Promise.all([
      tx
        .select({ n: max(t.informationRequests.number) })
        .from(t.informationRequests)
        .where(eq(t.informationRequests.projectId, projectId)),
      tx
        .select({ n: max(t.simplifiedInformationRequests.number) })
        .from(t.simplifiedInformationRequests)
        .where(eq(t.simplifiedInformationRequests.projectId, projectId)),
    ])
    return Math.max(full?.n ?? 0, simplified?.n ?? 0) + 1
  }

  async function questionsOf(tx: Tx, requestId: string) {
    return tx
      .select()
      .from(t.informationRequestQuestions)
      .where(eq(t.informationRequestQuestions.informationRequestId, requestId))
      .orderBy(asc(t.informationRequestQuestions.questionNumber))
  }

  const requestState = (r: typeof t.informationRequests.$inferSelect, questions: { questionNumber: number; text: string }[]) => ({
    status: r.status,
    preamble: r.preamble,
    deadline: iso(r.deadline),
    questions: questions.map((q) => ({ questionNumber: q.questionNumber, text: q.text })),
  })

  return {
    /** Every request of the project, unpublished ones first among the newest. */
    async list(projectId: string): Promise<{ informationRequests: StaffInformationRequest[]; simplifiedRequests: StaffSimplifiedRequest[] }> {
      const [project] = await db.select({ id: t.projects.id, projectNumber: t.projects.projectNumber }).from(t.projects).where(eq(t.projects.id, projectId))
      if (!project || !project.projectNumber) throw projectNotFound()
      const [requests, simplified, attached] = await Promise.all([
        db.select().from(t.informationRequests).where(eq(t.informationRequests.projectId, projectId)).orderBy(desc(t.informationRequests.number)),
        db
          .select()
          .from(t.simplifiedInformationRequests)
          .where(eq(t.simplifiedInformationRequests.projectId, projectId))
          .orderBy(desc(t.simplifiedInformationRequests.number)),
        db
          .select({
            documentId: t.documents.id,
            fileName: t.documents.fileName,
            requestId: t.documents.informationRequestId,
            simplifiedId: t.documents.simplifiedInformationRequestId,
            questionNumber: t.documents.questionNumber,
          })
          .from(t.documents)
          .where(
            and(
              eq(t.documents.projectId, projectId),
              inArray(t.documents.role, ['information-request-question', 'simplified-question']),
              isNull(t.documents.removedAt),
            ),
          )
          .orderBy(asc(t.documents.uploadedAt)),
      ])
      const questions = requests.length
        ? await db
            .select()
            .from(t.informationRequestQuestions)
            .where(
              inArray(
                t.informationRequestQuestions.informationRequestId,
                requests.map((r) => r.id),
              ),
            )
            .orderBy(asc(t.informationRequestQuestions.questionNumber))
        : []
      const file = (d: (typeof attached)[number]) => ({ documentId: d.documentId, fileName: d.fileName })
      return {
        informationRequests: requests.map((r) => ({
          informationRequestId: r.id,
          number: r.number,
          status: r.status,
          preamble: r.preamble,
          deadline: iso(r.deadline),
          publishedAt: iso(r.publishedAt),
          questions: questions
            .filter((q) => q.informationRequestId === r.id)
            .map((q) => ({
              questionNumber: q.questionNumber,
              text: q.text,
              attachments: attached.filter((d) => d.requestId === r.id && d.questionNumber === q.questionNumber).map(file),
            })),
        })),
        simplifiedRequests: simplified.map((r) => ({
          simplifiedInformationRequestId: r.id,
          number: r.number,
          status: r.status,
          deadline: iso(r.deadline),
          publishedAt: iso(r.publishedAt),
          documents: attached.filter((d) => d.simplifiedId === r.id).map(file),
        })),
      }
    },

    /** Saves a new request, unpublished. */
    async create(projectId: string, draft: InformationRequestDraft, by: StaffActor, now: Date): Promise<{ id: string; number: number }> {
      return db.transaction(async (tx) => {
        const project = await lockedProject(tx, projectId)
        const number = await nextNumber(tx, projectId)
        const [request] = await tx
          .insert(t.informationRequests)
          .values({
            projectId,
            number,
            status: UNPUBLISHED,
            projectStage: project.stageId,
            preamble: sanitizeHtml(draft.preamble),
            deadline: draft.deadline ? deadlineOfDay(draft.deadline) : null,
            createdAt: now,
            updatedAt: now,
          })
          .returning()
        const questions = draft.questions.map((q, i) => ({ informationRequestId: request!.id, questionNumber: i + 1, text: sanitizeHtml(q.text) }))
        await tx.insert(t.informationRequestQuestions).values(questions)
        await auditChange(tx, by, {
          action: 'create-information-request',
          entity: 'information-request',
          entityId: request!.id,
          projectId,
          before: {},
          after: { number, ...requestState(request!, questions) },
        })
        return { id: request!.id, number }
      })
    },

    /** Changes an unpublished request; the files of questions it no longer has are removed with them. */
    async update(projectId: string, requestId: string, draft: InformationRequestDraft, by: StaffActor, now: Date): Promise<{ id: string; number: number }> {
      return db.transaction(async (tx) => {
        const request = await lockedRequest(tx, projectId, requestId)
        refuseUnlessUnpublished(request.status)
        const before = requestState(request, await questionsOf(tx, requestId))
        const [after] = await tx
          .update(t.informationRequests)
          .set({
            preamble: sanitizeHtml(draft.preamble),
            deadline: draft.deadline ? deadlineOfDay(draft.deadline) : null,
            updatedAt: now,
            revision: sql`${t.informationRequests.revision} + 1`,
          })
          .where(eq(t.informationRequests.id, requestId))
          .returning()
        const questions = draft.questions.map((q, i) => ({ informationRequestId: requestId, questionNumber: i + 1, text: sanitizeHtml(q.text) }))
        await tx.delete(t.informationRequestQuestions).where(eq(t.informationRequestQuestions.informationRequestId, requestId))
        await tx.insert(t.informationRequestQuestions).values(questions)
        await tx
          .update(t.documents)
          .set({ removedAt: now, updatedAt: now })
          .where(
            and(
              eq(t.documents.informationRequestId, requestId),
              eq(t.documents.role, 'information-request-question'),
              sql`${t.documents.questionNumber} > ${questions.length}`,
              isNull(t.documents.removedAt),
            ),
          )
        await auditChange(tx, by, {
          action: 'update-information-request',
          entity: 'information-request',
          entityId: requestId,
          projectId,
          before,
          after: requestState(after!, questions),
        })
        return { id: requestId, number: request.number }
      })
    },

    addQuestionDocument(projectId: string, requestId: string, questionNumber: number, file: StaffFile, by: StaffActor, now: Date) {
      return attachments.add(by, file, now, async (tx) => {
        const request = await lockedRequest(tx, projectId, requestId)
        refuseUnlessUnpublished(request.status)
        if (!(await questionsOf(tx, requestId)).some((q) => q.questionNumber === questionNumber))
          throw AppError.notFound('This information request has no such question.')
        return {
          ...unpublishedFile(projectId, request.projectStage),
          role: 'information-request-question',
          description: `Information Request No. ${request.number}, question ${questionNumber}`,
          informationRequestId: requestId,
          questionNumber,
        }
      })
    },

    /** Removes a file from an unpublished request (full or simplified). */
    async removeDocument(projectId: string, requestId: string, documentId: string, by: StaffActor, now: Date): Promise<{ fileName: string }> {
      return db.transaction(async (tx) => {
        const [document] = await tx
          .select()
          .from(t.documents)
          .where(
            and(
              eq(t.documents.id, documentId),
              eq(t.documents.projectId, projectId),
              sql`(${t.documents.informationRequestId} = ${requestId} or ${t.documents.simplifiedInformationRequestId} = ${requestId})`,
              inArray(t.documents.role, ['information-request-question', 'simplified-question']),
              isNull(t.documents.removedAt),
            ),
          )
        if (!document) throw AppError.notFound('This file is not attached to this information request.')
        const request = document.informationRequestId ? await lockedRequest(tx, projectId, requestId) : await lockedSimplified(tx, projectId, requestId)
        refuseUnlessUnpublished(request.status)
        await tx
          .update(t.documents)
          .set({ removedAt: now, updatedAt: now, revision: sql`${t.documents.revision} + 1` })
          .where(eq(t.documents.id, documentId))
        await auditChange(tx, by, {
          action: 'remove-information-request-document',
          entity: 'document',
          entityId: documentId,
          projectId,
          before: { fileName: document.fileName },
          after: { removed: true },
        })
        return { fileName: document.fileName }
      })
    },

    /** Saves a new simplified request, unpublished; its questions are the documents attached to it. */
    async createSimplified(projectId: string, draft: SimplifiedRequestDraft, by: StaffActor, now: Date): Promise<{ id: string; number: number }> {
      return db.transaction(async (tx) => {
        const project = await lockedProject(tx, projectId)
        const number = await nextNumber(tx, projectId)
        const [request] = await tx
          .insert(t.simplifiedInformationRequests)
          .values({
            projectId,
            number,
            status: UNPUBLISHED,
            projectStage: project.stageId,
            deadline: draft.deadline ? deadlineOfDay(draft.deadline) : null,
            createdAt: now,
            updatedAt: now,
          })
          .returning()
        await auditChange(tx, by, {
          action: 'create-simplified-information-request',
          entity: 'simplified-information-request',
          entityId: request!.id,
          projectId,
          before: {},
          after: { number, status: UNPUBLISHED, deadline: iso(request!.deadline) },
        })
        return { id: request!.id, number }
      })
    },

    addSimplifiedDocument(projectId: string, requestId: string, file: StaffFile, by: StaffActor, now: Date) {
      return attachments.add(by, file, now, async (tx) => {
        const request = await lockedSimplified(tx, projectId, requestId)
        refuseUnlessUnpublished(request.status)
        return {
          ...unpublishedFile(projectId, request.projectStage),
          role: 'simplified-question',
          description: `Information Request No. ${request.number}`,
          simplifiedInformationRequestId: requestId,
        }
      })
    },
  }
}

export type StaffInformationRequestsService = ReturnType<typeof staffInformationRequestsService>
