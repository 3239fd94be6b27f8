// The drafts' sync engine: sends the outbox (lib/db/drafts-store) to the server, each project's
// work in order (create → update → uploads, removals, descriptions → submit; rules in
// shared/domain/outbox.ts), one tab at a time (navigator.locks). It runs on start, when the server
// becomes reachable, after local changes and on the backoff timer. A deleted draft's delete goes
// without the draft, which is already gone from this device. A failed send waits 2^n s (at
// most 5 minutes); a 401 keeps everything, ends the session (lib/session: the header and every form
// then say so) and asks the person to log in again, after which the sync goes on at once; a 409 conflict keeps
// the server's copy beside the draft until the person chooses; nothing is dropped without a choice
// except work the server refused, whose reason the draft shows. Form drafts (a comment) share the
// outbox and this engine: their work goes through form-draft-sync.ts (decision 0023). A run that
// sent proposal work says so (sync-events.ts), for lists read before it to be read again.
import { backoffMs, FORM_OPERATIONS, isDocumentOperation, nextToSend, nextWakeUp, outcomeOf } from '../../../shared/domain/outbox'
import { DOCUMENT_UPLOAD_GROUPS, MAX_UPLOAD_CHUNK_BYTES } from '../../../shared/domain/document-files'
import type { DocumentUploadGroup } from '../../../shared/domain/document-files'
import type { ProposalOnServer } from '../../../shared/schemas/proposal'
import { syncApi } from '../api-client'
import { currentConnectivity, onConnectivityChange } from '../connectivity'
import { attachmentsStore, draftsStore, outboxStore } from '../db/drafts-store'
import type { DraftVersionRecord, OutboxRecord, StoredDraft } from '../db/drafts-store'
import { currentSession, endSession, onSessionChange } from '../session'
import { renewWithDevice } from '../device-session'
import { ANONYMOUS_OWNER, formDraftsStore } from '../db/form-drafts-store'
import type { StoredFormDraft } from '../db/form-drafts-store'
import { resumeFormDrafts, sendFormWork } from './form-draft-sync'
import { markPendingForms } from './pending-forms'
import { reportWorkSent } from './sync-events'
import { LOGIN_NEEDED, NOT_ON_SERVER, refusedRequirements } from './refusal-reason'
import { call, codeOf, judge, NOTHING_TO_SEND, reasonOf } from './sync-calls'
import { fieldsChanged, rebased, recordOf } from './draft-versions'
import type { Result } from './sync-calls'

const LOCK_NAME = 'registry-drafts-sync'
/** After a local change, wait for typing to pause before sending. */
const AFTER_CHANGE_MS = 1000
export { LOGIN_NEEDED }

type Entry = Required<OutboxRecord>

function proposalBody(draft: StoredDraft, { form, summary }: DraftVersionRecord) {
  return { projectId: draft.projectId, ...summary, form1: JSON.stringify(form), kind: draft.kind, ...(draft.kind === 'placer' ? { uploadedByForm2: true } : {}) }
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
    if (entry.op === 'submit') await draftsStore.patch(draft.projectId, { baseRevision: saved.revision, projectNumber: saved.projectNumber, submissionNoticeDue: true })
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
      body: { uploadId, projectId: attachment.projectId, group, fileName: attachment.fileName, contentType: attachment.contentType, size, description: attachment.description, documentTypeId: attachment.documentTypeId ?? null },
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
      if ((current.documentTypeId ?? null) !== (attachment.documentTypeId ?? null)) await attachmentsStore.describe(id, { documentTypeId: current.documentTypeId ?? null })
    }
  }
  return result
}

async function sendRemove(entry: Entry): Promise<Result> {
  const attachment = await attachmentsStore.get(entry.payload.attachmentId ?? '')
  if (attachment?.documentId) {
    const result = judge(await call(syncApi.POST('/api/projects/remove-project-document', { body: { projectId: attachment.projectId, documentId: attachment.documentId } })))
    if (result.outcome !== 'done') return result
  }
  if (attachment) await attachmentsStore.delete(attachment.id)
  return { outcome: 'done', answer: { status: 200, body: null } }
}

async function sendDescribe(entry: Entry): Promise<Result> {
  const attachment = await attachmentsStore.get(entry.payload.attachmentId ?? '')
  if (!attachment?.documentId || attachment.state === 'removed') return { outcome: 'done', answer: { status: 200, body: null } }
  return judge(
    await call(syncApi.POST('/api/projects/update-document-description', { body: { projectId: attachment.projectId, documentId: attachment.documentId, description: attachment.description, documentTypeId: attachment.documentTypeId ?? null } })),
  )
}

async function sendDelete(entry: Entry): Promise<Result> {
  const answer = await call(syncApi.POST('/api/projects/delete-proposal', { body: { projectId: entry.projectId }, headers: { 'Idempotency-Key': entry.idempotencyKey } }))
  // Deleted already (by an earlier try whose answer was lost, or on another device): nothing is left to do.
  if (answer !== 'unreachable' && answer.status === 404) return { outcome: 'done', answer }
  return judge(answer)
}

function send(entry: Entry, draft: StoredDraft | undefined): Promise<Result> {
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

/** Sends what is due until nothing is. */
async function drain(): Promise<void> {
  for (;;) {
    if (currentConnectivity() === 'offline') return
    // No one signed in (the server may have ended the session): proposals' work waits for the next
    // login; a visitor's own form drafts go without one.
    const session = currentSession()
    const userId = session?.user.userId
    const entries = await outboxStore.all()
    const drafts = new Map<string, StoredDraft | undefined>()
    const forms = new Map<string, StoredFormDraft | undefined>()
    for (const key of new Set(entries.map((e) => e.projectId))) {
      if (entries.some((e) => e.projectId === key && FORM_OPERATIONS.has(e.op))) forms.set(key, await formDraftsStore.get(key))
      else drafts.set(key, await draftsStore.get(key))
    }
    // Work of a draft in conflict waits for the person's choice; another person's drafts for them.
    const eligible = entries.filter((e) => {
      if (FORM_OPERATIONS.has(e.op)) {
        const form = forms.get(e.projectId)
        return form && (form.userId === ANONYMOUS_OWNER || form.userId === userId) && form.lastError !== LOGIN_NEEDED
      }
      if (e.op === 'delete') return userId !== undefined && e.payload.userId === userId
      const draft = drafts.get(e.projectId)
      return draft && userId !== undefined && draft.userId === userId && draft.syncState !== 'conflict'
    })
    const owned = (e: (typeof entries)[number]) => (FORM_OPERATIONS.has(e.op) ? forms.get(e.projectId) : drafts.get(e.projectId))
    for (const orphan of entries.filter((e) => e.op !== 'delete' && !owned(e))) await outboxStore.delete(orphan.seq)
    const entry = nextToSend(eligible, Date.now()) as Entry | undefined
    if (!entry) return markPendingForms(entries.some((e) => FORM_OPERATIONS.has(e.op) && owned(e)))
    const form = forms.get(entry.projectId)
    if (form) {
      if ((await sendFormWork(entry, form)) === 'stop') return
      continue
    }
    if (!session) return
    const draft = drafts.get(entry.projectId)
    const { outcome, answer } = await send(entry, draft)
    switch (outcome) {
      case 'done': {
        sentThisRun++
        await outboxStore.delete(entry.seq)
        const rest = (await outboxStore.all()).filter((e) => e.projectId === entry.projectId)
        const failing = rest.some((e) => e.lastError)
        const current = await draftsStore.get(entry.projectId)
        // Deleted here while this went: what it made on the server is deleted there too.
        if (!current && draft && entry.op !== 'delete') await draftsStore.deleteOnServer(entry.projectId, draft.userId)
        if (current && current.syncState !== 'conflict') {
          await draftsStore.patch(entry.projectId, {
            ...(rest.length === 0 && !failing ? { syncState: 'synced', sentAt: Date.now() } : current.syncState === 'error' && entry.op !== 'upload' ? { syncState: 'local' } : {}),
            ...(current.lastError && current.lastError !== LOGIN_NEEDED && rest.length === 0 ? { lastError: null, missingRequirements: null } : {}),
          })
        }
        break
      }
      case 'retry': {
        const attempts = entry.attempts + 1
        await outboxStore.patch(entry.seq, { attempts, nextAttemptAt: Date.now() + (answer === 'unreachable' || outcomeOf(answer) === 'retry' ? backoffMs(attempts) : 0), lastError: reasonOf(entry.op, answer) })
        if (answer === 'unreachable') return
        break
      }
      case 'login':
        // The device session gives a new session: the work goes on with it, no login asked.
        if (await renewWithDevice(session.token)) break
        await draftsStore.patch(entry.projectId, { syncState: 'error', lastError: LOGIN_NEEDED })
        // The server ended the session this work went with (not one renewed meanwhile): no one is signed in now.
        if (currentSession()?.token === session.token) endSession()
        return
      case 'conflict':
        // The draft now holds the server's copy; its work waits for the person.
        break
      case 'refused': {
        await outboxStore.delete(entry.seq)
        const documents = isDocumentOperation(entry.op)
        // A proposal is not submitted without the documents meant to go with it.
        const submitCancelled = documents && (await outboxStore.deleteWhere(entry.projectId, 'submit')) > 0
        if (documents && entry.payload.attachmentId) await attachmentsStore.patch(entry.payload.attachmentId, { lastError: reasonOf(entry.op, answer) })
        await draftsStore.patch(entry.projectId, {
          syncState: 'error',
          lastError: reasonOf(entry.op, answer),
          missingRequirements: answer === 'unreachable' ? null : refusedRequirements(entry.op, answer),
          failedOp: entry.op,
          ...(entry.op === 'submit' || documents ? { submitRequested: false } : {}),
          ...(entry.op === 'submit' || submitCancelled ? { submitFailed: true } : {}),
        })
        break
      }
    }
  }
}

let running: Promise<void> | null = null
let again = false
/** Proposal work the registry took during this run: lists read before it are out of date. */
let sentThisRun = 0
let wakeUp: ReturnType<typeof setTimeout> | undefined
let afterChange: ReturnType<typeof setTimeout> | undefined

async function withLock(work: () => Promise<void>): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.locks) await navigator.locks.request(LOCK_NAME, work)
  else await work()
}

async function scheduleWakeUp(): Promise<void> {
  if (wakeUp) clearTimeout(wakeUp)
  wakeUp = undefined
  const at = nextWakeUp(await outboxStore.all())
  if (at !== undefined) wakeUp = setTimeout(() => void syncNow(), Math.max(0, at - Date.now()) + 50)
}

/** Sends what waits, now; resolves when this tab's run is over (another tab's lock is waited for). */
export function syncNow(): Promise<void> {
  if (running) {
    again = true
    return running
  }
  running = (async () => {
    try {
      do {
        again = false
        await withLock(drain)
      } while (again)
    } finally {
      running = null
      if (sentThisRun > 0) reportWorkSent()
      sentThisRun = 0
      await scheduleWakeUp()
    }
  })()
  return running
}

/** After a local change: syncs once typing pauses. */
export function syncSoon(): void {
  if (afterChange) clearTimeout(afterChange)
  afterChange = setTimeout(() => void syncNow(), AFTER_CHANGE_MS)
}

/** Waiting entries may go now: the server answers again, or the person logged in again. */
async function retryNow(): Promise<void> {
  for (const entry of await outboxStore.all()) if (entry.nextAttemptAt > Date.now()) await outboxStore.patch(entry.seq, { nextAttemptAt: 0 })
  await syncNow()
}

let started = false

/**
 * A session is there (a login, here or in another tab, a renewed token, or the page opening with
 * one): drafts that waited for a login go on at once, their marks from an earlier page included.
 */
async function resume(userId: string, now: boolean): Promise<void> {
  await resumeFormDrafts(userId)
  for (const draft of await draftsStore.listOf(userId)) {
    if (draft.lastError === LOGIN_NEEDED) await draftsStore.patch(draft.projectId, { syncState: 'local', lastError: null })
  }
  await (now ? retryNow() : syncNow())
}

/** Starts the engine once for the page: runs now and whenever there is reason to. */
export function startDraftSync(): void {
  if (started || typeof window === 'undefined') return
  started = true
  onConnectivityChange(() => {
    if (currentConnectivity() === 'online') void retryNow()
  })
  onSessionChange(() => {
    const session = currentSession()
    if (session) void resume(session.user.userId, true)
  })
  window.addEventListener('online', () => void retryNow())
  const session = currentSession()
  void (session ? resume(session.user.userId, false) : syncNow())
}
