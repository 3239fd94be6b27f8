// What the office authors on a project (issue 18 item 3): information requests with their numbered
// questions, attachments and deadline, saved unpublished and then published, and simplified
// requests, whose questions are whole documents.
import * as v from 'valibot'
import { IsoDateTime, NoticeSent, StatusOk, Uuid } from './common.ts'

/** Rich text of a preamble or question, cleaned by the allow-list on the server. */
const MAX_RICH_TEXT = 200_000
export const MAX_QUESTIONS = 100

/** Rich text staff write (sanitized on the server before it is stored). */
export const RichText = v.pipe(v.string(), v.maxLength(MAX_RICH_TEXT, 'Keep the text under 200,000 characters.'))
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

/** Notes, correspondence and document groups: Internal (staff only) or Public. */
export const RECORD_KINDS = ['note', 'correspondence', 'document-group'] as const
export type RecordKind = (typeof RECORD_KINDS)[number]
export const AUTHORED_RECORD_STATES = ['internal', 'public'] as const

const Title = v.pipe(v.string(), v.trim(), v.nonEmpty('Give a title.'), v.maxLength(300, 'Keep the title under 300 characters.'))

export const RecordDraft = v.object({
  kind: v.picklist(RECORD_KINDS),
  title: Title,
  /** A note's text (rich text), or a letter's or group's description (plain). */
  body: RichText,
  state: v.picklist(AUTHORED_RECORD_STATES),
})
export type RecordDraft = v.InferOutput<typeof RecordDraft>

export const RecordStateBody = v.object({ state: v.picklist(AUTHORED_RECORD_STATES) })

/** What can change of a record once written: its title and text (its state changes on its own). */
export const RecordEdit = v.object({
  title: Title,
  body: RichText,
  /** The record's revision the edit started from: a stale edit is refused. */
  revision: v.pipe(v.number(), v.integer()),
})
export type RecordEdit = v.InferOutput<typeof RecordEdit>

const Day = v.nullable(v.pipe(v.string(), v.isoDate('Give the date as YYYY-MM-DD.')))
const ShortText = v.pipe(v.string(), v.trim(), v.maxLength(300, 'Keep it under 300 characters.'))

export const HearingDraft = v.object({
  title: Title,
  startDate: Day,
  endDate: Day,
  time: ShortText,
  location: ShortText,
  description: RichText,
})
export type HearingDraft = v.InferOutput<typeof HearingDraft>

export const HearingEdit = v.object({ ...HearingDraft.entries, revision: v.pipe(v.number(), v.integer()) })
export type HearingEdit = v.InferOutput<typeof HearingEdit>

export const GeneralNoticeBody = v.object({
  note: v.pipe(v.string(), v.trim(), v.nonEmpty('Write what the notice says.'), v.maxLength(4000, 'Keep the notice under 4,000 characters.')),
})

const StaffRecord = v.object({
  recordId: Uuid,
  kind: v.picklist(RECORD_KINDS),
  title: v.string(),
  body: v.string(),
  state: v.string(),
  revision: v.number(),
  documents: v.array(Attachment),
})
export type StaffRecord = v.InferOutput<typeof StaffRecord>
const StaffHearing = v.object({
  hearingId: Uuid,
  title: v.string(),
  startDate: v.nullable(IsoDateTime),
  endDate: v.nullable(IsoDateTime),
  time: v.nullable(v.string()),
  location: v.nullable(v.string()),
  description: v.string(),
  revision: v.number(),
  documents: v.array(Attachment),
})
export type StaffHearing = v.InferOutput<typeof StaffHearing>

export const StaffRecordsResponse = v.object({ status: StatusOk, records: v.array(StaffRecord), hearings: v.array(StaffHearing) })
export const RecordSaved = v.object({ status: StatusOk, id: Uuid })
export const HearingSaved = v.object({ ...RecordSaved.entries, ...NoticeSent.entries })
