// Documents and the records that publish them, as the project tabs read them (spec §3).
import * as v from 'valibot'
import { StatusOk } from './common.ts'

export const DocumentItem = v.object({
  documentId: v.string(),
  documentTypeId: v.nullable(v.number()),
  /** The type's name in English, as the registry serves it, and in French. */
  documentType: v.nullable(v.string()),
  documentTypeFr: v.nullable(v.string()),
  /** Project number plus the 4-character part: "2024-0123-0007". */
  documentNumber: v.nullable(v.string()),
  description: v.string(),
  longDescription: v.nullable(v.string()),
  fileName: v.string(),
  documentState: v.string(),
  stageUploaded: v.nullable(v.string()),
  uploadDate: v.string(),
  receivedDate: v.nullable(v.string()),
  redactedUploadDate: v.nullable(v.string()),
  /** The version the public may download. */
  redactedUploadId: v.nullable(v.string()),
  /** The original; only for privileged viewers. */
  unredactedUploadId: v.nullable(v.string()),
  keyDocument: v.boolean(),
  documentGroupId: v.nullable(v.string()),
  attachments: v.array(v.string()),
  uploadedBy: v.nullable(v.string()),
  deadline: v.nullable(v.string()),
  hasResponse: v.boolean(),
  /** On the Documents tab's entry of an information request that has no document of its own: the request it opens. */
  informationRequestId: v.optional(v.string()),
})
export type DocumentItem = v.InferOutput<typeof DocumentItem>

/**
 * A project-content list of documents, a bare list as the real registry answers it (decision 0024).
 * The Documents tab's list carries, after its documents, the attachments they name by id.
 */
export const DocumentList = v.array(DocumentItem)
/** A draft proposal's own document lists (proposal-documents), which keep the status field. */
export const DocumentsResponse = v.object({ status: StatusOk, documents: DocumentList })

export const Note = v.object({
  noteId: v.string(),
  title: v.string(),
  note: v.string(),
  documentNumber: v.nullable(v.string()),
  noteState: v.string(),
  stageUploaded: v.nullable(v.string()),
  uploadDate: v.string(),
})
export const NotesResponse = v.array(Note)
export const NoteResponse = v.object({ status: StatusOk, note: Note })

export const Correspondence = v.object({
  correspondenceId: v.string(),
  title: v.string(),
  description: v.string(),
  documentNumber: v.nullable(v.string()),
  correspondenceState: v.string(),
  stageUploaded: v.nullable(v.string()),
  sentDate: v.string(),
})
export const CorrespondenceListResponse = v.array(Correspondence)
export const CorrespondenceResponse = v.object({ status: StatusOk, correspondence: Correspondence })

export const DocumentGroup = v.object({
  documentGroupId: v.string(),
  title: v.string(),
  description: v.string(),
  documentGroupState: v.string(),
  stageUploaded: v.nullable(v.string()),
})
export const DocumentGroupsResponse = v.array(DocumentGroup)
export const DocumentGroupResponse = v.object({ status: StatusOk, documentGroup: DocumentGroup })

export const ProjectMetaResponse = v.object({
  status: StatusOk,
  commentCount: v.number(),
  correspondenceCount: v.number(),
  documentCount: v.number(),
  informationRequestCount: v.number(),
})

/** A token that fetches one private file for a few minutes, at /api/uploads/{uploadId}/{token}. */
export const DownloadTokenResponse = v.object({ status: StatusOk, token: v.string(), expiresAt: v.string() })
