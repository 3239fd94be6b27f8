// Who sees which documents (spec public-registry §6): people without privileges see only
// published documents, in their redacted version; proponents, agents and staff also see
// unreviewed and internal ones, with a state badge, and may fetch the original. Whoever uploaded
// a document (a decision body's decision, say) sees it too while it waits for review.

export const PUBLIC_DOCUMENT_STATES = ['public', 'published', 'published_answer'] as const

export interface Viewer {
  userId: string | null
  /** Proponent or agent of the project, or staff. */
  privileged: boolean
}

export const ANONYMOUS: Viewer = { userId: null, privileged: false }

export function canSeeDocument(state: string, viewer: Viewer, uploadedById: string | null = null): boolean {
  if (state === 'unsaved') return false
  const own = uploadedById !== null && uploadedById === viewer.userId
  return viewer.privileged || own || (PUBLIC_DOCUMENT_STATES as readonly string[]).includes(state)
}

/** The file a viewer downloads: the redacted version when there is one, the original otherwise. */
export function visibleUploads(
  document: { redactedUploadId: string | null; unredactedUploadId: string | null },
  viewer: Viewer,
): { redactedUploadId: string | null; unredactedUploadId: string | null } {
  const publicFile = document.redactedUploadId ?? document.unredactedUploadId
  return { redactedUploadId: publicFile, unredactedUploadId: viewer.privileged ? document.unredactedUploadId : null }
}

/**
 * The original a privileged viewer may also fetch: only when a revised (redacted) version replaced
 * it; a document published as it was received has one file, and no "Original" to offer.
 */
export function originalUpload(document: { redactedUploadId: string | null; unredactedUploadId: string | null }): string | null {
  const { redactedUploadId, unredactedUploadId } = document
  return redactedUploadId && unredactedUploadId && redactedUploadId !== unredactedUploadId ? unredactedUploadId : null
}

/** "2024-0123" + "0007" → "2024-0123-0007". */
export function fullDocumentNumber(projectNumber: string | null, documentNumber: string | null): string | null {
  if (!documentNumber) return null
  return projectNumber ? `${projectNumber}-${documentNumber}` : documentNumber
}
