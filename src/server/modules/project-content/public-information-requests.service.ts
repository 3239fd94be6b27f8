// A project's public Information Requests tab: the requests the office has published, full and
// simplified, with their questions, their files and the answers the reader may read. Apart from
// participation.service.ts (the other public tabs) so that each tab's reading stands by itself;
// publishedRequest is also how the proponent's answering and the records tab leave unpublished
// requests out.
import { and, asc, desc, eq, inArray, isNull, ne } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import { fullDocumentNumber } from '../../../shared/domain/document-visibility.ts'
import type { Viewer } from '../../../shared/domain/document-visibility.ts'
import { formatDateTime } from '../../../shared/domain/dates.ts'
import { assessorReviewing, readsAnswers } from '../../../shared/domain/information-responses.ts'
import { UNPUBLISHED } from '../../../shared/domain/information-request-authoring.ts'
import type { DocumentsService } from './documents.service.ts'

type ProjectRef = { id: string; projectNumber: string | null }

/** A request the office has not published yet is its own: nobody else reads it (shared/domain/information-request-authoring.ts). */
export const publishedRequest = (table: typeof t.informationRequests | typeof t.simplifiedInformationRequests) => ne(table.status, UNPUBLISHED)

/** The project's published requests of one kind; with an id, only that one. */
const publishedRequestsOf = (table: typeof t.informationRequests | typeof t.simplifiedInformationRequests, project: ProjectRef, id?: string) =>
  and(eq(table.projectId, project.id), publishedRequest(table), id ? eq(table.id, id) : undefined)

export function publicInformationRequestsService(db: Database, documents: DocumentsService) {
  async function informationRequests(project: ProjectRef, viewer: Viewer, informationRequestId?: string) {
    const requests = await db
      .select()
      .from(t.informationRequests)
      .where(publishedRequestsOf(t.informationRequests, project, informationRequestId))
      .orderBy(desc(t.informationRequests.number))
    if (requests.length === 0) return []
    const ids = requests.map((r) => r.id)
    const [questions, attached] = await Promise.all([
      db
        .select()
        .from(t.informationRequestQuestions)
        .where(inArray(t.informationRequestQuestions.informationRequestId, ids))
        .orderBy(asc(t.informationRequestQuestions.questionNumber)),
      db
        .select({
          id: t.documents.id,
          requestId: t.documents.informationRequestId,
          question: t.documents.questionNumber,
          role: t.documents.role,
          state: t.documents.state,
        })
        .from(t.documents)
        .where(and(inArray(t.documents.informationRequestId, ids), isNull(t.documents.removedAt))),
    ])
    return requests.map((r) => {
      const showAnswers = readsAnswers(r.status, viewer)
      const docs = (question: number, role: string) =>
        attached
          .filter(
            (d) =>
              d.requestId === r.id &&
              d.question === question &&
              d.role === role &&
              (viewer.privileged || role === 'information-request-question' || showAnswers),
          )
          .map((d) => d.id)
      return {
        informationRequestId: r.id,
        number: r.number,
        status: r.status,
        projectStage: r.projectStage,
        preamble: r.preamble,
        publishedDate: r.publishedAt?.toISOString() ?? null,
        answeredDate: r.answeredAt?.toISOString() ?? null,
        deadline: r.deadline?.toISOString() ?? null,
        deadlineDateFormatted: r.deadline ? formatDateTime(r.deadline) : null,
        documentNumberRequest: fullDocumentNumber(project.projectNumber, r.documentNumberRequest),
        documentNumberResponse: showAnswers ? fullDocumentNumber(project.projectNumber, r.documentNumberResponse) : null,
        assessorReviewing: assessorReviewing(r.status),
        questions: questions
          .filter((q) => q.informationRequestId === r.id)
          .map((q) => ({
            questionNumber: q.questionNumber,
            text: q.text,
            attachments: docs(q.questionNumber, 'information-request-question'),
            answer:
              showAnswers && (q.answerText || docs(q.questionNumber, 'information-request-answer').length)
                ? { text: q.answerText, attachments: docs(q.questionNumber, 'information-request-answer') }
                : null,
          })),
      }
    })
  }

  async function simplifiedRequests(project: ProjectRef, simplifiedId?: string) {
    const rows = await db
      .select()
      .from(t.simplifiedInformationRequests)
      .where(publishedRequestsOf(t.simplifiedInformationRequests, project, simplifiedId))
      .orderBy(desc(t.simplifiedInformationRequests.number))
    return rows.map((r) => ({
      simplifiedInformationRequestId: r.id,
      number: r.number,
      status: r.status,
      projectStage: r.projectStage,
      publishedDate: r.publishedAt?.toISOString() ?? null,
      deadline: r.deadline?.toISOString() ?? null,
      deadlineDateFormatted: r.deadline ? formatDateTime(r.deadline) : null,
    }))
  }

  return {
    informationRequests,

    async informationRequestDocuments(project: ProjectRef, viewer: Viewer, informationRequestId: string) {
      const [request] = await informationRequests(project, viewer, informationRequestId)
      if (!request) return null
      const ids = request.questions.flatMap((q) => [...q.attachments, ...(q.answer?.attachments ?? [])])
      const items = ids.length ? await documents.list(project, viewer, inArray(t.documents.id, ids)) : []
      return Object.fromEntries(items.map((d) => [d.documentId, d]))
    },

    simplifiedRequests,

    async simplifiedDocuments(project: ProjectRef, viewer: Viewer, simplifiedId: string) {
      const [request] = await simplifiedRequests(project, simplifiedId)
      if (!request) return null
      const all = await documents.list(project, viewer, eq(t.documents.simplifiedInformationRequestId, simplifiedId))
      const roleOf = new Map(
        (
          await db.select({ id: t.documents.id, role: t.documents.role }).from(t.documents).where(eq(t.documents.simplifiedInformationRequestId, simplifiedId))
        ).map((d) => [d.id, d.role]),
      )
      const showResponses = readsAnswers(request.status, viewer)
      return {
        questions: all.filter((d) => roleOf.get(d.documentId) === 'simplified-question'),
        replaced: all.filter((d) => roleOf.get(d.documentId) === 'simplified-replaced'),
        responses: showResponses ? all.filter((d) => roleOf.get(d.documentId) === 'simplified-response') : [],
      }
    },
  }
}
