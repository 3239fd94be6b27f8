// Drafts and files as this device keeps them, for the tests of the draft stores and the sync
// engine: a general-form draft not yet sent, and a file waiting to be sent, each with overrides.
import type { StoredAttachment, StoredDraft } from './local-db'

export function storedDraft(projectId: string, overrides: Partial<StoredDraft> = {}): StoredDraft {
  return {
    projectId,
    kind: 'general',
    userId: 'user-1',
    form: { version: 5, projectTitle: 'Mine' },
    summary: { projectTitle: 'Mine', proponentName: 'Me', isAgent: false, assessmentDistricts: [], firstNations: [], language: 'en' },
    baseRevision: null,
    updatedAt: 1,
    syncState: 'local',
    lastError: null,
    serverCopy: null,
    submitRequested: false,
    projectNumber: null,
    ...overrides,
  }
}

/** A supporting document added on this device and not sent yet; its size is its bytes'. */
export function stagedFile(id: string, projectId: string, blob: Blob, overrides: Partial<StoredAttachment> = {}): StoredAttachment {
  return {
    id,
    projectId,
    group: 'project',
    blob,
    fileName: `${id}.pdf`,
    contentType: 'application/pdf',
    size: blob.size,
    description: '',
    state: 'staged',
    documentId: null,
    uploadId: null,
    received: 0,
    addedAt: 1,
    ...overrides,
  }
}
