// Contracts of the documents people add to a project after its proposal (spec public-registry §7
// "Writes"): Add Document, a decision body's decision and authorization, the details given after
// the upload, and the note to the office that an authorization arrived.
import { contract, multipartBody } from '../../http/openapi.ts'
import { DocumentChanged } from '../../../shared/schemas/proposal-document.ts'
import { ProjectDocumentSaved } from '../../../shared/schemas/project-upload.ts'
import { describeAccepted, MAX_DOCUMENT_BYTES } from '../../../shared/domain/document-files.ts'

const tags = ['Project documents']
const MB = 1024 * 1024
const notAllowed =
  'No such project visible to the caller (code not-found), or the caller is not its proponent or agent, or for a decision or authorization not its decision body (code not-allowed)'

export const routes = {
  addProjectDocument: contract({
    tags,
    summary: 'Add a document to a project: the proponent’s or agent’s Add Document, or a decision body’s decision or authorization',
    description: `Multipart: the file in field "file", and optionally "documentTypeId": left out (or 2, Supporting Document, or 21, Other) for the proponent or agent, outside information-request stages; 12 (Decision Document) for a decision body once the recommendation is sent; 13 (Authorization) for a decision body within six months of the decision document while none is on file. Accepted files: ${describeAccepted({ form: 'general', group: 'project' })}. The document waits for review (Unreviewed): its uploader’s side and staff see it, the public does not. Its description and received date follow with update-document. An Idempotency-Key header makes a resent upload answer as the first did.`,
    requestBody: multipartBody({
      file: { type: 'string', format: 'binary', description: `At most ${MAX_DOCUMENT_BYTES / MB} MB` },
      documentTypeId: { type: 'integer' },
    }),
    ok: ProjectDocumentSaved,
    errors: {
      400: 'A field is not accepted, or the file is empty',
      401: 'Not logged in',
      404: notAllowed,
      409: 'Not now: an information request is under way (code information-request), the project is closed, the recommendation is not sent, the authorization window is over or an authorization is on file (code not-now)',
      413: `The file is larger than ${MAX_DOCUMENT_BYTES / MB} MB`,
      415: 'Not a kind of file documents are kept in, or the contents do not match the name',
      422: 'A zip or Office document that could not safely be unpacked',
    },
  }),
  updateDocument: contract({
    tags,
    summary: 'Give a document one added the details it is listed with: description (at most 50 characters), type and received date',
    description:
      'Only the person who uploaded the document, while it waits for review and while they are still the project’s proponent or agent (or decision body, for a decision or authorization). A documentTypeId left out or null keeps the type; a proponent’s document is a Supporting Document (2) or Other (21), a decision body’s keeps its type. receivedDate is a day (YYYY-MM-DD), not after today.',
    ok: DocumentChanged,
    errors: {
      400: 'A field is not accepted',
      401: 'Not logged in',
      404: 'No such project or document visible to the caller, or the caller did not upload it (code not-allowed)',
      409: 'The document has been reviewed (code reviewed)',
    },
  }),
  notifyAuthorizationUploaded: contract({
    tags,
    summary: 'Tell the project’s lead assessor, by mail, that the caller’s authorization is on file',
    description: 'For a decision body of the project that has uploaded an authorization to it. The mail goes after the answer.',
    ok: DocumentChanged,
    errors: {
      400: 'A field is not accepted',
      401: 'Not logged in',
      404: 'No such project visible to the caller, or the caller is not its decision body (code not-allowed)',
      409: 'The caller has uploaded no authorization to the project (code no-authorization)',
    },
  }),
}
