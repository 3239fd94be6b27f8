// What the intervenor application and an intervenor's submissions send and answer (spec
// proposals-and-accounts §7 "Projects and proposals", "Uploads"; public-registry §7 "Writes").
import * as v from 'valibot'
import { StatusOk, Uuid } from './common.ts'

export const IntervenorProject = v.object({ projectId: Uuid })
export type IntervenorProject = v.InferOutput<typeof IntervenorProject>

/** An application: the project, and the applicant's agreement to the privacy statement and the terms of use, as every form that sends a person's words to the registry asks. */
export const IntervenorApplication = v.object({
  projectId: Uuid,
  agreeToTerms: v.literal(true, 'This field is required'),
  agreeToPrivacy: v.literal(true, 'This field is required'),
})

/** The spec's answer to a second application. */
export const ALREADY_APPLIED = 'KO - already applied'

/** check-intervenor: OK when the caller may apply; KO when they have applied before. */
export const IntervenorCheck = v.object({ status: v.picklist(['OK', ALREADY_APPLIED]) })

export const IntervenorApplied = v.union([v.object({ status: StatusOk, intervenorId: Uuid }), v.object({ status: v.literal(ALREADY_APPLIED) })])
export type IntervenorApplied = v.InferOutput<typeof IntervenorApplied>

/** An application's file, as every upload answers. */
export const IntervenorDocumentSaved = v.object({ status: StatusOk, documentId: Uuid, unredactedUploadId: Uuid, documentTypeId: v.number() })

/** add-intervenor-submission's answer, as add-project-document's (public-registry §7). */
export const IntervenorSubmissionSaved = v.object({
  status: StatusOk,
  documentId: Uuid,
  documentTypeId: v.number(),
  documentType: v.string(),
  documentNumber: v.string(),
  unredactedUploadId: Uuid,
})
export type IntervenorSubmissionSaved = v.InferOutput<typeof IntervenorSubmissionSaved>

export const APPLICATION_FORM_LANGUAGES = ['en', 'fr'] as const
export const ApplicationFormQuery = v.object({ language: v.optional(v.picklist(APPLICATION_FORM_LANGUAGES), 'en') })
