// Answers to information requests (spec public-registry §4, §5, §7 "Writes"): the proponent or
// agent of the project saves answers as a draft or submits them, one question's files at a time,
// and the office publishes them. Full requests are answered question by question in rich text;
// simplified ones by documents alone.
//
// Only the project's proponent or agent answers, and only while the request is published or
// holds a draft (§4); answers and files wait, Unreviewed, until the office publishes them.
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import { addActivity } from '../project-content/activity-log.ts'
import { recordNotificationEvent } from '../notification-dispatch/notification-events.ts'

import { nextDocumentNumber } from '../project-content/document-numbers.ts'
import { publishedRequest } from '../project-content/participation.service.ts'
import type { ActivityEvent } from '../../../shared/schemas/activity-event.ts'
import type { FileStore } from '../../files/file-store.ts'
import { fileKindOf } from '../../files/incoming-files.ts'
import type { ReceivedFile } from '../../files/incoming-files.ts'
import { intakeUnreviewedDocument } from '../../files/unreviewed-documents.ts'
import { AppError } from '../../http/app-error.ts'
import { audit } from '../../lib/audit.ts'
import { alreadyDecided } from '../../lib/review-decisions.ts'
import { sanitizeHtml } from '../../lib/sanitize-html.ts'
import type { SessionUser } from '../auth/session-tokens.ts'
import type { PartialFiles } from '../../files/partial-files.ts'
import { projectAccess } from '../projects/project-access.ts'
import { projectsService } from '../projects/projects.service.ts'
import { ANSWER_ATTACHMENT_SLOT, ATTACHMENT_ZIP_LIMITS } from '../../../shared/domain/document-files.ts'
import { formatDate } from '../../../shared/domain/dates.ts'
import { findStage } from '../../../shared/domain/stages.ts'
import { informationRequestPage } from '../../../shared/domain/notification-kinds.ts'
import { answerRefusal, responseAccess, statusAfterSaving, submissionRefusal } from '../../../shared/domain/information-responses.ts'
import { reviewDueAt } from '../../../shared/domain/business-days.ts'
import type { AnswerDocumentSaved, AnswersPayload, AnswersSaved } from '../../../shared/schemas/information-response.ts'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/** document_types: Information Response (server/db/reference/outcomes-and-types.ts). */
const INFORMATION_RESPONSE_TYPE = 7

const projectNotFound = () => AppError.notFound('This project was not found, or you lack sufficient authorization to view it.')
const requestNotFound = () => AppError.notFound('This information request was not found in this project.')
const notAnswered = () => new AppError(409, 'not-answered', 'Only a submitted response can be published.')

/** Who publishes: the office's staff member, or the test hooks standing in for them. */
export interface Publisher {
  userId: string | null
  actor: string
}

export function informationResponsesService(db: Database, files: FileStore, partials: PartialFiles) {
  const accessOf = projectAccess(db)
  const projects = projectsService(db)

  /** The project, when the caller is its proponent or agent; a 404 when they may not see it, a 403 when they may but do not answer. */
  async function asProponent(user: SessionUser, projectId: string) {
    const access = await accessOf.of(user, projectId)
    if (!(await projects.visibleProject(projectId, access))) throw projectNotFound()
    if (responseAccess({ signedIn: true, isProponentOrAgent: access.roles.includes('proponent-agent') }) !== 'answer') {
      throw new AppError(403, 'not-proponent', 'You are not authorized to view the Information Response List.')
    }
    const [project] = await db.select({ stageId: t.projects.stageId }).from(t.projects).where(eq(t.projects.id, projectId))
    return project!
  }

  async function lockedRequest(tx: Tx, projectId: string, informationRequestId: string) {
    const [request] = await tx
      .select()
      .from(t.informationRequests)
      .where(and(eq(t.informationRequests.id, informationRequestId), eq(t.informationRequests.projectId, projectId), publishedRequest(t.informationRequests)))
      .for('update')
    if (!request) throw requestNotFound()
    return request
  }

  async function lockedSimplified(tx: Tx, projectId: string, simplifiedId: string) {
    const [request] = await tx
      .select()
      .from(t.simplifiedInformationRequests)
      .where(
        and(
          eq(t.simplifiedInformationRequests.id, simplifiedId),
          eq(t.simplifiedInformationRequests.projectId, projectId),
          publishedRequest(t.simplifiedInformationRequests),
        ),
      )
      .for('update')
    if (!request) throw requestNotFound()
    return request
  }

  function refuseUnlessAnswerable(status: string): void {
    const refusal = answerRefusal(status)
    if (refusal) throw new AppError(409, 'not-answerable', refusal)
  }

  /** The answer's documents of a request (of one question, or all), still attached. */
  function answerDocuments(where: { informationRequestId?: string; simplifiedInformationRequestId?: string; questionNumber?: number }) {
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

  async function attachedCount(tx: Tx, where: Parameters<typeof answerDocuments>[0]): Promise<number> {
    const [row] = await tx.select({ n: count() }).from(t.documents).where(answerDocuments(where))
    return row?.n ?? 0
  }

  function saved(status: 'answered' | 'draft_answer', deadline: Date | null): AnswersSaved {
    return {
      status: 'OK',
      informationRequestStatus: status,
      reviewDeadline: deadline?.toISOString() ?? null,
      stageDatesFormatted: { deadlineDate: deadline ? formatDate(deadline) : null },
    }
  }

  /**
   * Keeps a received file as an Unreviewed document of the answer: checked by its name, type and
   * first bytes, moved into the file store, and written with the request it answers.
   */
  async function addAnswerFile(
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
      { db, files, partials },
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

  async function removeAnswerFile(
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
      await tx
        .update(t.documents)
        .set({ removedAt: now, updatedAt: now, revision: sql`${t.documents.revision} + 1` })
        .where(eq(t.documents.id, document.id))
      await audit(tx, {
        actorUserId: user.userId,
        actor: user.email,
        action: 'remove-information-response-document',
        entity: 'document',
        entityId: document.id,
        detail: { projectId, ...where },
      })
      return { fileName: document.fileName }
    })
  }

  return {
    /** Refuses early, before a file's bytes are read, a caller who may not answer. */
    checkCanAnswer: asProponent,

    /** Refuses a file an answer does not take, from its name and declared type alone. */
    checkFile(fileName: string, contentType: string): void {
      fileKindOf(ANSWER_ATTACHMENT_SLOT, fileName, contentType)
    },

    /** Saves the answers as a draft (publish false) or submits them for review (publish true). */
    async saveAnswers(user: SessionUser, input: AnswersPayload, now: Date): Promise<AnswersSaved> {
      await asProponent(user, input.projectId)
      return db.transaction(async (tx) => {
        const request = await lockedRequest(tx, input.projectId, input.informationRequestId)
        refuseUnlessAnswerable(request.status)
        const questions = await tx.select().from(t.informationRequestQuestions).where(eq(t.informationRequestQuestions.informationRequestId, request.id))
        const numbers = new Set(questions.map((q) => q.questionNumber))
        const unknown = input.answers.find((a) => !numbers.has(a.questionNumber))
        if (unknown) throw AppError.badRequest(`Invalid parameter answers: this request has no question ${unknown.questionNumber}.`, 'answers')
        const refusal = submissionRefusal(input.publish, await attachedCount(tx, { informationRequestId: request.id }))
        if (refusal) throw new AppError(400, 'no-files', refusal, 'answers')
        for (const answer of input.answers) {
          const text = sanitizeHtml(answer.text)
          const before = questions.find((q) => q.questionNumber === answer.questionNumber)!
          if (text === (before.answerText ?? '')) continue
          await tx
            .update(t.informationRequestQuestions)
            .set({ answerText: text || null, answeredById: user.userId, answeredAt: now })
            .where(
              and(eq(t.informationRequestQuestions.informationRequestId, request.id), eq(t.informationRequestQuestions.questionNumber, answer.questionNumber)),
            )
        }
        const status = statusAfterSaving(input.publish)
        await tx
          .update(t.informationRequests)
          .set({ status, answeredAt: input.publish ? now : request.answeredAt, updatedAt: now, revision: sql`${t.informationRequests.revision} + 1` })
          .where(eq(t.informationRequests.id, request.id))
        await audit(tx, {
          actorUserId: user.userId,
          actor: user.email,
          action: input.publish ? 'submit-information-response' : 'save-information-response-draft',
          entity: 'information-request',
          entityId: request.id,
          detail: { projectId: input.projectId, before: { status: request.status }, after: { status }, questions: input.answers.map((a) => a.questionNumber) },
        })
        if (input.publish) await answerNotice(tx, 'answer-submitted', { ...request, simplified: false }, user.userId)
        return saved(status, input.publish ? reviewDueAt(now) : request.deadline)
      })
    },

    async addAnswerDocument(
      user: SessionUser,
      projectId: string,
      informationRequestId: string,
      questionNumber: number,
      file: ReceivedFile,
      now: Date,
    ): Promise<AnswerDocumentSaved> {
      const { stageId } = await asProponent(user, projectId)
      return addAnswerFile(user, file, now, async (tx) => {
        const request = await lockedRequest(tx, projectId, informationRequestId)
        refuseUnlessAnswerable(request.status)
        const [question] = await tx
          .select({ n: t.informationRequestQuestions.questionNumber })
          .from(t.informationRequestQuestions)
          .where(and(eq(t.informationRequestQuestions.informationRequestId, request.id), eq(t.informationRequestQuestions.questionNumber, questionNumber)))
        if (!question) throw AppError.notFound(`This information request has no question ${questionNumber}.`)
        return {
          role: 'information-request-answer',
          description: `Response to IR ${request.number}, question ${questionNumber}`,
          stageId,
          projectId,
          informationRequestId: request.id,
          questionNumber,
        }
      })
    },

    async removeAnswerDocument(user: SessionUser, projectId: string, informationRequestId: string, questionNumber: number, documentId: string, now: Date) {
      await asProponent(user, projectId)
      return removeAnswerFile(user, projectId, documentId, now, async (tx) => {
        refuseUnlessAnswerable((await lockedRequest(tx, projectId, informationRequestId)).status)
        return { informationRequestId, questionNumber }
      })
    },

    /** A simplified request's answer is its documents: saving moves the request on. */
    async saveSimplified(user: SessionUser, projectId: string, simplifiedId: string, publish: boolean, now: Date): Promise<AnswersSaved> {
      await asProponent(user, projectId)
      return db.transaction(async (tx) => {
        const request = await lockedSimplified(tx, projectId, simplifiedId)
        refuseUnlessAnswerable(request.status)
        const refusal = submissionRefusal(publish, await attachedCount(tx, { simplifiedInformationRequestId: request.id }))
        if (refusal) throw new AppError(400, 'no-files', refusal)
        const status = statusAfterSaving(publish)
        await tx
          .update(t.simplifiedInformationRequests)
          .set({ status, answeredAt: publish ? now : request.answeredAt, updatedAt: now, revision: sql`${t.simplifiedInformationRequests.revision} + 1` })
          .where(eq(t.simplifiedInformationRequests.id, request.id))
        await audit(tx, {
          actorUserId: user.userId,
          actor: user.email,
          action: publish ? 'submit-simplified-information-response' : 'save-simplified-information-response-draft',
          entity: 'simplified-information-request',
          entityId: request.id,
          detail: { projectId, before: { status: request.status }, after: { status } },
        })
        if (publish) await answerNotice(tx, 'answer-submitted', { ...request, simplified: true }, user.userId)
        return saved(status, publish ? reviewDueAt(now) : request.deadline)
      })
    },

    async addSimplifiedDocument(user: SessionUser, projectId: string, simplifiedId: string, file: ReceivedFile, now: Date): Promise<AnswerDocumentSaved> {
      const { stageId } = await asProponent(user, projectId)
      return addAnswerFile(user, file, now, async (tx) => {
        const request = await lockedSimplified(tx, projectId, simplifiedId)
        refuseUnlessAnswerable(request.status)
        return {
          role: 'simplified-response',
          description: `Response to Information Request No. ${request.number}`,
          stageId,
          projectId,
          simplifiedInformationRequestId: request.id,
        }
      })
    },

    async removeSimplifiedDocument(user: SessionUser, projectId: string, simplifiedId: string, documentId: string, now: Date) {
      await asProponent(user, projectId)
      return removeAnswerFile(user, projectId, documentId, now, async (tx) => {
        refuseUnlessAnswerable((await lockedSimplified(tx, projectId, simplifiedId)).status)
        return { simplifiedInformationRequestId: simplifiedId }
      })
    },

    /**
     * The office publishes a submitted response (the staff workspace, issue 18): the answers and
     * their files become public, and the activity feed says so.
     */
    async publishAnswer(informationRequestId: string, { by }: { by: Publisher }, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await lockProjectOf(tx, t.informationRequests, informationRequestId)
        const [request] = await tx.select().from(t.informationRequests).where(eq(t.informationRequests.id, informationRequestId)).for('update')
        if (!request) throw AppError.notFound('This information request was not found.')
        if (request.status === 'published_answer') throw await alreadyDecided(tx, 'information-request', request.id)
        if (request.status !== 'answered') throw notAnswered()
        // A response published again after an undo keeps the number it was given the first time.
        const documentNumberResponse = request.documentNumberResponse ?? (await nextDocumentNumber(tx, request.projectId))
        await tx
          .update(t.informationRequests)
          .set({
            status: 'published_answer',
            needsFurtherReview: false,
            documentNumberResponse,
            updatedAt: now,
            revision: sql`${t.informationRequests.revision} + 1`,
          })
          .where(eq(t.informationRequests.id, request.id))
        const published = await publishAnswerFiles(tx, request.projectId, answerDocuments({ informationRequestId: request.id }), now)
        const activityItemId = await publishedActivity(
          tx,
          request.projectId,
          now,
          { code: 'information-request-answered', informationRequestId: request.id },
          published.map((d) => d.id),
        )
        await answerNotice(tx, 'answer-published', { ...request, simplified: false }, by.userId)
        await audit(tx, {
          actorUserId: by.userId,
          actor: by.actor,
          action: 'publish-information-response',
          entity: 'information-request',
          entityId: request.id,
          detail: {
            projectId: request.projectId,
            before: { status: request.status, needsFurtherReview: request.needsFurtherReview },
            after: { status: 'published_answer' },
            documents: published.map((d) => d.id),
            activityItemId,
          },
        })
      })
    },

    async publishSimplifiedAnswer(simplifiedId: string, { by }: { by: Publisher }, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await lockProjectOf(tx, t.simplifiedInformationRequests, simplifiedId)
        const [request] = await tx.select().from(t.simplifiedInformationRequests).where(eq(t.simplifiedInformationRequests.id, simplifiedId)).for('update')
        if (!request) throw AppError.notFound('This information request was not found.')
        if (request.status === 'published_answer') throw await alreadyDecided(tx, 'simplified-information-request', request.id)
        if (request.status !== 'answered') throw notAnswered()
        await tx
          .update(t.simplifiedInformationRequests)
          .set({ status: 'published_answer', needsFurtherReview: false, updatedAt: now, revision: sql`${t.simplifiedInformationRequests.revision} + 1` })
          .where(eq(t.simplifiedInformationRequests.id, request.id))
        const published = await publishAnswerFiles(tx, request.projectId, answerDocuments({ simplifiedInformationRequestId: request.id }), now)
        const activityItemId = await publishedActivity(
          tx,
          request.projectId,
          now,
          { code: 'information-request-answered', informationRequestId: request.id, simplified: true },
          published.map((d) => d.id),
        )
        await answerNotice(tx, 'answer-published', { ...request, simplified: true }, by.userId)
        await audit(tx, {
          actorUserId: by.userId,
          actor: by.actor,
          action: 'publish-simplified-information-response',
          entity: 'simplified-information-request',
          entityId: request.id,
          detail: {
            projectId: request.projectId,
            before: { status: request.status, needsFurtherReview: request.needsFurtherReview },
            after: { status: 'published_answer' },
            documents: published.map((d) => d.id),
            activityItemId,
          },
        })
      })
    },
  }

  /**
   * Takes the project's row before the request's, in the order every numbering writer takes them
   * (the staff's publishing of a request too), since publishing an answer numbers its files.
   */
  async function lockProjectOf(tx: Tx, table: typeof t.informationRequests | typeof t.simplifiedInformationRequests, requestId: string): Promise<void> {
    const [request] = await tx.select({ projectId: table.projectId }).from(table).where(eq(table.id, requestId))
    if (request) await tx.select({ id: t.projects.id }).from(t.projects).where(eq(t.projects.id, request.projectId)).for('no key update')
  }

  /**
   * Makes an answer's files public, numbered in the project's sequence in the order of their
   * questions, as the request's own files are when it is published; a file numbered by an earlier
   * publishing (undone since) keeps its number.
   */
  async function publishAnswerFiles(tx: Tx, projectId: string, where: ReturnType<typeof answerDocuments>, now: Date): Promise<{ id: string }[]> {
    const files = await tx
      .select({ id: t.documents.id, documentNumber: t.documents.documentNumber })
      .from(t.documents)
      .where(where)
      .orderBy(sql`${t.documents.questionNumber} nulls first`, asc(t.documents.uploadedAt))
    for (const file of files) {
      await tx
        .update(t.documents)
        .set({
          state: 'published_answer',
          documentNumber: file.documentNumber ?? (await nextDocumentNumber(tx, projectId)),
          updatedAt: now,
          revision: sql`${t.documents.revision} + 1`,
        })
        .where(eq(t.documents.id, file.id))
    }
    return files.map(({ id }) => ({ id }))
  }

  async function publishedActivity(tx: Tx, projectId: string, now: Date, event: ActivityEvent, documentIds: string[]): Promise<string> {
    const [project] = await tx
      .select({ projectTypeId: t.projects.projectTypeId, stageId: t.projects.stageId })
      .from(t.projects)
      .where(eq(t.projects.id, projectId))
    return addActivity(tx, {
      projectId,
      at: now,
      stageGrouping: findStage(project!.projectTypeId, project!.stageId)?.stageGrouping ?? null,
      event,
      documentIds,
    })
  }

  /** The office is told an answer waits for it (its review page); the proponent and followers that it is public. */
  async function answerNotice(
    tx: Tx,
    kind: 'answer-submitted' | 'answer-published',
    request: { id: string; projectId: string; number: number; simplified: boolean },
    actorUserId: string | null,
  ) {
    const path = kind === 'answer-submitted' ? `/staff/review/answers/${request.id}` : informationRequestPage(request.projectId, request.id, request.simplified)
    await recordNotificationEvent(tx, { projectId: request.projectId, kind, actorUserId, details: { name: String(request.number), path } })
  }
}

export type InformationResponsesService = ReturnType<typeof informationResponsesService>
