// The office's review queues other than comments (issue 18 item 2): unreviewed documents,
// submitted information-request answers, intervenor applications and proposals at Proposal Check.
// Every queue lists its items the same way, oldest received first, each with its review due date.
import * as v from 'valibot'
import { IsoDateTime, StatusOk } from './common.ts'

export const REVIEW_QUEUES = ['documents', 'answers', 'intervenors', 'proposals'] as const
export type ReviewQueueName = (typeof REVIEW_QUEUES)[number]
export const ReviewQueueParam = v.picklist(REVIEW_QUEUES)

export const QueueFile = v.object({ documentId: v.string(), uploadId: v.nullable(v.string()), fileName: v.string() })

export const QueueQuestion = v.object({
  questionNumber: v.number(),
  /** The question, sanitized HTML. */
  text: v.string(),
  /** The answer submitted, sanitized HTML; null when only files answer it. */
  answer: v.nullable(v.string()),
  files: v.array(QueueFile),
})

export const QueueItem = v.object({
  /** The document, information request (simplified or not), intervenor application or project. */
  itemId: v.string(),
  /** An answer to a simplified information request (whose questions and answers are whole documents). */
  simplified: v.boolean(),
  projectId: v.string(),
  projectNumber: v.nullable(v.string()),
  projectTitle: v.string(),
  /** The document's description or file name, the applicant's name, the proponent; null for an answer. */
  subject: v.nullable(v.string()),
  /** The information request's number; null for the other queues. */
  number: v.nullable(v.number()),
  /** Who sent it, when known. */
  from: v.nullable(v.string()),
  /** Received per §9 (out of hours: 8:00 am the next business day). */
  receivedAt: IsoDateTime,
  /** 48 business hours after receivedAt. */
  reviewDueAt: IsoDateTime,
  needsFurtherReview: v.boolean(),
  /** What the reviewer reads: the document itself, the answer's or the application's files. */
  files: v.array(QueueFile),
  /** An answer to an information request that is not simplified: each question with its answer (sanitized HTML) and files; empty for the other queues. */
  questions: v.array(QueueQuestion),
})
export type QueueItem = v.InferOutput<typeof QueueItem>

export const QueueResponse = v.object({ status: StatusOk, count: v.number(), items: v.array(QueueItem) })
export const QueueCountsResponse = v.object({
  status: StatusOk,
  documents: v.number(),
  answers: v.number(),
  intervenors: v.number(),
  proposals: v.number(),
})
export type QueueCounts = Omit<v.InferOutput<typeof QueueCountsResponse>, 'status'>

export const DeclineIntervenorBody = v.object({
  reason: v.pipe(v.string(), v.trim(), v.minLength(1, 'Say why the application is declined.'), v.maxLength(4000, 'Keep the reason under 4,000 characters.')),
})
export type DeclineIntervenorBody = v.InferOutput<typeof DeclineIntervenorBody>
