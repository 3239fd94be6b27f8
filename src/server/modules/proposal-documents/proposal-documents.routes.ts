// Contracts of a proposal's document routes (spec proposals-and-accounts §7 "Uploads", "Projects
// and proposals"): resumable upload sessions, the spec's single-shot uploads, removal,
// descriptions, and the lists of the proposal's own document groups.
import type { GenericSchema } from 'valibot'
import { describeRoute, resolver } from 'hono-openapi'
import { contract, multipartBody, v } from '../../http/openapi.ts'
import { ErrorBody } from '../../../shared/schemas/common.ts'
import { DocumentsResponse } from '../../../shared/schemas/document.ts'
import { DocumentChanged, DocumentSaved, UploadProgress, UploadRefused } from '../../../shared/schemas/proposal-document.ts'
import { describeAccepted, GROUP_LABEL, MAX_DOCUMENT_BYTES, MAX_UPLOAD_CHUNK_BYTES } from '../../../shared/domain/document-files.ts'
import type { DocumentUploadGroup } from '../../../shared/domain/document-files.ts'
import { PLACER_CATEGORY_TYPE_IDS } from '../../../shared/domain/placer-documents.ts'

const tags = ['Proposal documents']
const MB = 1024 * 1024
const json = (description: string, schema: GenericSchema) => ({ description, content: { 'application/json': { schema: resolver(schema) } } })
const error = (description: string) => json(description, ErrorBody)

const ARCHIVE_REFUSED =
  'A zip, KMZ or Office document that would unpack to too much or far tighter than ordinary files (code zip-too-large), names a file outside its folder (zip-unsafe-path), or cannot be opened (zip-broken)'
const who = 'The caller’s own draft, or their submitted proposal while it waits at Proposal Check (then only documents nobody has reviewed).'
const refusedChange = {
  401: 'Not logged in',
  404: 'No such proposal of the caller, or no such document in it',
  409: 'The proposal is being assessed, or the document was reviewed',
}
const adds = {
  400: 'A field is not accepted',
  401: 'Not logged in',
  404: 'No such proposal of the caller',
  409: 'The proposal already has its one proposal file or agent-consent file (remove it to replace it), or it is being assessed',
  413: `The file is larger than ${MAX_DOCUMENT_BYTES / MB} MB`,
  415: 'The group does not take files of this kind, or the contents do not match the name',
  422: ARCHIVE_REFUSED,
}

/** What a group takes, and what the PDF upload's slot of it takes when that differs. */
const accepted = (group: DocumentUploadGroup) => {
  const general = describeAccepted({ form: 'general', group })
  const upload = describeAccepted({ form: 'upload', group })
  return upload === general ? general : `${general} (the PDF upload's: ${upload})`
}

/** Which documentTypeId a proposal's document may carry (placer-documents proponentDocumentTypes). */
const typeNote = `A documentTypeId left out or null is the group’s own type; a proposal’s document may be a Project Proposal (1), Supporting Document (2), Proposal Location File (3), Agent Consent Form (4) or Other (21), and a placer proposal’s project-group document one of the placer form’s required document categories (${PLACER_CATEGORY_TYPE_IDS.join(', ')}; 21 is its Other).`

const uploadGroupNote = (['project', 'proposal', 'proposal-location', 'agent-consent'] as const)
  .map((g) => `${g} (${GROUP_LABEL[g]}s): ${accepted(g)}`)
  .join('; ')

const singleShot = (group: DocumentUploadGroup) =>
  contract({
    tags,
    summary: `Upload a ${GROUP_LABEL[group]} to the caller’s proposal in one request`,
    description: `Multipart: the file in field "file", with optional "description" (at most 50 characters) and "documentTypeId". Accepted: ${accepted(group)}. ${typeNote} ${who} An Idempotency-Key header makes a resent upload answer as the first did. Large files over a poor connection go better through /api/uploads/sessions.`,
    requestBody: multipartBody({
      file: { type: 'string', format: 'binary', description: `At most ${MAX_DOCUMENT_BYTES / MB} MB` },
      description: { type: 'string', maxLength: 50 },
      documentTypeId: { type: 'integer' },
    }),
    ok: DocumentSaved,
    errors: adds,
  })

const uploadIdParameter = { name: 'uploadId', in: 'path' as const, required: true, schema: { type: 'string' as const, format: 'uuid' } }

export const routes = {
  start: contract({
    tags,
    summary: 'Start a resumable upload of a proposal’s document, or find where it stands',
    description: `The browser makes uploadId, so sending the same start again, even at the same moment, answers the same, with the bytes received so far: the next chunk starts there. Groups and the files they take: ${uploadGroupNote}. ${typeNote} ${who} On a project past Proposal Check, a session of the project group carries a document added to the project instead, by the rules of PUT /api/uploads/add-project-document (its documentTypeId: none, 2 or 21 for the proponent or agent, 12 or 13 for a decision body), and completing it answers as that upload does.`,
    ok: UploadProgress,
    errors: { ...adds, 409: `${adds[409]}; or the uploadId is used for another file` },
  }),
  chunk: describeRoute({
    tags,
    summary: 'Send a chunk of a resumable upload',
    description: `The raw bytes, at most ${MAX_UPLOAD_CHUNK_BYTES / MB} MB, with a Content-Range header "bytes start-end/total". A chunk must start at or before the bytes received; the part already received is skipped, so resending a chunk is harmless. What arrived of an interrupted chunk is kept.`,
    parameters: [
      uploadIdParameter,
      {
        name: 'Content-Range',
        in: 'header',
        required: true,
        schema: { type: 'string', pattern: '^bytes \\d+-\\d+/\\d+$' },
        description: 'bytes start-end/total, end inclusive; total is the size given at the start',
      },
    ],
    requestBody: { required: true, content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } },
    responses: {
      200: json('The bytes received so far', UploadProgress),
      400: json(
        'No usable Content-Range, or the chunk arrived incomplete (UploadRefused with code incomplete-chunk: send from received)',
        v.union([UploadRefused, ErrorBody]),
      ),
      401: error('Not logged in'),
      404: error('No such upload of the caller'),
      409: json(
        'The chunk starts after the bytes received (code wrong-offset), or another chunk of this upload is still arriving (code busy): send from received',
        UploadRefused,
      ),
      413: error(`The chunk is larger than ${MAX_UPLOAD_CHUNK_BYTES / MB} MB`),
    },
  }),
  complete: describeRoute({
    tags,
    summary: 'Complete a resumable upload: the file becomes an unreviewed document of the proposal',
    description:
      'Checks the size, the first bytes and, for a zip, KMZ or Office document, the whole archive, and keeps the file with its SHA-256. Completing again answers the same.',
    parameters: [uploadIdParameter],
    responses: {
      200: json('The document made', DocumentSaved),
      401: error('Not logged in'),
      404: error('No such upload of the caller'),
      409: json(
        'Not all bytes have arrived (code incomplete: send from received); or the proposal already has its one file of this group, or is being assessed',
        v.union([UploadRefused, ErrorBody]),
      ),
      415: error('The contents do not match the file’s name'),
      422: error(ARCHIVE_REFUSED),
    },
  }),
  addProjectDocument: singleShot('project'),
  addProposalDocument: singleShot('proposal'),
  addProposalLocationDocument: singleShot('proposal-location'),
  addAgentConsentDocument: singleShot('agent-consent'),
  remove: contract({
    tags,
    summary: 'Remove a document from the caller’s proposal',
    description: `${who} Removing a document already removed answers OK.`,
    ok: DocumentChanged,
    errors: { 400: 'A field is not accepted', ...refusedChange },
  }),
  describe: contract({
    tags,
    summary: 'Change the description (at most 50 characters) and type of a document of the caller’s proposal',
    description: `${who} A documentTypeId left out or null keeps the document’s type; otherwise it is one its group takes (see /api/uploads/sessions), which moves a placer proposal’s document to another category.`,
    ok: DocumentChanged,
    errors: { 400: 'A field is not accepted', ...refusedChange },
  }),
  proposalLocation: contract({
    tags,
    summary: 'Location files of a proposal that the viewer may see',
    ok: DocumentsResponse,
    errors: { 404: 'No visible project' },
  }),
  agentConsent: contract({
    tags,
    summary: 'The agent consent form of a proposal, when the viewer may see it',
    ok: DocumentsResponse,
    errors: { 404: 'No visible project' },
  }),
  projectProposal: contract({
    tags,
    summary: 'The proposal file of a proposal, when the viewer may see it',
    ok: DocumentsResponse,
    errors: { 404: 'No visible project' },
  }),
}
