// Reading and writing the drafts, attachments and outbox tables (version 2 of local-db.ts), each
// change that goes with a piece of pending work in one transaction, so that a draft is never saved
// without its outbox entry or the other way round. The rules of what to queue are in
// shared/domain/outbox.ts; lib/drafts drives them.
import { useLiveQuery } from 'dexie-react-hooks'
import { draftDeletion, needsUpdateEntry, supersededBy, waitingWork } from '../../../shared/domain/outbox'
import type { OutboxOperation, WaitingWork } from '../../../shared/domain/outbox'
import type { DocumentUploadGroup } from '../../../shared/domain/document-files'
import { localDb } from './local-db'
import type { DraftVersionRecord, OutboxRecord, StoredAttachment, StoredDraft } from './local-db'

export type { AttachmentState, DraftKind, DraftSummary, DraftVersionRecord, OutboxRecord, StoredAttachment, StoredDraft } from './local-db'

const { drafts, attachments, outbox, formDrafts } = localDb

/** A piece of work for the server, not tried yet. */
export function entry(projectId: string, op: OutboxOperation, payload: OutboxRecord['payload'] = {}): OutboxRecord {
  return { projectId, op, payload, idempotencyKey: crypto.randomUUID(), attempts: 0, nextAttemptAt: 0, lastError: null }
}

/** Queues an update of the draft unless a create or update not yet sent will carry it. */
async function queueUpdate(projectId: string): Promise<void> {
  const pending = (await outbox.where('projectId').equals(projectId).toArray()) as Required<OutboxRecord>[]
  const tried = new Set(pending.filter((e) => e.attempts > 0).map((e) => e.seq))
  const dropped = supersededBy(pending, { projectId }, tried)
  if (!needsUpdateEntry(pending, projectId) && dropped.length === 0) return
  await outbox.bulkDelete(dropped)
  await outbox.add(entry(projectId, 'update'))
}

export const draftsStore = {
  get: (projectId: string) => drafts.get(projectId),
  patch: (projectId: string, changes: Partial<StoredDraft>) => drafts.update(projectId, changes),
  /** Every draft of this person on this device, newest edit first. */
  listOf: (userId: string) => drafts.where('userId').equals(userId).reverse().sortBy('updatedAt'),
  count: () => drafts.count(),

  /** A new draft, queued for creation on the server. */
  create: (draft: StoredDraft) =>
    localDb.transaction('rw', drafts, outbox, async () => {
      await drafts.add(draft)
      await outbox.add(entry(draft.projectId, 'create'))
    }),

  /** A draft the server already has (opened on this device for the first time): nothing to send. */
  adopt: (draft: StoredDraft) => drafts.put(draft),

  /** Keeps an edit and queues it for the server. */
  saveEdit: (projectId: string, changes: Pick<StoredDraft, 'form' | 'summary' | 'updatedAt'>) =>
    localDb.transaction('rw', drafts, outbox, async () => {
      const draft = await drafts.get(projectId)
      if (!draft) throw new Error(`No draft ${projectId} on this device`)
      await drafts.update(projectId, { ...changes, syncState: draft.syncState === 'conflict' ? 'conflict' : 'local' })
      await queueUpdate(projectId)
    }),

  /** Queues the submission after everything else of the draft. */
  requestSubmit: (projectId: string) =>
    localDb.transaction('rw', drafts, outbox, async () => {
      const pending = await outbox.where('projectId').equals(projectId).toArray()
      await drafts.update(projectId, { submitRequested: true, submitFailed: false, lastError: null, missingRequirements: null, syncState: 'local' })
      if (!pending.some((e) => e.op === 'submit')) await outbox.add(entry(projectId, 'submit'))
    }),

  /**
   * Deletes a draft here at once, with its files and waiting work, and queues its deletion on the
   * server unless the server never had it (shared/domain/outbox draftDeletion). A draft the server
   * lists but this device does not have is deleted there the same way.
   */
  remove: (projectId: string, userId: string) =>
    localDb.transaction('rw', drafts, attachments, outbox, async () => {
      const pending = (await outbox.where('projectId').equals(projectId).toArray()) as Required<OutboxRecord>[]
      const { drop, sendDelete } = draftDeletion(pending, projectId, await drafts.get(projectId))
      await outbox.bulkDelete(drop)
      await attachments.where('projectId').equals(projectId).delete()
      await drafts.delete(projectId)
      if (sendDelete) await outbox.add(entry(projectId, 'delete', { userId }))
    }),

  /** A draft deleted here while its create or update was on its way: the server has it, so it goes there too. */
  deleteOnServer: (projectId: string, userId: string) =>
    localDb.transaction('rw', drafts, outbox, async () => {
      if (await drafts.get(projectId)) return
      const waiting = await outbox
        .where('projectId')
        .equals(projectId)
        .filter((e) => e.op === 'delete')
        .count()
      if (waiting === 0) await outbox.add(entry(projectId, 'delete', { userId }))
    }),

  /**
   * Takes the notice that the draft's submission reached the registry, to tell it once: the draft
   * as it was, or undefined when it is not due (told already, in another tab too).
   */
  takeSubmissionNotice: (projectId: string) =>
    localDb.transaction('rw', drafts, async () => {
      const draft = await drafts.get(projectId)
      if (!draft?.submissionNoticeDue) return undefined
      await drafts.update(projectId, { submissionNoticeDue: false })
      return draft
    }),

  /** An update of the draft goes after the work waiting, unless one waits already. */
  followUp: (projectId: string) =>
    localDb.transaction('rw', outbox, async () => {
      const pending = await outbox.where('projectId').equals(projectId).toArray()
      if (!pending.some((e) => e.op === 'update')) await outbox.add(entry(projectId, 'update'))
    }),

  /**
   * A save answered: the draft's base is now what the server has at `revision`, and the form takes
   * what `merge` makes of the draft as it is now (what the server kept from elsewhere, with what
   * was edited here meanwhile), in one transaction with any edit.
   */
  saved: (projectId: string, revision: number, base: DraftVersionRecord, merge?: (local: DraftVersionRecord) => DraftVersionRecord) =>
    localDb.transaction('rw', drafts, async () => {
      const draft = await drafts.get(projectId)
      if (!draft) return
      await drafts.update(projectId, {
        baseRevision: revision,
        base,
        ...(merge ? { ...merge({ form: draft.form, summary: draft.summary }), updatedAt: Date.now() } : {}),
      })
    }),

  /**
   * The person chose, field by field, in a conflict: the draft becomes what they chose, over the
   * server's copy they saw (its revision and its values the new base), and an update sends it. A
   * send of the draft waiting since the conflict goes as it is now, not as it first went.
   */
  resolve: (projectId: string, chosen: DraftVersionRecord, theirs: { revision: number; version: DraftVersionRecord }) =>
    localDb.transaction('rw', drafts, outbox, async () => {
      const draft = await drafts.get(projectId)
      if (draft?.serverCopy?.revision !== theirs.revision) return
      await drafts.update(projectId, {
        ...chosen,
        base: theirs.version,
        baseRevision: theirs.revision,
        serverCopy: null,
        conflicts: null,
        syncState: 'local',
        lastError: null,
        missingRequirements: null,
        updatedAt: Date.now(),
      })
      const pending = await outbox.where('projectId').equals(projectId).toArray()
      for (const waiting of pending) if (waiting.payload.sent) await outbox.update(waiting.seq!, { payload: { ...waiting.payload, sent: undefined } })
      if (!pending.some((e) => e.op === 'update' || e.op === 'create')) await outbox.add(entry(projectId, 'update'))
    }),
}

export const attachmentsStore = {
  get: (id: string) => attachments.get(id),
  patch: (id: string, changes: Partial<StoredAttachment>) => attachments.update(id, changes),
  delete: (id: string) => attachments.delete(id),
  ofProject: (projectId: string) => attachments.where('projectId').equals(projectId).toArray(),
  /** Documents the server already has, listed on a device that did not add them. */
  adopt: (list: StoredAttachment[]) => attachments.bulkPut(list),

  /** Files the registry no longer has: forgotten here with the work waiting for them, which has nothing left to do. */
  forget: (projectId: string, ids: readonly string[]) =>
    localDb.transaction('rw', attachments, outbox, async () => {
      if (ids.length === 0) return
      const gone = new Set(ids)
      await outbox
        .where('projectId')
        .equals(projectId)
        .filter((e) => e.payload.attachmentId !== undefined && gone.has(e.payload.attachmentId))
        .delete()
      await attachments.bulkDelete([...gone])
    }),

  /** Keeps a file on this device and queues its upload. */
  add: (attachment: StoredAttachment) =>
    localDb.transaction('rw', attachments, outbox, async () => {
      await attachments.add(attachment)
      await outbox.add(entry(attachment.projectId, 'upload', { attachmentId: attachment.id }))
    }),

  /** A file the server never saw is simply forgotten; a document it has is removed there too. */
  remove: (id: string) =>
    localDb.transaction('rw', attachments, outbox, async () => {
      const attachment = await attachments.get(id)
      if (!attachment) return
      const uploads = await outbox
        .where('projectId')
        .equals(attachment.projectId)
        .filter((e) => e.payload.attachmentId === id)
        .toArray()
      const unsent = uploads.find((e) => e.op === 'upload' && e.attempts === 0 && !attachment.uploadId)
      if (unsent && unsent.seq !== undefined) {
        await outbox.bulkDelete(uploads.map((e) => e.seq!))
        await attachments.delete(id)
        return
      }
      await attachments.update(id, { state: 'removed' })
      await outbox.add(entry(attachment.projectId, 'remove', { attachmentId: id }))
    }),

  /** A new description or category: sent with the upload if it has not started, else as its own change. */
  describe: (id: string, changes: Pick<StoredAttachment, 'description'> | Required<Pick<StoredAttachment, 'documentTypeId'>>) =>
    localDb.transaction('rw', attachments, outbox, async () => {
      const attachment = await attachments.get(id)
      if (!attachment || Object.entries(changes).every(([key, value]) => attachment[key as keyof typeof changes] === value)) return
      await attachments.update(id, changes)
      // Not started yet: the upload carries it. A document the server had before this device adopted it has no upload here.
      if (!attachment.uploadId && !attachment.documentId) return
      const waiting = await outbox
        .where('projectId')
        .equals(attachment.projectId)
        .filter((e) => e.op === 'describe' && e.payload.attachmentId === id && e.attempts === 0)
        .count()
      if (waiting === 0) await outbox.add(entry(attachment.projectId, 'describe', { attachmentId: id }))
    }),
}

export const outboxStore = {
  all: () => outbox.orderBy('seq').toArray() as Promise<Required<OutboxRecord>[]>,
  patch: (seq: number, changes: Partial<OutboxRecord>) => outbox.update(seq, changes),
  delete: (seq: number) => outbox.delete(seq),
  /** Removes a draft's entries of one kind; resolves to how many there were. */
  deleteWhere: (projectId: string, op: OutboxOperation): Promise<number> =>
    outbox
      .where('projectId')
      .equals(projectId)
      .filter((e) => e.op === op)
      .delete(),
}

/** The draft as stored, live across tabs: undefined while reading, null when there is none. */
export function useStoredDraft(projectId: string): StoredDraft | null | undefined {
  return useLiveQuery(async () => (await drafts.get(projectId)) ?? null, [projectId])
}

/** A group's files of a draft, in the order they were added; undefined while reading. */
export function useStoredAttachments(projectId: string, group: DocumentUploadGroup): StoredAttachment[] | undefined {
  return useLiveQuery(() => attachments.where('[projectId+group]').equals([projectId, group]).sortBy('addedAt'), [projectId, group])
}

/** The person's drafts on this device and the drafts whose deletion waits to go; undefined while reading. */
export function useDraftsOnThisDevice(userId: string): { drafts: StoredDraft[]; deleting: Set<string> } | undefined {
  return useLiveQuery(async () => {
    const deletes = await outbox.filter((e) => e.op === 'delete' && e.payload.userId === userId).toArray()
    return { drafts: await drafts.where('userId').equals(userId).toArray(), deleting: new Set(deletes.map((e) => e.projectId)) }
  }, [userId])
}

/** The work still waiting for the server for a draft; undefined while reading. */
export function usePendingWork(projectId: string): OutboxRecord[] | undefined {
  return useLiveQuery(() => outbox.where('projectId').equals(projectId).sortBy('seq'), [projectId])
}

/**
 * How much of this person's work waits for the registry (a visitor not signed in: ANONYMOUS_OWNER's
 * form drafts), live across tabs; undefined while reading.
 */
export function useWaitingWork(userId: string): WaitingWork | undefined {
  return useLiveQuery(async () => {
    const [entries, own, forms] = await Promise.all([
      outbox.toArray(),
      drafts.where('userId').equals(userId).primaryKeys(),
      formDrafts.where('userId').equals(userId).primaryKeys(),
    ])
    const mine = new Set<string>([...own, ...forms])
    return waitingWork(entries.filter((e) => (e.op === 'delete' ? e.payload.userId === userId : mine.has(e.projectId))))
  }, [userId])
}

/** This person's drafts whose submission reached the registry and who has not been told; undefined while reading. */
export function useSubmissionNoticesDue(userId: string): StoredDraft[] | undefined {
  return useLiveQuery(
    () =>
      drafts
        .where('userId')
        .equals(userId)
        .filter((d) => d.submissionNoticeDue === true)
        .toArray(),
    [userId],
  )
}
