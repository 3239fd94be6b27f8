// A draft to a file and back (decision 0061): "Export to a file" makes one zip of a proposal draft
// on this device, its form and its files, with no connection needed; a file whose bytes are only on
// the registry is fetched when it can be and otherwise listed as left out. "Import a draft from a
// file" reads such a zip (shared/domain/draft-archive checks it), brings its form up to today's
// version with the same migrate step as a stored draft, and keeps it here as a local draft with
// its files, which the sync engine then sends as for any draft.
import { archivedFile, draftArchiveFileName, draftArchiveParts, readDraftArchive } from '../../../shared/domain/draft-archive'
import type { ArchivedFile, ArchiveProblem, OpenedArchive } from '../../../shared/domain/draft-archive'
import { DOCUMENT_UPLOAD_GROUPS } from '../../../shared/domain/document-files'
import type { DocumentUploadGroup } from '../../../shared/domain/document-files'
import type { LeftOutFile } from '../../../shared/schemas/draft-archive'
import { currentConnectivity } from '../connectivity'
import { draftImports } from '../db/draft-imports'
import { attachmentsStore, draftsStore } from '../db/drafts-store'
import type { StoredAttachment, StoredDraft } from '../db/drafts-store'
import { uploadUrl } from '../downloads'
import { registryDocuments } from './draft-actions'
import { DraftUnreadable, migrateDraft } from './draft-migrations'
import { syncSoon } from './sync-engine'

export interface DraftExport {
  fileName: string
  blob: Blob
  /** The draft's files that are not in it: only on the registry, which could not be reached. */
  leftOut: LeftOutFile[]
}

const isProposalGroup = (group: string): group is DocumentUploadGroup => (DOCUMENT_UPLOAD_GROUPS as readonly string[]).includes(group)

/** The bytes the registry has of a draft's document, or null when they cannot be had now. */
async function fromRegistry(documentId: string | null, listed: Awaited<ReturnType<typeof registryDocuments>>): Promise<Blob | null> {
  const document = documentId ? listed?.get(documentId)?.document : undefined
  const uploadId = document?.redactedUploadId ?? document?.unredactedUploadId
  if (!uploadId) return null
  try {
    const response = await fetch(uploadUrl(uploadId), { cache: 'no-store' })
    return response.ok ? new Blob([await response.arrayBuffer()], { type: response.headers.get('Content-Type') ?? '' }) : null
  } catch {
    return null
  }
}

/** The draft kept on this device as an archive, with the files the device has or can fetch now. */
export async function exportDraft(projectId: string, now = new Date()): Promise<DraftExport> {
  const draft = await draftsStore.get(projectId)
  if (!draft) throw new Error(`No draft ${projectId} on this device`)
  const form = migrateDraft(draft.kind, draft.form) as Record<string, unknown>
  const kept = (await attachmentsStore.ofProject(projectId)).filter((a) => a.state !== 'removed').sort((a, b) => a.addedAt - b.addedAt)
  const online = currentConnectivity() === 'online'
  const listed = online && kept.some((a) => !a.blob) ? await registryDocuments(projectId) : null
  const files: ArchivedFile<Blob>[] = []
  const leftOut: LeftOutFile[] = []
  for (const file of kept) {
    if (!isProposalGroup(file.group)) continue
    const blob = file.blob ?? (await fromRegistry(file.documentId, listed))
    if (!blob) {
      leftOut.push({ group: file.group, name: file.fileName, description: file.description })
      continue
    }
    const described = {
      group: file.group,
      description: file.description,
      name: file.fileName,
      type: file.contentType || blob.type,
      documentTypeId: file.documentTypeId ?? null,
      documentId: file.documentId,
    }
    files.push(await archivedFile(files.length, described, new Uint8Array(await blob.arrayBuffer()), blob))
  }
  const parts = draftArchiveParts(
    {
      kind: draft.kind,
      formVersion: typeof form.version === 'number' ? form.version : 0,
      projectId,
      title: draft.summary.projectTitle,
      summary: draft.summary,
      baseRevision: draft.baseRevision,
      form,
      leftOut,
    },
    files,
    now,
  )
  return { fileName: draftArchiveFileName(draft.summary.projectTitle, now), blob: new Blob(parts as BlobPart[], { type: 'application/zip' }), leftOut }
}

/** An archive read and its form brought up to today's; or why it cannot be imported. */
export type OpenedDraft = { ok: true; archive: OpenedArchive; form: Record<string, unknown> } | ({ ok: false } & ArchiveProblem)

export async function openDraftArchive(file: Blob): Promise<OpenedDraft> {
  const read = await readDraftArchive(new Uint8Array(await file.arrayBuffer()))
  if (!read.ok) return read
  const { manifest, files } = read
  try {
    return { ok: true, archive: { manifest, files }, form: migrateDraft(manifest.kind, manifest.form) as Record<string, unknown> }
  } catch (error) {
    if (!(error instanceof DraftUnreadable)) throw error
    return { ok: false, problem: error.reason === 'newer-version' ? 'newer-version' : 'damaged' }
  }
}

/** Whether importing this archive would replace a draft this device holds (the person then chooses). */
export const importWouldReplace = (opened: Extract<OpenedDraft, { ok: true }>) => draftImports.exists(opened.archive.manifest.projectId)

/**
 * Keeps an opened archive as the person's draft: under its own project id (replacing this device's
 * draft of it, if any), or as a copy under a new one, which the registry has never had. Resolves
 * to the draft's project id.
 */
export async function importDraft(opened: Extract<OpenedDraft, { ok: true }>, userId: string, as: 'same' | 'copy', now = Date.now()): Promise<string> {
  const { manifest, files } = opened.archive
  const copy = as === 'copy'
  const projectId = copy ? crypto.randomUUID() : manifest.projectId
  const draft: StoredDraft = {
    projectId,
    kind: manifest.kind,
    userId,
    form: { ...opened.form, projectId },
    summary: manifest.summary,
    baseRevision: copy ? null : manifest.baseRevision,
    updatedAt: now,
    syncState: 'local',
    lastError: null,
    serverCopy: null,
    submitRequested: false,
    projectNumber: null,
  }
  const attachments = files.map(({ listed, bytes }, index): StoredAttachment => {
    const documentId = copy ? null : listed.documentId
    return {
      id: crypto.randomUUID(),
      projectId,
      group: listed.group,
      blob: new Blob([bytes as Uint8Array<ArrayBuffer>], { type: listed.type }),
      fileName: listed.name,
      contentType: listed.type,
      size: listed.size,
      description: listed.description,
      documentTypeId: listed.documentTypeId,
      // A file the registry had keeps its document there; the others go up as new files.
      state: documentId ? 'uploaded' : 'staged',
      documentId,
      uploadId: null,
      received: documentId ? listed.size : 0,
      addedAt: now + index,
    }
  })
  await draftImports.store(draft, attachments)
  syncSoon()
  return projectId
}
