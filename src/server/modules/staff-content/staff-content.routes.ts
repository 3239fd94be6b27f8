// Contracts of what the office authors on a project: information requests (full and simplified),
// saved unpublished, their files, and their publication.
import { contract, multipartBody } from '../../http/openapi.ts'
import * as s from '../../../shared/schemas/staff-content.ts'
import { NoticeSent, StatusOk } from '../../../shared/schemas/common.ts'
import { ANSWER_ATTACHMENT_SLOT, describeAccepted, MAX_DOCUMENT_BYTES } from '../../../shared/domain/document-files.ts'
import * as v from 'valibot'

const tags = ['Staff']
const staff = { 404: 'Not staff (the workspace does not exist for them), or no such project, request, question or file' }
const write = { ...staff, 400: 'A value is missing or not valid', 409: 'The request is already published' }
const upload = (summary: string) =>
  contract({
    tags,
    summary,
    description: `Multipart: one file in field "file", at most ${MAX_DOCUMENT_BYTES / (1024 * 1024)} MB. Accepted: ${describeAccepted(ANSWER_ATTACHMENT_SLOT)}. Seen by staff only until the request is published.`,
    requestBody: multipartBody({ file: { type: 'string', format: 'binary' } }),
    ok: s.RequestDocumentSaved,
    errors: {
      ...write,
      413: 'The file is too large',
      415: 'A kind of file not taken, or contents that do not match its name',
      422: 'An archive that cannot be safely unpacked',
    },
  })

const recordErrors = { ...staff, 400: 'A value is missing or not valid', 409: 'The record is already in that state' }

export const routes = {
  records: contract({
    tags,
    summary: 'The project’s notes, correspondence, document groups (any state) and hearings, with their files',
    ok: s.StaffRecordsResponse,
    errors: staff,
  }),
  createRecord: contract({
    tags,
    summary: 'Write a note (rich text), a letter or a document group, Internal or Public; a public one goes in the activity feed',
    ok: s.RecordSaved,
    errors: recordErrors,
  }),
  setRecordState: contract({
    tags,
    summary: 'Make a note, letter or document group Public (its files with it; the activity feed says so) or Internal',
    ok: v.object({ status: StatusOk }),
    errors: recordErrors,
  }),
  updateRecord: contract({
    tags,
    summary: 'Change a note’s, letter’s or document group’s title and text (a public one’s feed line follows its title)',
    ok: v.object({ status: StatusOk }),
    errors: { ...recordErrors, 409: 'Someone changed it since the revision the edit started from' },
  }),
  addRecordDocument: upload('Attach a file to a note, letter or document group (in the record’s state)'),
  createHearing: contract({
    tags,
    summary:
      'Schedule a hearing: the Hearings tab shows it, the activity feed says so and the proponent, intervenors and followers get its notice (told: how many)',
    ok: s.HearingSaved,
    errors: recordErrors,
  }),
  updateHearing: contract({
    tags,
    summary: 'Change a hearing: the Hearings tab shows the new values, and the activity feed says when its dates, time or place changed',
    ok: v.object({ status: StatusOk }),
    errors: { ...recordErrors, 409: 'Someone changed it since the revision the edit started from' },
  }),
  addHearingDocument: upload('Add hearing material (public at once)'),
  generalNotice: contract({
    tags,
    summary: 'Send a general notice (the office’s words) to the project’s proponent, intervenors and followers (told: how many)',
    ok: NoticeSent,
    errors: recordErrors,
  }),
  list: contract({
    tags,
    summary: 'The project’s information requests, full and simplified, unpublished ones included',
    ok: s.StaffInformationRequestsResponse,
    errors: staff,
  }),
  create: contract({
    tags,
    summary: 'Save a new information request, unpublished: preamble, numbered questions (rich text, cleaned by the allow-list) and deadline',
    ok: s.RequestSaved,
    errors: write,
  }),
  update: contract({
    tags,
    summary: 'Change an unpublished information request (files of questions it no longer has are removed)',
    ok: s.RequestSaved,
    errors: write,
  }),
  addQuestionDocument: upload('Attach a file to one question of an unpublished information request'),
  removeDocument: contract({
    tags,
    summary: 'Remove a file from an unpublished request',
    ok: v.object({ status: StatusOk, fileName: v.string() }),
    errors: write,
  }),
  publish: contract({
    tags,
    summary: 'Publish an information request: the public and the proponent read it, the activity feed says so, and its followers and proponent are told',
    ok: v.object({ status: StatusOk }),
    errors: write,
  }),
  createSimplified: contract({
    tags,
    summary: 'Save a new simplified information request (its questions are documents), unpublished',
    ok: s.RequestSaved,
    errors: write,
  }),
  addSimplifiedDocument: upload('Attach a question document to an unpublished simplified information request'),
  publishSimplified: contract({
    tags,
    summary: 'Publish a simplified information request with its documents (at least one): as a full request is published',
    ok: v.object({ status: StatusOk }),
    errors: write,
  }),
}
