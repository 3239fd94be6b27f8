// What the sync engine (sync-engine.ts) sends for each kind of a proposal draft's work: the draft
// itself (create, update, submit: only the fields changed since its base, decision 0060), its files
// (a chunked upload from where the server's copy stands), their removal and descriptions, and the
// delete of a draft deleted here. Each says how it went (sync-calls.ts) and keeps on this device
// what the registry answered; the engine decides what comes next.
import { DOCUMENT_UPLOAD_GROUPS, MAX_UPLOAD_CHUNK_BYTES } from '../../../shared/domain/document-files'
import type { DocumentUploadGroup } from '../../../shared/domain/document-files'
import type { ProposalOnServer } from '../../../shared/schemas/proposal'
import { syncApi } from '../api-client'
import { attachmentsStore, draftsStore, outboxStore } from '../db/drafts-store'
import type { DraftVersionRecord, OutboxRecord, StoredDraft } from '../db/drafts-store'
import { NOT_ON_SERVER } from './refusal-reason'
import { call, codeOf, judge, NOTHING_TO_SEND } from './sync-calls'
import { fieldsChanged, rebased, recordOf } from './draft-versions'
import type { Result } from './sync-calls'

export type Entry = Required<OutboxRecord>

function proposalBody(draft: StoredDraft, { form, summary }: DraftVersionRecord) {
  return {
    projectId: draft.projectId,
    ...summary,
    form1: JSON.stringify(form),
    kind: draft.kind,
    ...(draft.kind === 'placer' ? { uploadedByForm2: true } : {}),
  }
}

/**
 * What a save sends, fixed at its first try: a retry goes with the same Idempotency-Key, and the
 * answer the server kept for the first try must be the answer to what this one sends.
 */
async function sentBy(entry: Entry, draft: StoredDraft): Promise<DraftVersionRecord> {
  if (entry.payload.sent) return entry.payload.sent
  const sent = { form: draft.form, summary: draft.summary }
  await outboxStore.patch(entry.seq, { payload: { ...entry.payload, sent } })
  return sent
}

/**
 * Edited here while the create was on its way: an update follows with the rest (an edit during an
 * update replaces it with a new one, which the create's waiting entry does not allow).
 */
async function followUpIfEdited(draft: StoredDraft, sent: DraftVersionRecord): Promise<void> {
  const now = await draftsStore.get(draft.projectId)
  if (now && fieldsChanged(draft.kind, sent, { form: now.form, summary: now.summary })?.length) await draftsStore.followUp(draft.projectId)
}

async function sendProposal(entry: Entry, draft: StoredDraft): Promise<Result> {
  const headers = { 'Idempotency-Key': entry.idempotencyKey }
  if (entry.op === 'create') {
    const sent = await sentBy(entry, draft)
    const answer = await call(syncApi.POST('/api/projects/create-proposal', { body: proposalBody(draft, sent), headers }))
    const result = judge(answer)
    if (result.outcome === 'done' && answer !== 'unreachable' && draft.baseRevision === null) {
      await draftsStore.saved(draft.projectId, (answer.body as { revision: number }).revision, sent)
      await followUpIfEdited(draft, sent)
    }
    return result
  }
  if (draft.baseRevision === null) return { outcome: 'refused', answer: { status: 409, code: NOT_ON_SERVER, body: null } }
  const sent = await sentBy(entry, draft)
  // The fields changed since the base (decision 0060): the server keeps its own values of the others.
  const changed = fieldsChanged(draft.kind, draft.base, sent)
  // Nothing to save: a move to another part is this device's own.
  if (entry.op === 'update' && changed?.length === 0) return NOTHING_TO_SEND
  const body = { ...proposalBody(draft, sent), revision: draft.baseRevision, ...(changed ? { changed } : {}) }
  const answer = await call(
    entry.op === 'submit' ? syncApi.POST('/api/projects/submit-proposal', { body, headers }) : syncApi.POST('/api/projects/update-proposal', { body, headers }),
  )
  const result = judge(answer)
  if (answer === 'unreachable') return result
  if (result.outcome === 'done') {
    const saved = answer.body as { revision: number; projectNumber: string | null; current?: ProposalOnServer }
    if (entry.op === 'submit')
      await draftsStore.patch(draft.projectId, { baseRevision: saved.revision, projectNumber: saved.projectNumber, submissionNoticeDue: true })
    else if (saved.current) {
      // Kept with fields saved from elsewhere: the draft here takes them, but not over what was edited since.
      const merged = recordOf(saved.current)
      await draftsStore.saved(draft.projectId, saved.revision, merged, (local) => rebased(draft.kind, { sent, local, saved: merged }))
    } else await draftsStore.saved(draft.projectId, saved.revision, sent)
  }
  if (result.outcome === 'conflict') {
    const { current, conflicts } = answer.body as { current: ProposalOnServer; conflicts?: { field: string }[] }
    // Sent again once the person chose, as the draft then is.
    await outboxStore.patch(entry.seq, { payload: { ...entry.payload, sent: undefined } })
    await draftsStore.patch(draft.projectId, { syncState: 'conflict', serverCopy: current, conflicts: conflicts?.map((c) => c.field) ?? null, lastError: null })
  }
  return result
}

const isProposalGroup = (group: string): group is DocumentUploadGroup => (DOCUMENT_UPLOAD_GROUPS as readonly string[]).includes(group)

/** Sends a file from where the server's copy stands, one chunk (a slice, not a copy) at a time. */
async function sendUpload(entry: Entry): Promise<Result> {
  const id = entry.payload.attachmentId ?? ''
  const attachment = await attachmentsStore.get(id)
  // Removed before it went, or sent already: nothing to send.
  if (!attachment?.blob || attachment.state !== 'staged') return NOTHING_TO_SEND
  const { blob, size, group } = attachment
  if (!isProposalGroup(group)) return NOTHING_TO_SEND
  const uploadId = attachment.uploadId ?? crypto.randomUUID()
  if (!attachment.uploadId) await attachmentsStore.patch(id, { uploadId })
  const started = await call(
    syncApi.POST('/api/uploads/sessions', {
      body: {
        uploadId,
        projectId: attachment.projectId,
        group,
        fileName: attachment.fileName,
        contentType: attachment.contentType,
        size,
        description: attachment.description,
        documentTypeId: attachment.documentTypeId ?? null,
      },
    }),
  )
  if (started === 'unreachable' || started.status !== 200) return judge(started)
  let received = (started.body as { received: number }).received
  while (received < size) {
    const end = Math.min(received + MAX_UPLOAD_CHUNK_BYTES, size)
    const answer = await call(
      syncApi.PUT('/api/uploads/sessions/{uploadId}', {
        params: { path: { uploadId }, header: { 'Content-Range': `bytes ${received}-${end - 1}/${size}` } },
        body: blob.slice(received, end) as unknown as string,
        bodySerializer: (chunk: unknown) => chunk as Blob,
        headers: { 'Content-Type': 'application/octet-stream' },
      }),
    )
    if (answer === 'unreachable') return judge(answer)
    const progress = answer.body as { received?: unknown }
    // A refusal that says where the server stands (wrong offset, a cut chunk): go on from there.
    if (typeof progress?.received === 'number' && (answer.status === 200 || answer.status === 409 || answer.status === 400)) {
      if (answer.status !== 200 && progress.received === received && codeOf(progress) === 'busy') return { outcome: 'retry', answer }
      received = progress.received
      await attachmentsStore.patch(id, { received })
      continue
    }
    return judge(answer)
  }
  const completed = await call(syncApi.POST('/api/uploads/sessions/{uploadId}/complete', { params: { path: { uploadId } } }))
  const result = judge(completed)
  if (result.outcome === 'done' && completed !== 'unreachable') {
    const current = await attachmentsStore.get(id)
    const { documentId } = completed.body as { documentId: string }
    await attachmentsStore.patch(id, { state: current?.state === 'removed' ? 'removed' : 'uploaded', documentId, received: size })
    // Described or moved to another category again while its bytes were on their way.
    if (current && current.state !== 'removed') {
      if (current.description !== attachment.description) await attachmentsStore.describe(id, { description: current.description })
      if ((current.documentTypeId ?? null) !== (attachment.documentTypeId ?? null))
        await attachmentsStore.describe(id, { documentTypeId: current.documentTypeId ?? null })
    }
  }
  return result
}

async function sendRemove(entry: Entry): Promise<Result> {
  const attachment = await attachmentsStore.get(entry.payload.attachmentId ?? '')
  if (attachment?.documentId) {
    const result = judge(
      await call(syncApi.POST('/api/projects/remove-project-document', { body: { projectId: attachment.projectId, documentId: attachment.documentId } })),
    )
    if (result.outcome !== 'done') return result
  }
  if (attachment) await attachmentsStore.delete(attachment.id)
  return { outcome: 'done', answer: { status: 200, body: null } }
}

async function sendDescribe(entry: Entry): Promise<Result> {
  const attachment = await attachmentsStore.get(entry.payload.attachmentId ?? '')
  if (!attachment?.documentId || attachment.state === 'removed') return { outcome: 'done', answer: { status: 200, body: null } }
  return judge(
    await call(
      syncApi.POST('/api/projects/update-document-description', {
        body: {
          projectId: attachment.projectId,
          documentId: attachment.documentId,
          description: attachment.description,
          documentTypeId: attachment.documentTypeId ?? null,
        },
      }),
    ),
  )
}

async function sendDelete(entry: Entry): Promise<Result> {
  const answer = await call(
    syncApi.POST('/api/projects/delete-proposal', { body: { projectId: entry.projectId }, headers: { 'Idempotency-Key': entry.idempotencyKey } }),
  )
  // Deleted already (by an earlier try whose answer was lost, or on another device): nothing is left to do.
  if (answer !== 'unreachable' && answer.status === 404) return { outcome: 'done', answer }
  return judge(answer)
}

/** Sends one entry of a proposal draft's work. */
export function send(entry: Entry, draft: StoredDraft | undefined): Promise<Result> {
  switch (entry.op) {
    case 'create':
    case 'update':
    case 'submit':
      return draft ? sendProposal(entry, draft) : Promise.resolve(NOTHING_TO_SEND)
    case 'delete':
      return sendDelete(entry)
    case 'upload':
      return sendUpload(entry)
    case 'remove':
      return sendRemove(entry)
    case 'describe':
      return sendDescribe(entry)
    case 'submit-comment':
    case 'upload-comment-document':
    case 'submit-answer':
    case 'upload-answer-document':
      // Form drafts' work goes through sendFormWork.
      return Promise.resolve(NOTHING_TO_SEND)
  }
}
