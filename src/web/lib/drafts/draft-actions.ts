// What a form does to its draft outside React: open it from the server on a device that does not
// have it, bring a synced draft up to the server's newer revision, forget files the server no
// longer has, and delete a draft.
import type { DocumentUploadGroup } from '../../../shared/domain/document-files'
import { documentsGoneFromServer } from '../../../shared/domain/documents-gone'
import { splitAttachments } from '../../../shared/domain/document-attachments'
import type { DocumentItem } from '../../../shared/schemas/document'
import type { ProposalOnServer } from '../../../shared/schemas/proposal'
import { syncApi } from '../api-client'
import { attachmentsStore, draftsStore, outboxStore } from '../db/drafts-store'
import type { DraftKind, StoredAttachment, StoredDraft } from '../db/drafts-store'
import { DraftUnreadable, migrateDraft } from './draft-migrations'
import { summaryOf } from './draft-versions'
import { syncNow } from './sync-engine'

/**
 * Why a draft does not open in a form: unreadable, a newer version of the app wrote it; damaged, what
 * is stored is no form of its kind; other-form, it belongs to another kind of form.
 */
export type OpenFailure = 'not-found' | 'unreachable' | 'submitted' | 'unreadable' | 'damaged' | 'other-form'

/** Why a draft of kind `actual` does not open in the form of kind `expected`; null when it does. */
export const otherForm = (expected: DraftKind, actual: DraftKind): OpenFailure | null => (expected === actual ? null : 'other-form')

/** What a form says of a draft its kind's migration does not read. */
export const unreadableFailure = (error: DraftUnreadable): OpenFailure => (error.reason === 'newer-version' ? 'unreadable' : 'damaged')

async function readProposal(projectId: string): Promise<ProposalOnServer | OpenFailure> {
  try {
    const { data, response } = await syncApi.GET('/api/projects/{projectId}/proposal', { params: { path: { projectId } } })
    if (data) return data
    return response.status === 404 ? 'not-found' : 'unreachable'
  } catch {
    return 'unreachable'
  }
}

const GROUP_LISTS = [
  ['proposal-location', '/api/projects/{projectId}/documents/proposal-location'],
  ['agent-consent', '/api/projects/{projectId}/documents/agent-consent'],
  ['proposal', '/api/projects/{projectId}/documents/project-proposal'],
] as const

/**
 * The documents the server has of a draft, by id, each with its group; null when a list did not
 * come (a missing list must never read as documents gone). The documents list holds the supporting
 * documents and the proposal file; location files and consent forms have lists of their own.
 */
export async function registryDocuments(projectId: string): Promise<Map<string, { document: DocumentItem; group: DocumentUploadGroup }> | null> {
  const params = { params: { path: { projectId } } }
  try {
    // Asked at once, one round trip rather than four: this runs each time a synced draft's form opens.
    const [all, ...groups] = await Promise.all([
      syncApi.GET('/api/projects/{projectId}/documents', params),
      ...GROUP_LISTS.map(([, path]) => syncApi.GET(path, params)),
    ])
    if (!all.data) return null
    const documents = new Map(
      splitAttachments(all.data).documents.map((document) => [document.documentId, { document, group: 'project' as DocumentUploadGroup }]),
    )
    for (const [index, [group]] of GROUP_LISTS.entries()) {
      const { data } = groups[index]!
      if (!data) return null
      for (const document of data.documents) documents.set(document.documentId, { document, group })
    }
    return documents
  } catch {
    return null
  }
}

/** The documents the server has of a draft, as attachments whose bytes are not on this device; null when a list did not come. */
async function readDocuments(projectId: string): Promise<StoredAttachment[] | null> {
  const documents = await registryDocuments(projectId)
  if (!documents) return null
  return [...documents.values()].map(({ document, group }, index) => ({
    id: document.documentId,
    projectId,
    group,
    blob: null,
    fileName: document.fileName,
    contentType: '',
    size: 0,
    description: document.description,
    documentTypeId: document.documentTypeId,
    state: 'uploaded',
    documentId: document.documentId,
    uploadId: null,
    received: 0,
    addedAt: index,
  }))
}

/** Copies a draft the server has onto this device, with its documents' names. */
export async function openFromServer(projectId: string, kind: DraftKind, userId: string): Promise<OpenFailure | null> {
  const proposal = await readProposal(projectId)
  if (typeof proposal === 'string') return proposal
  if (proposal.submitted) return 'submitted'
  const other = otherForm(kind, proposal.kind)
  if (other) return other
  let form: unknown
  try {
    form = migrateDraft(proposal.kind, proposal.form1)
  } catch (error) {
    if (error instanceof DraftUnreadable) return unreadableFailure(error)
    throw error
  }
  const draft: StoredDraft = {
    projectId,
    kind,
    userId,
    form,
    summary: summaryOf(proposal),
    baseRevision: proposal.revision,
    base: { form, summary: summaryOf(proposal) },
    updatedAt: Date.parse(proposal.lastEditedAt),
    sentAt: Date.parse(proposal.lastEditedAt),
    syncState: 'synced',
    lastError: null,
    serverCopy: null,
    submitRequested: false,
    projectNumber: null,
  }
  await draftsStore.adopt(draft)
  try {
    await attachmentsStore.adopt((await readDocuments(projectId)) ?? [])
  } catch {
    // The form opens without the names of documents already sent; they are still on the server.
  }
  return null
}

/**
 * Brings a draft's files in line with the registry's as its form opens, and after a refusal showed
 * this device's picture stale: the files that had reached the registry and that it no longer has (removed from another
 * device) are forgotten here; a file still waiting to be sent never is. The files are read before
 * the registry's lists, so a file whose upload completes meanwhile is not taken for one gone.
 */
export async function forgetDocumentsGoneFromServer(projectId: string): Promise<void> {
  const before = await attachmentsStore.ofProject(projectId)
  const onServer = await readDocuments(projectId)
  if (!onServer) return
  await attachmentsStore.forget(projectId, documentsGoneFromServer(before, new Set(onServer.map((d) => d.id))))
}

/**
 * A draft synced here and with nothing pending takes the server's newer revision (edited on another
 * device meanwhile): nothing of this device's is lost by it. A draft with pending work is left as
 * it is; its next send shows the conflict.
 */
export async function refreshFromServer(projectId: string): Promise<void> {
  const draft = await draftsStore.get(projectId)
  if (!draft || draft.syncState !== 'synced' || draft.baseRevision === null) return
  const proposal = await readProposal(projectId)
  if (typeof proposal === 'string' || proposal.submitted || proposal.revision <= draft.baseRevision) return
  const pending = (await outboxStore.all()).some((e) => e.projectId === projectId)
  const current = await draftsStore.get(projectId)
  if (pending || !current || current.updatedAt !== draft.updatedAt) return
  let form: unknown
  try {
    form = migrateDraft(proposal.kind, proposal.form1)
  } catch {
    return
  }
  await draftsStore.patch(projectId, {
    form,
    summary: summaryOf(proposal),
    baseRevision: proposal.revision,
    base: { form, summary: summaryOf(proposal) },
    updatedAt: Date.now(),
  })
}

/** Drafts deleted since this page loaded: a list fetched before the registry had the delete still names them. */
const deletedHere = new Set<string>()
export const deletedOnThisPage = (): ReadonlySet<string> => deletedHere

/**
 * Deletes a draft: gone from this device at once with its files and waiting work, and deleted on
 * the server by the outbox, now or when the connection returns (nothing to send if it never got there).
 */
export async function deleteDraft(projectId: string, userId: string): Promise<void> {
  await draftsStore.remove(projectId, userId)
  deletedHere.add(projectId)
  void syncNow()
}
