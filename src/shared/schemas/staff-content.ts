// What the office authors on a project (issue 18 item 3): information requests with their numbered
// questions, attachments and deadline, saved unpublished and then published, and simplified
// requests, whose questions are whole documents.
import * as v from 'valibot'
import { IsoDateTime, StatusOk, Uuid } from './common.ts'

/** Rich text of a preamble or question, cleaned by the allow-list on the server. */
const MAX_RICH_TEXT = 200_000
export const MAX_QUESTIONS = 100

const RichText = v.pipe(v.string(), v.maxLength(MAX_RICH_TEXT, 'Keep the text under 200,000 characters.'))
/** The last day answers are taken (Yukon), or none. */
const DeadlineDay = v.nullable(v.pipe(v.string(), v.isoDate('Give the deadline as YYYY-MM-DD.')))

export const InformationRequestDraft = v.object({
  preamble: RichText,
  deadline: DeadlineDay,
  questions: v.pipe(
    v.array(v.object({ text: v.pipe(RichText, v.trim(), v.nonEmpty('Write the text of each question.')) })),
    v.minLength(1, 'Ask at least one question.'),
    v.maxLength(MAX_QUESTIONS, 'Ask at most 100 questions in one request.'),
  ),
})
export type InformationRequestDraft = v.InferOutput<typeof InformationRequestDraft>

export const SimplifiedRequestDraft = v.object({ deadline: DeadlineDay })
export type SimplifiedRequestDraft = v.InferOutput<typeof SimplifiedRequestDraft>

const Attachment = v.object({ documentId: Uuid, fileName: v.string() })

export const StaffInformationRequest = v.object({
  informationRequestId: Uuid,
  number: v.number(),
  /** 'unpublished' until the office publishes it; then the answering statuses. */
  status: v.string(),
  preamble: v.string(),
  deadline: v.nullable(IsoDateTime),
  publishedAt: v.nullable(IsoDateTime),
  questions: v.array(v.object({ questionNumber: v.number(), text: v.string(), attachments: v.array(Attachment) })),
})
export type StaffInformationRequest = v.InferOutput<typeof StaffInformationRequest>

export const StaffSimplifiedRequest = v.object({
  simplifiedInformationRequestId: Uuid,
  number: v.number(),
  status: v.string(),
  deadline: v.nullable(IsoDateTime),
  publishedAt: v.nullable(IsoDateTime),
  documents: v.array(Attachment),
})
export type StaffSimplifiedRequest = v.InferOutput<typeof StaffSimplifiedRequest>

export const StaffInformationRequestsResponse = v.object({
  status: StatusOk,
  informationRequests: v.array(StaffInformationRequest),
  simplifiedRequests: v.array(StaffSimplifiedRequest),
})

export const RequestSaved = v.object({ status: StatusOk, id: Uuid, number: v.number() })
export const RequestDocumentSaved = v.object({ status: StatusOk, documentId: Uuid, fileName: v.string() })
