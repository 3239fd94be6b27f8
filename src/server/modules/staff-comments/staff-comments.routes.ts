// Contracts of the office's comment review: the queue and its count, one comment with its
// original, and publish / reject / mark for further review.
import * as v from 'valibot'
import { contract } from '../../http/openapi.ts'
import * as s from '../../../shared/schemas/staff-comments.ts'
import { StatusOk } from '../../../shared/schemas/common.ts'

const tags = ['Staff']
const staff = { 404: 'Not staff (the workspace does not exist for them), or no such comment' }
const write = { ...staff, 400: 'A value is missing or not valid', 409: 'The comment has already been reviewed' }
const done = v.object({ status: StatusOk })

export const routes = {
  queue: contract({ tags, summary: 'Unreviewed comments across projects, oldest received first, each with its review due date', ok: s.ReviewQueueResponse, errors: staff }),
  count: contract({ tags, summary: 'How many comments wait for review (the staff navigation shows it)', ok: s.ReviewCountResponse, errors: staff }),
  comment: contract({ tags, summary: 'A comment as its author sent it, with its files', ok: s.ReviewCommentResponse, errors: staff }),
  publish: contract({ tags, summary: 'Publish a comment; each withheld passage is replaced in the public copy by its reason', ok: done, errors: write }),
  reject: contract({ tags, summary: 'Reject a comment with a reason; it never shows publicly', ok: done, errors: write }),
  furtherReview: contract({ tags, summary: 'Mark a comment for further review; it stays in the queue', ok: done, errors: write }),
}
