// Contracts of the intervenor routes (spec proposals-and-accounts §7 "Projects and proposals",
// "Uploads"; public-registry §7 "Writes"): the application, its files, the application form, and
// an accepted intervenor's submissions.
import { describeRoute } from 'hono-openapi'
import { contract, multipartBody } from '../../http/openapi.ts'
import { IntervenorApplied, IntervenorCheck, IntervenorDocumentSaved, IntervenorSubmissionSaved } from '../../../shared/schemas/intervenor.ts'
import { describeAccepted, INTERVENOR_SLOT, MAX_DOCUMENT_BYTES } from '../../../shared/domain/document-files.ts'
import { HEARING_MATERIAL_DAYS } from '../../../shared/domain/intervenors.ts'
import { NO_APPLICATION_FILE } from './intervenors.service.ts'

const tags = ['Intervenors']
const MB = 1024 * 1024
const file = { type: 'string' as const, format: 'binary', description: `At most ${MAX_DOCUMENT_BYTES / MB} MB; ${describeAccepted(INTERVENOR_SLOT)}` }
const fileErrors = {
  401: 'Not logged in',
  413: `The file is larger than ${MAX_DOCUMENT_BYTES / MB} MB`,
  415: 'Not a kind of file taken, or the contents do not match the name',
  422: 'A zip or Office document that would unpack to too much, names a file outside its folder, or cannot be opened',
}

export const routes = {
  check: contract({
    tags,
    summary: 'Whether the caller has applied to be an intervenor on the project',
    description: 'OK: no application yet; "KO - already applied": the caller applied before (whatever the office decided).',
    ok: IntervenorCheck,
    errors: { 400: 'A field is not accepted', 401: 'Not logged in', 404: 'No project the caller may see' },
  }),
  apply: contract({
    tags,
    summary: 'Apply to be an intervenor on a panel review',
    description:
      'Records the application (who, when; status applied) for the office to decide; its files follow through add-intervenor-document. The applicant agrees to the privacy statement and the terms of use (agreeToPrivacy, agreeToTerms: true). A second application answers "KO - already applied".',
    ok: IntervenorApplied,
    errors: {
      400: 'A field is not accepted, or an agreement is not given',
      401: 'Not logged in',
      404: 'No project the caller may see',
      409: 'The project takes no intervenor applications, or the caller is the office’s staff',
    },
  }),
  addApplicationDocument: contract({
    tags,
    summary: 'Attach a file to the caller’s own intervenor application',
    description: `Multipart: the file in field "file". Only the applicant, while the office has not decided the application. The file is Unreviewed. No file: "${NO_APPLICATION_FILE}"`,
    requestBody: multipartBody({ file }),
    ok: IntervenorDocumentSaved,
    errors: {
      400: `No file ("${NO_APPLICATION_FILE}"), or a field is not accepted`,
      ...fileErrors,
      404: 'No such application of the caller on this project',
      409: 'The office has decided the application',
    },
  }),
  addSubmission: contract({
    tags,
    summary: 'Add an intervenor submission, or hearing material, to a panel review',
    description: `Multipart: the file in field "file", an optional "description" (at most 50 characters) and an optional "hearingId" naming the hearing the material is for. Only an accepted intervenor, in the comment period before the public hearings; hearing material until ${HEARING_MATERIAL_DAYS} days before its hearing (Yukon days). The document is Unreviewed until the office publishes it.`,
    requestBody: multipartBody({ file, description: { type: 'string', maxLength: 50 }, hearingId: { type: 'string', format: 'uuid' } }),
    ok: IntervenorSubmissionSaved,
    errors: {
      400: 'No file, or a field is not accepted',
      ...fileErrors,
      404: 'No project the caller may see',
      409: 'Not an accepted intervenor (code not-intervenor), not the comment period before the hearings (not-before-hearings), the hearing has no date (hearing-undated) or its material was due more than 14 days before it (hearing-material-late, with details.dueDate)',
    },
  }),
  applicationForm: describeRoute({
    tags,
    summary: 'The intervenor application form of a project, as a PDF to fill in',
    parameters: [{ name: 'language', in: 'query', required: false, schema: { type: 'string', enum: ['en', 'fr'], default: 'en' } }],
    responses: {
      200: { description: 'The form', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } },
      404: { description: 'No project the caller may see, or one that takes no intervenor applications' },
    },
  }),
}
