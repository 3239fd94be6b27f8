// The office's review of comments (issue 18 item 2): the queue of unreviewed comments, one comment
// with its original, and the three answers a reviewer gives.
import * as v from 'valibot'
import { IsoDateTime, StatusOk } from './common.ts'
import { WITHHOLD_REASONS } from '../domain/comment-review.ts'

export const ReviewQueueItem = v.object({
  commentId: v.string(),
  projectId: v.string(),
  projectNumber: v.nullable(v.string()),
  projectTitle: v.string(),
  authorName: v.string(),
  /** Received per §9 (out of hours: 8:00 am the next business day). */
  receivedAt: IsoDateTime,
  /** 48 business hours after receivedAt. */
  reviewDueAt: IsoDateTime,
  needsFurtherReview: v.boolean(),
  attachmentCount: v.number(),
})
export type ReviewQueueItem = v.InferOutput<typeof ReviewQueueItem>
export const ReviewQueueResponse = v.object({ status: StatusOk, count: v.number(), comments: v.array(ReviewQueueItem) })
export const ReviewCountResponse = v.object({ status: StatusOk, count: v.number() })

export const ReviewComment = v.object({
  ...ReviewQueueItem.entries,
  state: v.picklist(['unreviewed', 'public', 'internal', 'rejected']),
  /** As its author sent it: only staff read it. */
  originalText: v.string(),
  submittedAt: IsoDateTime,
  /**
   * Who wrote it, as the office needs to judge and answer it: their contact (an anonymous visitor's
   * as typed, a signed-in person's from their account), the organization or company it is posted
   * for, and whether they asked that their name not be shown publicly.
   */
  writer: v.object({ email: v.nullable(v.string()), phoneNumber: v.nullable(v.string()), postingAs: v.nullable(v.string()), anonymousComment: v.boolean() }),
  /** The files as their writer sent them (the originals, which staff open from the review). */
  attachments: v.array(
    v.object({
      documentId: v.string(),
      fileName: v.string(),
      unredactedUploadId: v.nullable(v.string()),
      /** The redacted version staff uploaded, which the public gets instead; null while there is none. */
      redactedFileName: v.nullable(v.string()),
    }),
  ),
})
export type ReviewComment = v.InferOutput<typeof ReviewComment>
export const ReviewCommentResponse = v.object({ status: StatusOk, comment: ReviewComment })

const Reason = v.picklist(WITHHOLD_REASONS, 'Choose a reason.')
const Offset = v.pipe(v.number(), v.integer(), v.minValue(0))

export const PublishCommentBody = v.object({
  redactions: v.pipe(v.array(v.object({ start: Offset, end: Offset, reason: Reason })), v.maxLength(500)),
})
export type PublishCommentBody = v.InferOutput<typeof PublishCommentBody>

export const RejectCommentBody = v.object({
  reason: Reason,
  note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(4000, 'Keep the note under 4,000 characters.'))),
})
export type RejectCommentBody = v.InferOutput<typeof RejectCommentBody>

export const RedactedAttachmentSaved = v.object({ status: StatusOk, documentId: v.string(), redactedFileName: v.string() })
