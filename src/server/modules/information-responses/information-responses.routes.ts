// Contracts of the answers to information requests (spec public-registry §7 "Writes"): saving or
// submitting the answers, one file at a time per question, and removing a file.
import { contract, multipartBody } from '../../http/openapi.ts'
import { AnswerDocumentRemoved, AnswerDocumentSaved, AnswersSaved } from '../../../shared/schemas/information-response.ts'
import { ANSWER_ATTACHMENT_SLOT, describeAccepted, MAX_DOCUMENT_BYTES } from '../../../shared/domain/document-files.ts'

const tags = ['Information responses']
const who = 'Only the project’s proponent or agent answers, while the request is published or holds a draft answer.'
const refused = {
  401: 'Not logged in',
  403: 'The caller is not the project’s proponent or agent',
  404: 'No visible project, or no such request (question, file) in it',
  409: 'The request no longer takes answers (already answered or published)',
}
const upload = (summary: string) =>
  contract({
    tags,
    summary,
    description: `Multipart: one file in field "file", at most ${MAX_DOCUMENT_BYTES / (1024 * 1024)} MB; files go one at a time, in order. Accepted: ${describeAccepted(ANSWER_ATTACHMENT_SLOT)}. The file is kept as an Unreviewed document until the office publishes the answers. ${who}`,
    requestBody: multipartBody({ file: { type: 'string', format: 'binary' } }),
    ok: AnswerDocumentSaved,
    errors: {
      ...refused,
      400: 'No file, or an empty one',
      413: 'The file is too large',
      415: 'A kind of file not taken, or contents that do not match its name',
      422: 'An archive that cannot be safely unpacked',
    },
  })

export const routes = {
  saveAnswers: contract({
    tags,
    summary: 'Save the answers to an information request as a draft (publish false) or submit them for review (publish true)',
    description: `Each answer's text is cleaned by the rich-text allow-list. Submitting needs at least one file attached to the answers; the answer gives the review deadline. ${who}`,
    ok: AnswersSaved,
    errors: { ...refused, 400: 'A field is not accepted, a question does not exist, or a submission has no file' },
  }),
  addAnswerDocument: upload('Attach a file to the answer to one question'),
  removeAnswerDocument: contract({
    tags,
    summary: 'Remove a file from the answer to one question',
    description: who,
    ok: AnswerDocumentRemoved,
    errors: refused,
  }),
  saveSimplified: contract({
    tags,
    summary: 'Save (publish false) or submit (publish true, the default) the answer to a simplified information request: its files',
    description: `Submitting needs at least one file. ${who}`,
    ok: AnswersSaved,
    errors: { ...refused, 400: 'A field is not accepted, or a submission has no file' },
  }),
  addSimplifiedDocument: upload('Attach a file to the answer to a simplified information request'),
  removeSimplifiedDocument: contract({
    tags,
    summary: 'Remove a file from the answer to a simplified information request',
    description: who,
    ok: AnswerDocumentRemoved,
    errors: refused,
  }),
}
