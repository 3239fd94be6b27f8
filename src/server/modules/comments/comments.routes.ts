// Contracts of the comment routes (spec public-registry §7 "Writes"): the submission, open to
// everyone, and its files, each sent with the upload token the submission answered.
import type { GenericSchema } from 'valibot'
import { describeRoute, resolver } from 'hono-openapi'
import { contract } from '../../http/openapi.ts'
import { ErrorBody } from '../../../shared/schemas/common.ts'
import { COMMENT_LIMITS, CommentDocumentSaved, CommentSubmittedResponse } from '../../../shared/schemas/comment-submission.ts'
import { COMMENT_ATTACHMENT_SLOT, describeAccepted, MAX_DOCUMENT_BYTES } from '../../../shared/domain/document-files.ts'
import { COMMENTS_CLOSED } from './comment-submissions.ts'

const tags = ['Comments']
const MB = 1024 * 1024
const json = (description: string, schema: GenericSchema) => ({ description, content: { 'application/json': { schema: resolver(schema) } } })
const error = (description: string) => json(description, ErrorBody)

export const routes = {
  submit: contract({
    tags,
    summary: 'Send a comment on a project, signed in or not; it waits for review before anyone else sees it',
    description: [
      'A signed-in person comments as their account, posting as one of their organizations (postingAs, required when they have several) or their company; the names and contact fields of the body are for anonymous visitors.',
      'The same clientCommentId sent again, or the same text from the same person on the project within a minute, answers the comment already stored, with a fresh upload token.',
      `The upload token admits the attachmentCount files announced, for ${COMMENT_LIMITS.uploadTokenMinutes} minutes, through /api/uploads/add-comment-document/{projectId}/{commentId}.`,
      'A receipt with the comment number is mailed to the e-mail address given (a signed-in person’s: their account’s, in their language).',
    ].join(' '),
    ok: CommentSubmittedResponse,
    errors: {
      400: `A field is refused (parameter names it), in the form's words; or the form was sent sooner than ${COMMENT_LIMITS.minimumFillMilliseconds / 1000} seconds after it opened (fillMilliseconds)`,
      401: 'A session token was sent and is no longer good',
      404: 'No visible project has that id',
      409: `code comments-closed: "${COMMENTS_CLOSED}" (the project is not open for comments, or not to this caller); code comment-id-taken: another person's comment has this clientCommentId`,
      413: 'The body is larger than 512 KB',
      429: 'Too many comments from this address or e-mail address lately (Retry-After says when to try again)',
    },
  }),
  addDocument: describeRoute({
    tags,
    summary: 'Attach a file to a comment just sent',
    description: `Multipart, the file in field "file", at most ${MAX_DOCUMENT_BYTES / MB} MB: ${describeAccepted(COMMENT_ATTACHMENT_SLOT)}. The file waits for review with its comment.`,
    parameters: [
      { name: 'projectId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
      { name: 'commentId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
      { name: 'Upload-Token', in: 'header', required: true, schema: { type: 'string' }, description: 'The uploadToken the comment’s submission answered' },
    ],
    requestBody: {
      required: true,
      content: { 'multipart/form-data': { schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } } },
    },
    responses: {
      200: json('The file was kept', CommentDocumentSaved),
      400: error('No file in a field named file, or an empty one'),
      403: error('No upload token, a token that is not this comment’s or has expired, a comment of another project, or more files than the comment announced'),
      404: error('No comment has that id'),
      413: error(`The file is larger than ${MAX_DOCUMENT_BYTES / MB} MB`),
      415: error('A kind of file a comment does not take, or contents that do not match the name'),
      422: error('A zip or Office document that would unpack to too much, or cannot be opened'),
    },
  }),
}
