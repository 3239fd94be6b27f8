// Documents added to a project after its proposal (spec public-registry §7 "Writes"): the answer of
// PUT /api/uploads/add-project-document, the details sent after it with update-document, and the
// decision body's note to the office that an authorization is on file.
import * as v from 'valibot'
import { StatusOk, Uuid } from './common.ts'
import { DocumentDescription, DocumentTypeId } from './proposal-document.ts'

/** The upload's answer (spec §7): the document as it now stands, waiting for review. */
export const ProjectDocumentSaved = v.object({
  status: StatusOk,
  documentId: Uuid,
  documentTypeId: v.number(),
  documentType: v.string(),
  /** The full number, project number first ("2024-0123-0007"). */
  documentNumber: v.string(),
  unredactedUploadId: Uuid,
})
export type ProjectDocumentSaved = v.InferOutput<typeof ProjectDocumentSaved>

/** A calendar day, "2026-11-24". */
export const CalendarDay = v.pipe(v.string(), v.isoDate('receivedDate must be a date (YYYY-MM-DD)'))

export const UpdateDocument = v.object({
  projectId: Uuid,
  documentId: Uuid,
  /** Kept as it is when absent or null. */
  documentTypeId: v.optional(v.nullable(DocumentTypeId)),
  description: DocumentDescription,
  /** The day the document was received by its sender; none when absent or null. */
  receivedDate: v.optional(v.nullable(CalendarDay)),
})
export type UpdateDocument = v.InferOutput<typeof UpdateDocument>

export const ProjectRef = v.object({ projectId: Uuid })
