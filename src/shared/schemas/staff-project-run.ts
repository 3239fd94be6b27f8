// Running a project's public process from the staff workspace (issue 18 item 3): its comment
// periods and seeking-views deadline, its lead assessor, panel and key documents.
import * as v from 'valibot'
import { IsoDateTime, StatusOk } from './common.ts'
import { RichText } from './staff-content.ts'
import { COMMENT_AUDIENCES, COMMENT_PERIOD_REFUSALS } from '../domain/comment-period.ts'

const Day = v.pipe(v.string(), v.isoDate('Give the date as YYYY-MM-DD.'))

export const OpenCommentPeriodBody = v.object({
  audience: v.picklist(COMMENT_AUDIENCES, 'Choose who may comment: the public or participants only.'),
  /** First and last Yukon days; comments are taken until the end of the last. */
  startDate: Day,
  endDate: Day,
})
export type OpenCommentPeriodBody = v.InferOutput<typeof OpenCommentPeriodBody>

export const SeekingViewsDeadlineBody = v.object({
  /** The last Yukon day views and information are taken. */
  deadline: Day,
})

/** The printable public notice's own text, in English and French (rich text; empty for none). */
export const PublicNoticeTextBody = v.object({ text: RichText, textFr: RichText })
export type PublicNoticeTextBody = v.InferOutput<typeof PublicNoticeTextBody>

export const StaffProjectRun = v.object({
  /** The public notice's own text as staff wrote it (sanitized HTML; empty for none). */
  publicNoticeText: PublicNoticeTextBody,
  /** The period staff opened, while it is open (it ends by itself after its last day). */
  commentPeriod: v.nullable(v.object({ audience: v.picklist(COMMENT_AUDIENCES), startsAt: v.nullable(IsoDateTime), endsAt: v.nullable(IsoDateTime) })),
  /** Why no period can open now; null when one can. */
  commentPeriodRefusal: v.nullable(v.picklist(COMMENT_PERIOD_REFUSALS)),
  takesSeekingViewsDeadline: v.boolean(),
  seekingViewsDeadline: v.nullable(IsoDateTime),
  leadAssessorId: v.nullable(v.string()),
  /** Staff who may lead an assessment. */
  assessors: v.array(v.object({ userId: v.string(), name: v.string() })),
  /** A panel review's panel; null for other project types. */
  panel: v.nullable(
    v.object({
      members: v.array(v.object({ name: v.string(), title: v.string() })),
      showPanelMembers: v.boolean(),
      showHearingsTab: v.boolean(),
      showIntervenorsTab: v.boolean(),
      showApplyToBeIntervenor: v.boolean(),
    }),
  ),
  outcomeId: v.nullable(v.string()),
  decisionId: v.nullable(v.string()),
  /** Whether the assessment outcome and the decision can be recorded at the project's stage. */
  takesOutcome: v.boolean(),
  takesDecision: v.boolean(),
  /** Decision documents the project's decision bodies uploaded. */
  decisionDocuments: v.array(v.object({ documentId: v.string(), fileName: v.string(), uploadedAt: IsoDateTime })),
  /** The project's public documents, to mark the key ones. */
  documents: v.array(v.object({ documentId: v.string(), documentNumber: v.nullable(v.string()), description: v.string(), keyDocument: v.boolean() })),
})
export type StaffProjectRun = v.InferOutput<typeof StaffProjectRun>
export const StaffProjectRunResponse = v.object({ status: StatusOk, run: StaffProjectRun })

export const LeadAssessorBody = v.object({ userId: v.pipe(v.string(), v.uuid('Choose a staff member as the lead assessor.')) })

const PanelMember = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('Give each panel member’s name.'), v.maxLength(200, 'Keep a name under 200 characters.')),
  title: v.pipe(v.string(), v.trim(), v.maxLength(200, 'Keep a title under 200 characters.')),
})
export const PANEL_FLAGS = ['showPanelMembers', 'showHearingsTab', 'showIntervenorsTab', 'showApplyToBeIntervenor'] as const
export const PanelBody = v.object({
  /** In the order the public page lists them. */
  members: v.pipe(v.array(PanelMember), v.maxLength(20, 'A panel has at most 20 members.')),
  showPanelMembers: v.boolean(),
  showHearingsTab: v.boolean(),
  showIntervenorsTab: v.boolean(),
  showApplyToBeIntervenor: v.boolean(),
})
export type PanelBody = v.InferOutput<typeof PanelBody>

export const KeyDocumentBody = v.object({ documentId: v.pipe(v.string(), v.uuid('Choose a document of this project.')), keyDocument: v.boolean() })

export const OutcomeBody = v.object({ outcomeId: v.pipe(v.string(), v.nonEmpty('Choose the assessment outcome.')) })

export const DecisionBody = v.object({
  /** The decision body's uploaded decision document. */
  documentId: v.pipe(v.string(), v.uuid('Choose the decision body’s decision document.')),
  decisionId: v.pipe(v.string(), v.nonEmpty('Choose the decision: Accept, Vary or Reject.')),
})
