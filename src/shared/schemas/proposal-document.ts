// A proposal's documents as devices send them (spec proposals-and-accounts §3 "Documents", §7
// "Uploads"): resumable upload sessions for files sent in chunks over a poor connection, the
// answer every upload gives, and the removal and description changes of documents already saved.
import * as v from 'valibot'
import { StatusOk, Uuid } from './common.ts'
import { Text } from './input.ts'
import { DOCUMENT_UPLOAD_GROUPS, MAX_DOCUMENT_BYTES, MAX_DOCUMENT_DESCRIPTION } from '../domain/document-files.ts'

export const DocumentGroup = v.picklist(DOCUMENT_UPLOAD_GROUPS)

export const DocumentDescription = v.pipe(
  Text,
  v.trim(),
  v.maxLength(MAX_DOCUMENT_DESCRIPTION, `description may be at most ${MAX_DOCUMENT_DESCRIPTION} characters`),
)
export const DocumentTypeId = v.pipe(v.number(), v.integer())

export const StartUpload = v.object({
  /** Made by the browser, so that a start sent again after a lost answer is the same start. */
  uploadId: Uuid,
  projectId: Uuid,
  group: DocumentGroup,
  fileName: v.pipe(Text, v.minLength(1, 'fileName is empty'), v.maxLength(1000, 'fileName may be at most 1000 characters')),
  contentType: v.pipe(Text, v.maxLength(255, 'contentType may be at most 255 characters')),
  size: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(1, 'the file is empty'),
    v.maxValue(MAX_DOCUMENT_BYTES, `the file is larger than ${MAX_DOCUMENT_BYTES / (1024 * 1024)} MB`),
  ),
  description: v.optional(DocumentDescription, ''),
  /** The group's own type when absent. */
  documentTypeId: v.optional(v.nullable(DocumentTypeId)),
})
export type StartUpload = v.InferOutput<typeof StartUpload>

/** Where an upload stands: the next chunk starts at received. */
export const UploadProgress = v.object({ status: StatusOk, uploadId: Uuid, received: v.number() })
export type UploadProgress = v.InferOutput<typeof UploadProgress>

/**
 * An upload that cannot go on from what was sent: send again from received. wrong-offset: the chunk
 * starts after the bytes received; busy: another chunk is still arriving; incomplete-chunk: the
 * chunk was cut off (what arrived is kept); incomplete: completed before all bytes arrived.
 */
export const UploadRefused = v.object({
  status: v.string(),
  code: v.picklist(['wrong-offset', 'busy', 'incomplete-chunk', 'incomplete']),
  userMessage: v.string(),
  uploadId: Uuid,
  received: v.number(),
})

/** Every upload's answer (spec §7 "Uploads"). */
export const DocumentSaved = v.object({ status: StatusOk, documentId: Uuid, unredactedUploadId: Uuid, documentTypeId: v.number() })
export type DocumentSaved = v.InferOutput<typeof DocumentSaved>

export const RemoveDocument = v.object({ projectId: Uuid, documentId: Uuid })
export type RemoveDocument = v.InferOutput<typeof RemoveDocument>

export const UpdateDocumentDescription = v.object({
  projectId: Uuid,
  documentId: Uuid,
  /** Kept as it is when absent or null. */
  documentTypeId: v.optional(v.nullable(DocumentTypeId)),
  description: DocumentDescription,
})
export type UpdateDocumentDescription = v.InferOutput<typeof UpdateDocumentDescription>

/** The single-shot upload's optional fields, beside the file. */
export const UploadFields = v.object({
  description: v.optional(DocumentDescription, ''),
  documentTypeId: v.optional(v.nullable(DocumentTypeId)),
})

export const DocumentChanged = v.object({ status: StatusOk })
