// Reading and writing the form drafts (version 4 of local-db.ts): a comment from its first entry to
// its publication, an information-request answer until the registry has it. Its files are kept in
// the attachments table and its work in the outbox under the draft's own id, as a proposal's are
// under its project id; Submit queues the submission and each file, in the order its kind sends
// them (FORM_SENDS) and the files in the order they were added, in one transaction with the draft.
import { useLiveQuery } from 'dexie-react-hooks'
import { FORM_SENDS } from '../../../shared/domain/outbox'
import type { OutboxOperation } from '../../../shared/domain/outbox'
import { localDb } from './local-db'
import type { OutboxRecord, StoredAttachment, StoredFormDraft } from './local-db'

export { ANONYMOUS_OWNER } from './local-db'
export type { FormDraftKind, FormDraftReceipt, KeptAnswer, StoredFormDraft } from './local-db'

const { formDrafts, attachments, outbox } = localDb

function entry(draftId: string, op: OutboxOperation, payload: OutboxRecord['payload'] = {}): OutboxRecord {
  return { projectId: draftId, op, payload, idempotencyKey: crypto.randomUUID(), attempts: 0, nextAttemptAt: 0, lastError: null }
}

/** A form draft as the person writes it, before Submit: the form, whose it is and what for; nothing sent yet. */
export function unsentFormDraft(
  draft: Pick<StoredFormDraft, 'draftId' | 'kind' | 'projectId' | 'userId' | 'form' | 'facts' | 'openedAt'> & Pick<StoredFormDraft, 'answered' | 'page'>,
): StoredFormDraft {
  return { ...draft, fillMilliseconds: null, updatedAt: Date.now(), submittedAt: null, syncState: 'local', lastError: null, receipt: null }
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
  /** Keeps files the person chose, in the order chosen, with a form being written (an answer's: with their question). */
  addChosen: async (draftId: string, group: StoredFormDraft['kind'], chosen: readonly File[], questionNumber?: number) => {
    let addedAt = Date.now()
    for (const file of chosen) {
      await attachments.add({
        id: crypto.randomUUID(),
        projectId: draftId,
        group,
        blob: file,
        fileName: file.name,
        contentType: file.type || 'application/octet-stream',
        size: file.size,
        description: '',
        state: 'staged',
        documentId: null,
        uploadId: null,
        received: 0,
        addedAt: addedAt++,
        ...(questionNumber === undefined ? {} : { questionNumber }),
      })
    }
  },
  removeFile: (id: string) => attachments.delete(id),

  /** The person pressed Submit: the submission, then each file, wait for the sync engine. */
  submit: (draftId: string, fillMilliseconds: number) =>
    localDb.transaction('rw', formDrafts, attachments, outbox, async () => {
      const draft = await formDrafts.get(draftId)
      if (!draft || draft.submittedAt) return
      const send = FORM_SENDS[draft.kind]
      await formDrafts.update(draftId, { submittedAt: Date.now(), fillMilliseconds, syncState: 'local', lastError: null, answered: null })
      const files = (await attachments.where('projectId').equals(draftId).sortBy('addedAt')).filter((a) => a.state === 'staged')
      const uploads = files.map((file) => entry(draftId, send.upload, { attachmentId: file.id }))
      // Sent once already (its answer lost, or a file refused): only what it still owes goes.
      const submission = draft.receipt ? [] : [entry(draftId, send.submit)]
      for (const work of send.filesFirst ? [...uploads, ...submission] : [...submission, ...uploads]) await outbox.add(work)
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

/** One form draft, live across tabs; null when there is none, undefined while reading. */
export function useFormDraft(draftId: string): StoredFormDraft | null | undefined {
  return useLiveQuery(async () => (await formDrafts.get(draftId)) ?? null, [draftId])
}

/** One owner's form drafts of a project, oldest first, live across tabs; undefined while reading. */
export function useFormDraftsOf(projectId: string, userId: string): StoredFormDraft[] | undefined {
  return useLiveQuery(
    async () =>
      (
        await formDrafts
          .where('projectId')
          .equals(projectId)
          .filter((d) => d.userId === userId)
          .toArray()
      ).sort((a, b) => a.openedAt - b.openedAt),
    [projectId, userId],
  )
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
