// Contracts of the office's review queues other than comments: each queue and their counts, an
// item's "needs further review" mark, and the decisions on documents, answers and intervenor
// applications (proposals are accepted or returned through the staff project routes).
import * as v from 'valibot'
import { contract, multipartBody } from '../../http/openapi.ts'
import * as s from '../../../shared/schemas/staff-queues.ts'
import { DecidedErrorBody, StatusOk } from '../../../shared/schemas/common.ts'
import { describeAccepted, MAX_DOCUMENT_BYTES } from '../../../shared/domain/document-files.ts'

const tags = ['Staff']
const staff = { 404: 'Not staff (the workspace does not exist for them), or no such queue or item' }
const write = {
  ...staff,
  400: 'A value is missing or not valid',
  409: { description: 'The item has already been reviewed (by whom and when), or does not wait for review', schema: DecidedErrorBody },
}
const done = v.object({ status: StatusOk })
const MB = 1024 * 1024

export const routes = {
  counts: contract({
    tags,
    summary: 'How many items wait in each review queue other than comments (the staff navigation shows them)',
    ok: s.QueueCountsResponse,
    errors: staff,
  }),
  queue: contract({
    tags,
    summary: 'A review queue, oldest received first, each item with its review due date',
    description:
      'queue is documents (unreviewed documents of public projects), answers (submitted information-request answers), intervenors (applications) or proposals (at Proposal Check).',
    ok: s.QueueResponse,
    errors: staff,
  }),
  furtherReview: contract({ tags, summary: 'Mark an item for further review; it stays in its queue', ok: done, errors: write }),
  publishDocument: contract({ tags, summary: 'Publish a document as Public; the activity feed tells of it', ok: done, errors: write }),
  markDocumentInternal: contract({
    tags,
    summary: 'Mark a document Internal: its project’s proponent side and staff see it, the public never',
    ok: done,
    errors: write,
  }),
  publishRedacted: contract({
    tags,
    summary: 'Publish a redacted version of a document: it becomes the public file, the original stays for staff and the proponent side',
    description: `Multipart: the redacted file in field "file". Accepted files: ${describeAccepted({ form: 'general', group: 'project' })}.`,
    requestBody: multipartBody({ file: { type: 'string', format: 'binary', description: `At most ${MAX_DOCUMENT_BYTES / MB} MB` } }),
    ok: done,
    errors: {
      ...write,
      413: `The file is larger than ${MAX_DOCUMENT_BYTES / MB} MB`,
      415: 'Not a kind of file documents are kept in, or the contents do not match the name',
      422: 'A zip or Office document that could not safely be unpacked',
    },
  }),
  publishAnswer: contract({
    tags,
    summary: 'Publish a submitted answer to an information request (simplified or not): it becomes the published answer',
    ok: done,
    errors: write,
  }),
  acceptIntervenor: contract({
    tags,
    summary: 'Accept an intervenor application: the applicant becomes an intervenor of the project, is listed publicly and is mailed',
    ok: done,
    errors: write,
  }),
  declineIntervenor: contract({ tags, summary: 'Decline an intervenor application with a reason the applicant is mailed', ok: done, errors: write }),
}
