// A rejected comment's resubmission through the link e-mailed to its author (issue 18): what the
// link shows them, and the edited text they send back for a new review.
import * as v from 'valibot'
import { IsoDateTime, StatusOk } from './common.ts'
import { WITHHOLD_REASONS } from '../domain/comment-review.ts'
import { COMMENT_LIMITS } from './comment-submission.ts'

export const ResubmissionView = v.object({
  status: StatusOk,
  projectId: v.string(),
  projectNumber: v.nullable(v.string()),
  projectTitle: v.string(),
  /** The rejected text as its author sent it (they wrote it; only they hold the link). */
  comment: v.string(),
  reason: v.picklist(WITHHOLD_REASONS),
  /** The reviewer's words when the reason is "other". */
  note: v.nullable(v.string()),
  expiresAt: IsoDateTime,
})
export type ResubmissionView = v.InferOutput<typeof ResubmissionView>

export const ResubmitBody = v.object({
  comment: v.pipe(v.string(), v.trim(), v.nonEmpty('Write your comment.'), v.maxLength(COMMENT_LIMITS.textCharacters, 'Your comment is too long.')),
})
export type ResubmitBody = v.InferOutput<typeof ResubmitBody>

export const ResubmitAnswer = v.object({ status: StatusOk, commentNumber: v.string() })
