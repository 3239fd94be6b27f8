// Contracts of the office's comment review: the queue and its count, one comment with its
// original, and publish / reject / mark for further review.
import * as v from 'valibot'
import { describeRoute, resolver } from 'hono-openapi'
import { contract } from '../../http/openapi.ts'
import { DecidedErrorBody, ErrorBody } from '../../../shared/schemas/common.ts'
import { COMMENT_ATTACHMENT_SLOT, describeAccepted, MAX_DOCUMENT_BYTES } from '../../../shared/domain/document-files.ts'
import * as s from '../../../shared/schemas/staff-comments.ts'
import { StatusOk } from '../../../shared/schemas/common.ts'

const tags = ['Staff']
const staff = { 404: 'Not staff (the workspace does not exist for them), or no such comment' }
const write = {
  ...staff,
  400: 'A value is missing or not valid',
  409: { description: 'The comment has already been reviewed: by whom and when', schema: DecidedErrorBody },
}
const done = v.object({ status: StatusOk })
const json = (description: string, schema: v.GenericSchema) => ({ description, content: { 'application/json': { schema: resolver(schema) } } })

export const routes = {
  queue: contract({
    tags,
    summary: 'Unreviewed comments across projects, oldest received first, each with its review due date',
    ok: s.ReviewQueueResponse,
    errors: staff,
  }),
  count: contract({ tags, summary: 'How many comments wait for review (the staff navigation shows it)', ok: s.ReviewCountResponse, errors: staff }),
  comment: contract({ tags, summary: 'A comment as its author sent it, with its files', ok: s.ReviewCommentResponse, errors: staff }),
  publish: contract({ tags, summary: 'Publish a comment; each withheld passage is replaced in the public copy by its reason', ok: done, errors: write }),
  reject: contract({ tags, summary: 'Reject a comment with a reason; it never shows publicly', ok: done, errors: write }),
  redactAttachment: describeRoute({
    tags,
    summary: 'Upload the redacted version of a comment’s file: the public gets it instead, and the original stays for staff only',
    description: `Multipart, the file in field "file", at most ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB: ${describeAccepted(COMMENT_ATTACHMENT_SLOT)}.`,
    parameters: [
      { name: 'commentId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
      { name: 'documentId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
    ],
    requestBody: {
      required: true,
      content: { 'multipart/form-data': { schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } } },
    },
    responses: {
      200: json('The redacted version was kept', s.RedactedAttachmentSaved),
      400: json('No file in a field named file, or an empty one', ErrorBody),
      404: json(staff[404], ErrorBody),
      413: json('The file is too large', ErrorBody),
      415: json('A kind of file a comment does not take, or contents that do not match the name', ErrorBody),
    },
  }),
  furtherReview: contract({ tags, summary: 'Mark a comment for further review; it stays in the queue', ok: done, errors: write }),
}
