// Contracts of the office's emergency exemption reports: every report, create one, add or remove
// its documents, publish or withdraw it. Managers and administrators only.
import * as v from 'valibot'
import { contract, multipartBody } from '../../http/openapi.ts'
import * as s from '../../../shared/schemas/emergency-exemptions.ts'
import { StatusOk, Uuid } from '../../../shared/schemas/common.ts'
import { describeAccepted, MAX_DOCUMENT_BYTES } from '../../../shared/domain/document-files.ts'

const tags = ['Staff']
const MB = 1024 * 1024
const staff = {
  403: 'An assessor: exemption reports are for managers and administrators (code staff-role)',
  404: 'Not staff (the workspace does not exist for them), or no such report',
}
const done = v.object({ status: StatusOk })

export const routes = {
  list: contract({
    tags,
    summary: 'Every emergency exemption report, published or not, with its documents',
    ok: s.StaffEmergencyExemptionsResponse,
    errors: staff,
  }),
  create: contract({
    tags,
    summary: 'Create an emergency exemption report (unpublished) with its assessment districts',
    ok: s.EmergencyExemptionCreated,
    errors: { ...staff, 400: 'A value is missing or not valid' },
  }),
  addDocument: contract({
    tags,
    summary: 'Add a document to a report',
    description: `Multipart: the file in field "file" and its "description" (at most 50 characters; none when left out, when its document type, Emergency Exemption Report, names it). Accepted files: ${describeAccepted({ form: 'general', group: 'project' })}. Public at once when the report is published, otherwise with it.`,
    requestBody: multipartBody({
      file: { type: 'string', format: 'binary', description: `At most ${MAX_DOCUMENT_BYTES / MB} MB` },
      description: { type: 'string' },
    }),
    ok: v.object({ status: StatusOk, documentId: Uuid }),
    errors: { ...staff, 400: 'A field is not accepted, or the file is empty', 413: 'The file is too large', 415: 'Not a kind of file documents are kept in' },
  }),
  removeDocument: contract({ tags, summary: 'Take a document off a report', ok: done, errors: staff }),
  publish: contract({ tags, summary: 'Publish a report with its documents on the public Emergency Exemptions page', ok: done, errors: staff }),
  unpublish: contract({ tags, summary: 'Withdraw a report from the public page', ok: done, errors: staff }),
}
