// What the proponent sends when answering an information request, and what the registry answers
// (spec public-registry §3 "Answers payload", §7 "Writes").
import * as v from 'valibot'
import { StatusOk, Uuid } from './common.ts'
import { boundedList, Text } from './input.ts'

/** An answer's rich text, as the editor writes it; cleaned by the server's allow-list before it is kept. */
export const MAX_ANSWER_CHARACTERS = 200_000

export const Answer = v.object({
  questionNumber: v.pipe(v.number(), v.integer(), v.minValue(1, 'questionNumber must be 1 or more')),
  text: v.pipe(Text, v.maxLength(MAX_ANSWER_CHARACTERS, `an answer may be at most ${MAX_ANSWER_CHARACTERS.toLocaleString('en-CA')} characters`)),
  /** The answer's documents already uploaded; informational, the server keeps its own list. */
  attachments: v.optional(boundedList(Uuid, 500), []),
})

export const AnswersPayload = v.object({
  projectId: Uuid,
  informationRequestId: Uuid,
  /** false saves a draft; true submits the answers for review. */
  publish: v.boolean(),
  answers: boundedList(Answer, 500),
})
export type AnswersPayload = v.InferOutput<typeof AnswersPayload>

/** Body of the simplified request's PUT: its whole answer is its documents. */
export const SimplifiedAnswerPayload = v.object({
  projectId: Uuid,
  simplifiedInformationRequestId: Uuid,
  publish: v.optional(v.boolean(), true),
})
export type SimplifiedAnswerPayload = v.InferOutput<typeof SimplifiedAnswerPayload>

/** The review deadline, as the spec's stageDatesFormatted.deadlineDate and as an ISO time for the reader's own format. */
export const AnswersSaved = v.object({
  status: StatusOk,
  informationRequestStatus: v.string(),
  reviewDeadline: v.nullable(v.string()),
  stageDatesFormatted: v.object({ deadlineDate: v.nullable(v.string()) }),
})
export type AnswersSaved = v.InferOutput<typeof AnswersSaved>

export const AnswerDocumentSaved = v.object({ status: StatusOk, documentId: Uuid, documentTypeId: v.number(), unredactedUploadId: Uuid, fileName: v.string() })
export type AnswerDocumentSaved = v.InferOutput<typeof AnswerDocumentSaved>

export const AnswerDocumentRemoved = v.object({ status: StatusOk, fileName: v.string() })

/** The test hooks' and the office's publication of an answer. */
export const PublishAnswer = v.object({ informationRequestId: Uuid })
export const PublishSimplifiedAnswer = v.object({ simplifiedInformationRequestId: Uuid })
