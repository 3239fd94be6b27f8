// Comments, information requests, hearings, intervenors, activity and e-mail notifications as the
// project tabs read them (spec §3). Lists are bare lists, as the real registry answers (decision 0024).
import * as v from 'valibot'
import { WITHHOLD_REASONS } from '../domain/comment-review.ts'
import { StatusOk } from './common.ts'
import { DocumentItem } from './document.ts'
import { ActivityEvent } from './activity-event.ts'

export const CommentDocument = v.object({
  documentId: v.string(),
  documentNumber: v.nullable(v.string()),
  description: v.string(),
  fileName: v.string(),
  redactedUploadId: v.nullable(v.string()),
})

export const Comment = v.object({
  commentId: v.string(),
  /** Names withheld at the commenter's request; the page says "Anonymous". */
  anonymous: v.boolean(),
  firstName: v.string(),
  lastName: v.string(),
  postingAs: v.nullable(v.string()),
  /** The public copy, withheld passages marked "[withheld: reason]" in English (the real registry's field). */
  redactedComment: v.string(),
  /** The same copy in pieces, each withheld passage by its reason's code, for the page to say in its reader's language; null when nothing was withheld. */
  redactedCommentParts: v.nullable(v.array(v.union([v.object({ text: v.string() }), v.object({ withheld: v.picklist(WITHHOLD_REASONS) })]))),
  documentNumber: v.nullable(v.string()),
  /** ISO dates, for the page to format in the reader's language; the …Formatted ones are the registry's own English. */
  receivedDate: v.string(),
  submittedDate: v.string(),
  receivedDateFormatted: v.string(),
  submittedDateFormatted: v.string(),
  stageUploaded: v.nullable(v.string()),
  documents: v.array(CommentDocument),
})
export const CommentsResponse = v.array(Comment)
export const CommentDocumentsResponse = v.array(CommentDocument)

const Question = v.object({
  questionNumber: v.number(),
  text: v.string(),
  attachments: v.array(v.string()),
  answer: v.nullable(v.object({ text: v.nullable(v.string()), attachments: v.array(v.string()) })),
})

export const InformationRequest = v.object({
  informationRequestId: v.string(),
  number: v.number(),
  status: v.string(),
  projectStage: v.nullable(v.string()),
  preamble: v.string(),
  publishedDate: v.nullable(v.string()),
  answeredDate: v.nullable(v.string()),
  deadline: v.nullable(v.string()),
  deadlineDateFormatted: v.nullable(v.string()),
  documentNumberRequest: v.nullable(v.string()),
  documentNumberResponse: v.nullable(v.string()),
  /** A response exists but is not yet published: "Assessor Reviewing Information". */
  assessorReviewing: v.boolean(),
  questions: v.array(Question),
})
export const InformationRequestsResponse = v.array(InformationRequest)
export const InformationRequestResponse = v.object({ status: StatusOk, informationRequest: InformationRequest })
/** documentId → document, as the spec's map. */
export const DocumentMapResponse = v.record(v.string(), DocumentItem)

export const SimplifiedInformationRequest = v.object({
  simplifiedInformationRequestId: v.string(),
  number: v.number(),
  status: v.string(),
  projectStage: v.nullable(v.string()),
  publishedDate: v.nullable(v.string()),
  deadline: v.nullable(v.string()),
  deadlineDateFormatted: v.nullable(v.string()),
})
export const SimplifiedInformationRequestsResponse = v.array(SimplifiedInformationRequest)
export const SimplifiedInformationRequestResponse = v.object({ status: StatusOk, simplifiedInformationRequest: SimplifiedInformationRequest })
export const SimplifiedDocumentsResponse = v.object({
  status: StatusOk,
  questions: v.array(DocumentItem),
  replaced: v.array(DocumentItem),
  responses: v.array(DocumentItem),
})

export const Hearing = v.object({
  hearingId: v.string(),
  title: v.string(),
  startDate: v.nullable(v.string()),
  endDate: v.nullable(v.string()),
  time: v.nullable(v.string()),
  location: v.nullable(v.string()),
  description: v.string(),
  upcoming: v.boolean(),
})
export const HearingsResponse = v.array(Hearing)
export const HearingResponse = v.object({ status: StatusOk, hearing: Hearing })

export const Intervenor = v.object({ intervenorId: v.string(), displayName: v.string(), documents: v.array(DocumentItem) })
export const IntervenorsResponse = v.array(Intervenor)

export const MessagePart = v.object({ messagePartType: v.picklist(['Text', 'Link', 'Document Link']), message: v.string(), linkTo: v.optional(v.string()) })
export const ActivityItem = v.object({
  activityId: v.string(),
  activityDate: v.string(),
  secondarySort: v.number(),
  stageGrouping: v.nullable(v.string()),
  activityRangeStartDate: v.nullable(v.string()),
  activityRangeStartDateFormatted: v.nullable(v.string()),
  activityDateFormatted: v.string(),
  /** The sentence in English, as the registry's own clients read it. */
  messageParts: v.array(MessagePart),
  moreMessage: v.nullable(v.string()),
  /** What happened, for the page to say in the reader's language; null for free text (imported items), which is English. */
  event: v.nullable(ActivityEvent),
  documents: v.array(DocumentItem),
})
export const ActivityFeedResponse = v.array(ActivityItem)

export const EmailGroupsResponse = v.array(
  v.object({
    emailDate: v.string(),
    emailTypeGroups: v.array(
      v.object({
        emailTypeId: v.number(),
        emailRecipientGroups: v.array(
          v.object({
            emailRecipientId: v.number(),
            emails: v.array(
              v.object({
                emailMessageId: v.string(),
                emailRecipientType: v.number(),
                organizationId: v.nullable(v.string()),
                stageUploaded: v.nullable(v.string()),
                subject: v.string(),
                /** The subject in French, for a French reader; null on notices imported from the registry (English only). */
                subjectFr: v.nullable(v.string()),
              }),
            ),
          }),
        ),
      }),
    ),
  }),
)
export const EmailDetailResponse = v.object({
  status: StatusOk,
  email: v.object({
    emailMessageId: v.string(),
    subject: v.string(),
    organizationName: v.nullable(v.string()),
    sentDate: v.string(),
    sentDateFormatted: v.string(),
    content: v.string(),
    stageUploaded: v.nullable(v.string()),
    /** The notice in French, as the mail said it to a French reader; null on notices imported from the registry. */
    subjectFr: v.nullable(v.string()),
    contentFr: v.nullable(v.string()),
  }),
})

/** How many of the project's comments were withheld, for each reason (shared/domain/comment-review withheldByReason). */
export const WithheldCommentsResponse = v.object({
  status: StatusOk,
  total: v.number(),
  groups: v.array(v.object({ reason: v.picklist(WITHHOLD_REASONS), count: v.number() })),
})
