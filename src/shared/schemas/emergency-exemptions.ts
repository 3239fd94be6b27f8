// Emergency exemption reports (spec proposals-and-accounts §3 "Emergency exemption", §7 "Public
// data"): the public list and its documents, and the office's own view with unpublished reports.
import * as v from 'valibot'
import { IsoDateTime, StatusOk, Uuid } from './common.ts'

export const EmergencyExemption = v.object({
  emergencyExemptionId: v.string(),
  title: v.string(),
  proponentName: v.string(),
  /** Assessment district ids, named by the reference list. */
  assessmentDistricts: v.array(v.string()),
  dateReceived: IsoDateTime,
})
export type EmergencyExemption = v.InferOutput<typeof EmergencyExemption>
export const EmergencyExemptionsResponse = v.object({ status: StatusOk, emergencyExemptions: v.array(EmergencyExemption) })

export const EmergencyExemptionDocument = v.object({
  emergencyExemptionId: v.string(),
  documentId: v.string(),
  /** The report as published, downloaded at /api/uploads/{id} (exemption reports are not redacted). */
  unredactedUploadId: v.string(),
  /** What the office wrote of it; empty when it wrote nothing, when the type names it. */
  description: v.string(),
  fileName: v.string(),
  /** Its document type (Emergency Exemption Report), in English and French. */
  documentType: v.string(),
  documentTypeFr: v.nullable(v.string()),
})
export type EmergencyExemptionDocument = v.InferOutput<typeof EmergencyExemptionDocument>
export const EmergencyExemptionDocumentsResponse = v.object({ status: StatusOk, documents: v.array(EmergencyExemptionDocument) })

export const StaffEmergencyExemption = v.object({
  ...EmergencyExemption.entries,
  publishedAt: v.nullable(IsoDateTime),
  documents: v.array(EmergencyExemptionDocument),
})
export type StaffEmergencyExemption = v.InferOutput<typeof StaffEmergencyExemption>
export const StaffEmergencyExemptionsResponse = v.object({ status: StatusOk, emergencyExemptions: v.array(StaffEmergencyExemption) })

export const NewEmergencyExemption = v.object({
  title: v.pipe(v.string(), v.trim(), v.nonEmpty('Give the report a title.'), v.maxLength(300, 'Keep the title under 300 characters.')),
  proponentName: v.pipe(v.string(), v.trim(), v.nonEmpty('Name the proponent.'), v.maxLength(300, "Keep the proponent's name under 300 characters.")),
  dateReceived: v.pipe(v.string(), v.isoDate('Give the date received as YYYY-MM-DD.')),
  assessmentDistricts: v.pipe(
    v.array(v.pipe(v.string(), v.nonEmpty(), v.maxLength(100))),
    v.minLength(1, 'Choose at least one assessment district.'),
    v.maxLength(50),
  ),
})
export type NewEmergencyExemption = v.InferOutput<typeof NewEmergencyExemption>
export const EmergencyExemptionCreated = v.object({ status: StatusOk, emergencyExemptionId: Uuid })
