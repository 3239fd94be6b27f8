// The office's publishing of a submitted information response (the staff workspace, issue 18,
// and the test hooks standing in for it): the answers and their files become public and
// numbered, and the activity feed says so. Apart from information-responses.service.ts, which
// holds the proponent's side (saving and submitting answers and their files).
import { asc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import { AppError } from '../../http/app-error.ts'
import { audit } from '../../lib/audit.ts'
import { alreadyDecided } from '../../lib/review-decisions.ts'
import { addActivity } from '../project-content/activity-log.ts'
import { nextDocumentNumber } from '../project-content/document-numbers.ts'
import { findStage } from '../../../shared/domain/stages.ts'
import type { ActivityEvent } from '../../../shared/schemas/activity-event.ts'
import { answerDocuments } from './answer-documents.ts'
import { answerNotice } from './answer-notice.ts'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

const notAnswered = () => new AppError(409, 'not-answered', 'Only a submitted response can be published.')

/** Who publishes: the office's staff member, or the test hooks standing in for them. */
export interface Publisher {
  userId: string | null
  actor: string
}

/** An information request's answer or a simplified request's: where each is kept and how it is audited. */
const ANSWERS = {
  full: { table: t.informationRequests, entity: 'information-request', action: 'publish-information-response', simplified: false },
  simplified: {
    table: t.simplifiedInformationRequests,
    entity: 'simplified-information-request',
    action: 'publish-simplified-information-response',
    simplified: true,
  },
} as const
type Answer = (typeof ANSWERS)[keyof typeof ANSWERS]

export function answerPublishingService(db: Database) {
  return {
    /**
     * The office publishes a submitted response (the staff workspace, issue 18): the answers and
     * their files become public, and the activity feed says so.
     */
    async publishAnswer(informationRequestId: string, { by }: { by: Publisher }, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const request = await publishable(tx, ANSWERS.full, informationRequestId)
        const [numbered] = await tx
          .select({ documentNumberResponse: t.informationRequests.documentNumberResponse })
          .from(t.informationRequests)
          .where(eq(t.informationRequests.id, request.id))
        // A response published again after an undo keeps the number it was given the first time.
        const documentNumberResponse = numbered!.documentNumberResponse ?? (await nextDocumentNumber(tx, request.projectId))
        await tx.update(t.informationRequests).set({ documentNumberResponse }).where(eq(t.informationRequests.id, request.id))
        await publish(tx, ANSWERS.full, request, by, now)
      })
    },

    async publishSimplifiedAnswer(simplifiedId: string, { by }: { by: Publisher }, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await publish(tx, ANSWERS.simplified, await publishable(tx, ANSWERS.simplified, simplifiedId), by, now)
      })
    },
  }

  /** The request, locked after its project's row, if its answer may be published. */
  async function publishable(tx: Tx, answer: Answer, requestId: string) {
    const { table } = answer
    await lockProjectOf(tx, table, requestId)
    const [request] = await tx
      .select({ id: table.id, projectId: table.projectId, number: table.number, status: table.status, needsFurtherReview: table.needsFurtherReview })
      .from(table)
      .where(eq(table.id, requestId))
      .for('update')
    if (!request) throw AppError.notFound('This information request was not found.')
    if (request.status === 'published_answer') throw await alreadyDecided(tx, answer.entity, request.id)
    if (request.status !== 'answered') throw notAnswered()
    return request
  }

  /** Publishes the request's answer and its files, says so in the activity feed and to those notified, and audits it. */
  async function publish(tx: Tx, answer: Answer, request: Awaited<ReturnType<typeof publishable>>, by: Publisher, now: Date): Promise<void> {
    const { table, simplified } = answer
    await tx
      .update(table)
      .set({ status: 'published_answer', needsFurtherReview: false, updatedAt: now, revision: sql`${table.revision} + 1` })
      .where(eq(table.id, request.id))
    const files = answerDocuments(simplified ? { simplifiedInformationRequestId: request.id } : { informationRequestId: request.id })
    const published = await publishAnswerFiles(tx, request.projectId, files, now)
    const activityItemId = await publishedActivity(
      tx,
      request.projectId,
      now,
      { code: 'information-request-answered', informationRequestId: request.id, ...(simplified ? { simplified } : {}) },
      published.map((d) => d.id),
    )
    await answerNotice(tx, 'answer-published', { ...request, simplified }, by.userId)
    await audit(tx, {
      actorUserId: by.userId,
      actor: by.actor,
      action: answer.action,
      entity: answer.entity,
      entityId: request.id,
      detail: {
        projectId: request.projectId,
        before: { status: request.status, needsFurtherReview: request.needsFurtherReview },
        after: { status: 'published_answer' },
        documents: published.map((d) => d.id),
        activityItemId,
      },
    })
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
}
