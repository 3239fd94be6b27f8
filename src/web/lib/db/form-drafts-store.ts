// Reading and writing the form drafts (version 4 of local-db.ts): a comment from its first entry to
// its publication. Its files are kept in the attachments table and its work in the outbox under the
// draft's own id, as a proposal's are under its project id; Submit queues the submission and then
// each file, in the order they were added, in one transaction with the draft.
import { useLiveQuery } from 'dexie-react-hooks'
import type { OutboxOperation } from '../../../shared/domain/outbox'
import { localDb } from './local-db'
import type { OutboxRecord, StoredAttachment, StoredFormDraft } from './local-db'

export { ANONYMOUS_OWNER } from './local-db'
export type { FormDraftKind, FormDraftReceipt, StoredFormDraft } from './local-db'

const { formDrafts, attachments, outbox } = localDb

function entry(draftId: string, op: OutboxOperation, payload: OutboxRecord['payload'] = {}): OutboxRecord {
  return { projectId: draftId, op, payload, idempotencyKey: crypto.randomUUID(), attempts: 0, nextAttemptAt: 0, lastError: null }
}

const SEND_OPS: Record<StoredFormDraft['kind'], { submit: OutboxOperation; upload: OutboxOperation }> = {
  comment: { submit: 'submit-comment', upload: 'upload-comment-document' },
}

export const formDraftsStore = {
  get: (draftId: string) => formDrafts.get(draftId),
  patch: (draftId: string, changes: Partial<StoredFormDraft>) => formDrafts.update(draftId, changes),
  /** Keeps the form as typed (only while it is being written: a submitted form is not changed under its work). */
  save: (draft: StoredFormDraft) =>
    localDb.transaction('rw', formDrafts, async () => {
      const current = await formDrafts.get(draft.draftId)
      if (current?.submittedAt) return
      await formDrafts.put(current ? { ...draft, syncState: current.syncState, lastError: current.lastError, receipt: current.receipt } : draft)
    }),
  /** Every form draft of one owner on this device. */
  listOf: (userId: string) => formDrafts.where('userId').equals(userId).toArray(),

  /** Keeps a file with a form being written; it goes only when the form is submitted. */
  addFile: (attachment: StoredAttachment) => attachments.add(attachment),
  removeFile: (id: string) => attachments.delete(id),

  /** The person pressed Submit: the submission, then each file, wait for the sync engine. */
  submit: (draftId: string, fillMilliseconds: number) =>
    localDb.transaction('rw', formDrafts, attachments, outbox, async () => {
      const draft = await formDrafts.get(draftId)
      if (!draft || draft.submittedAt) return
      const ops = SEND_OPS[draft.kind]
      await formDrafts.update(draftId, { submittedAt: Date.now(), fillMilliseconds, syncState: 'local', lastError: null })
      // Sent once already (its answer lost, or a file refused): only what it still owes goes.
      if (!draft.receipt) await outbox.add(entry(draftId, ops.submit))
      const files = (await attachments.where('projectId').equals(draftId).sortBy('addedAt')).filter((a) => a.state === 'staged')
      for (const file of files) await outbox.add(entry(draftId, ops.upload, { attachmentId: file.id }))
    }),

  /** A refused submission goes back to the person, with the reason, to change and send again. */
  reopen: (draftId: string, reason: string) =>
    localDb.transaction('rw', formDrafts, outbox, async () => {
      await outbox.where('projectId').equals(draftId).delete()
      await formDrafts.update(draftId, { submittedAt: null, fillMilliseconds: null, syncState: 'error', lastError: reason })
    }),

  /** Forgets a form draft with its files and waiting work (published, or discarded by the person). */
  remove: (draftId: string) =>
    localDb.transaction('rw', formDrafts, attachments, outbox, async () => {
      await outbox.where('projectId').equals(draftId).delete()
      await attachments.where('projectId').equals(draftId).delete()
      await formDrafts.delete(draftId)
    }),
}

/** One owner's form drafts of a project, oldest first, live across tabs; undefined while reading. */
export function useFormDraftsOf(projectId: string, userId: string): StoredFormDraft[] | undefined {
  return useLiveQuery(async () => (await formDrafts.where('projectId').equals(projectId).filter((d) => d.userId === userId).toArray()).sort((a, b) => a.openedAt - b.openedAt), [projectId, userId])
}

/** A form draft's files in the order they were added; undefined while reading. */
export function useFormDraftFiles(draftId: string | null): StoredAttachment[] | undefined {
  return useLiveQuery(async () => (draftId ? attachments.where('projectId').equals(draftId).sortBy('addedAt') : []), [draftId])
}

/** The work of one owner's form drafts still waiting for the server, in order; undefined while reading. */
export function useFormDraftsPending(draftIds: readonly string[]): OutboxRecord[] | undefined {
  const key = draftIds.join(',')
  return useLiveQuery(async () => (key ? outbox.where('projectId').anyOf(key.split(',')).sortBy('seq') : []), [key])
}
