// Information requests as the office writes them (issue 18 item 3): a full request (preamble,
// numbered questions in rich text with their attachments, deadline) or a simplified one (its
// questions are documents), saved unpublished and seen by staff only, then published: the public
// tabs and the proponent's response list show it, its files become public with their document
// numbers, the activity feed says so and the project's followers and proponent are told (the
// "information request" notice). Every change is audited with the values before and after.
import { and, asc, desc, eq, inArray, isNull, max, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import type { FileStore } from '../../files/file-store.ts'
import { AppError } from '../../http/app-error.ts'
import { auditChange } from '../../lib/audit.ts'
import type { StaffActor } from '../../lib/audit.ts'
import { sanitizeHtml } from '../../lib/sanitize-html.ts'
import { recordNotificationEvent } from '../notification-dispatch/notification-events.ts'
import { addActivity } from '../project-content/activity-log.ts'
import { nextDocumentNumber } from '../project-content/document-numbers.ts'
import { INFORMATION_REQUEST_TYPE } from '../project-content/documents.service.ts'
import type { PartialFiles } from '../../files/partial-files.ts'
import { staffFiles } from './staff-files.ts'
import type { StaffFile, Tx } from './staff-files.ts'
import { authoringRefusal, deadlineOfDay, UNPUBLISHED } from '../../../shared/domain/information-request-authoring.ts'
import { informationRequestPage } from '../../../shared/domain/notification-kinds.ts'
import { findStage } from '../../../shared/domain/stages.ts'
import type { InformationRequestDraft, SimplifiedRequestDraft, StaffInformationRequest, StaffSimplifiedRequest } from '../../../shared/schemas/staff-content.ts'

const projectNotFound = () => AppError.notFound('This project was not found.')
const requestNotFound = () => AppError.notFound('This information request was not found in this project.')
const iso = (d: Date | null) => d?.toISOString() ?? null

/** A request's file stays unsaved (seen by staff only) and unnumbered until the request is published. */
const unpublishedFile = (projectId: string, stageId: string | null) => ({
  projectId,
  stageId,
  documentTypeId: INFORMATION_REQUEST_TYPE,
  state: 'unsaved' as const,
  numbered: false,
})

function refuseUnlessUnpublished(status: string): void {
  const refusal = authoringRefusal(status)
  if (refusal) throw new AppError(409, 'already-published', refusal)
}

export function staffInformationRequestsService(db: Database, files: FileStore, partials: PartialFiles) {
  const attachments = staffFiles(db, files, partials)
  async function lockedProject(tx: Tx, projectId: string) {
    const [project] = await tx.select().from(t.projects).where(eq(t.projects.id, projectId)).for('no key update')
    // A draft never submitted is its author's alone.
    if (!project || !project.projectNumber) throw projectNotFound()
    return project
  }

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

  async function lockedRequest(tx: Tx, projectId: string, requestId: string) {
    const [request] = await tx
      .select()
      .from(t.informationRequests)
      .where(and(eq(t.informationRequests.id, requestId), eq(t.informationRequests.projectId, projectId)))
      .for('update')
    if (!request) throw requestNotFound()
    return request
  }

  async function lockedSimplified(tx: Tx, projectId: string, requestId: string) {
    const [request] = await tx
      .select()
      .from(t.simplifiedInformationRequests)
      .where(and(eq(t.simplifiedInformationRequests.id, requestId), eq(t.simplifiedInformationRequests.projectId, projectId)))
      .for('update')
    if (!request) throw requestNotFound()
    return request
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

  /** Publishes the request's files with the next document numbers of the project. */
  async function publishFiles(tx: Tx, projectId: string, where: ReturnType<typeof and>, now: Date): Promise<string[]> {
    const attached = await tx
      .select({ id: t.documents.id })
      .from(t.documents)
      .where(and(where, isNull(t.documents.removedAt)))
      .orderBy(asc(t.documents.questionNumber), asc(t.documents.uploadedAt))
    for (const { id } of attached) {
      await tx
        .update(t.documents)
        .set({ state: 'public', documentNumber: await nextDocumentNumber(tx, projectId), updatedAt: now, revision: sql`${t.documents.revision} + 1` })
        .where(eq(t.documents.id, id))
    }
    return attached.map((d) => d.id)
  }

  /** The feed line and the followers' notice of a published request. */
  async function announce(
    tx: Tx,
    project: typeof t.projects.$inferSelect,
    request: { id: string; number: number; deadline: Date | null },
    simplified: boolean,
    documentIds: string[],
    by: StaffActor,
    now: Date,
  ) {
    const stageGrouping = findStage(project.projectTypeId, project.stageId)?.stageGrouping ?? null
    await addActivity(tx, {
      projectId: project.id,
      at: now,
      stageGrouping,
      event: { code: 'information-request-issued', informationRequestId: request.id, simplified },
      documentIds,
    })
    await recordNotificationEvent(tx, {
      projectId: project.id,
      kind: 'information-request',
      actorUserId: by.userId,
      details: { name: String(request.number), deadline: iso(request.deadline), path: informationRequestPage(project.id, request.id, simplified) },
    })
  }

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

    /** Publishes the request: the public and the proponent read it, the feed says so and its followers are told. */
    async publish(projectId: string, requestId: string, by: StaffActor, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const project = await lockedProject(tx, projectId)
        const request = await lockedRequest(tx, projectId, requestId)
        refuseUnlessUnpublished(request.status)
        const documentNumberRequest = await nextDocumentNumber(tx, projectId)
        const [after] = await tx
          .update(t.informationRequests)
          .set({ status: 'published', publishedAt: now, documentNumberRequest, updatedAt: now, revision: sql`${t.informationRequests.revision} + 1` })
          .where(eq(t.informationRequests.id, requestId))
          .returning()
        const documentIds = await publishFiles(
          tx,
          projectId,
          and(eq(t.documents.informationRequestId, requestId), eq(t.documents.role, 'information-request-question')),
          now,
        )
        await announce(tx, project, request, false, documentIds, by, now)
        await auditChange(tx, by, {
          action: 'publish-information-request',
          entity: 'information-request',
          entityId: requestId,
          projectId,
          before: { status: request.status },
          after: { status: after!.status, publishedAt: iso(after!.publishedAt), documentNumberRequest },
          extra: { documents: documentIds },
        })
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

    async publishSimplified(projectId: string, requestId: string, by: StaffActor, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const project = await lockedProject(tx, projectId)
        const request = await lockedSimplified(tx, projectId, requestId)
        refuseUnlessUnpublished(request.status)
        const documentIds = await publishFiles(
          tx,
          projectId,
          and(eq(t.documents.simplifiedInformationRequestId, requestId), eq(t.documents.role, 'simplified-question')),
          now,
        )
        if (documentIds.length === 0) throw new AppError(409, 'no-documents', 'Attach the request’s documents before publishing it.')
        await tx
          .update(t.simplifiedInformationRequests)
          .set({ status: 'published', publishedAt: now, updatedAt: now, revision: sql`${t.simplifiedInformationRequests.revision} + 1` })
          .where(eq(t.simplifiedInformationRequests.id, requestId))
        await announce(tx, project, request, true, documentIds, by, now)
        await auditChange(tx, by, {
          action: 'publish-simplified-information-request',
          entity: 'simplified-information-request',
          entityId: requestId,
          projectId,
          before: { status: request.status },
          after: { status: 'published', publishedAt: now.toISOString() },
          extra: { documents: documentIds },
        })
      })
    },
  }
}

export type StaffInformationRequestsService = ReturnType<typeof staffInformationRequestsService>
