// Answers to information requests (spec public-registry §4, §5, §7 "Writes"): the proponent or
// agent of the project saves answers as a draft or submits them, one question's files at a time.
// Full requests are answered question by question in rich text; simplified ones by documents
// alone. The answer's files are kept in answer-documents.ts; the office publishes a submitted
// response in answer-publishing.service.ts.
//
// Only the project's proponent or agent answers, and only while the request is published or
// holds a draft (§4); answers and files wait, Unreviewed, until the office publishes them.
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import { publishedRequest } from '../project-content/public-information-requests.service.ts'
import type { FileStore } from '../../files/file-store.ts'
import { fileKindOf } from '../../files/incoming-files.ts'
import type { ReceivedFile } from '../../files/incoming-files.ts'
import { AppError } from '../../http/app-error.ts'
import { audit } from '../../lib/audit.ts'
import { sanitizeHtml } from '../../lib/sanitize-html.ts'
import type { SessionUser } from '../auth/session-tokens.ts'
import type { PartialFiles } from '../../files/partial-files.ts'
import { projectAccess } from '../projects/project-access.ts'
import { projectsService } from '../projects/projects.service.ts'
import { ANSWER_ATTACHMENT_SLOT } from '../../../shared/domain/document-files.ts'
import { formatDate } from '../../../shared/domain/dates.ts'
import { answerRefusal, responseAccess, statusAfterSaving, submissionRefusal } from '../../../shared/domain/information-responses.ts'
import { reviewDueAt } from '../../../shared/domain/business-days.ts'
import type { AnswerDocumentSaved, AnswersPayload, AnswersSaved } from '../../../shared/schemas/information-response.ts'
import { addAnswerFile, attachedCount, removeAnswerFile } from './answer-documents.ts'
import { answerNotice } from './answer-notice.ts'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

const projectNotFound = () => AppError.notFound('This project was not found, or you lack sufficient authorization to view it.')
const requestNotFound = () => AppError.notFound('This information request was not found in this project.')

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

  function saved(status: 'answered' | 'draft_answer', deadline: Date | null): AnswersSaved {
    return {
      status: 'OK',
      informationRequestStatus: status,
      reviewDeadline: deadline?.toISOString() ?? null,
      stageDatesFormatted: { deadlineDate: deadline ? formatDate(deadline) : null },
    }
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
      return addAnswerFile({ db, files, partials }, user, file, now, async (tx) => {
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
      return removeAnswerFile(db, user, projectId, documentId, now, async (tx) => {
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
      return addAnswerFile({ db, files, partials }, user, file, now, async (tx) => {
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
      return removeAnswerFile(db, user, projectId, documentId, now, async (tx) => {
        refuseUnlessAnswerable((await lockedSimplified(tx, projectId, simplifiedId)).status)
        return { simplifiedInformationRequestId: simplifiedId }
      })
    },
  }
}

export type InformationResponsesService = ReturnType<typeof informationResponsesService>
