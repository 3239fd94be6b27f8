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
// sent proposal work says so (sync-events.ts), for lists read before it to be read again. What is
// sent for each kind of work is in draft-senders.ts; this module is the loop that sends it.
import { backoffMs, FORM_OPERATIONS, isDocumentOperation, nextToSend, nextWakeUp, outcomeOf } from '../../../shared/domain/outbox'
import { currentConnectivity, onConnectivityChange } from '../connectivity'
import { attachmentsStore, draftsStore, outboxStore } from '../db/drafts-store'
import type { StoredDraft } from '../db/drafts-store'
import { currentSession, endSession, onSessionChange } from '../session'
import { renewWithDevice } from '../device-session'
import { ANONYMOUS_OWNER, formDraftsStore } from '../db/form-drafts-store'
import type { StoredFormDraft } from '../db/form-drafts-store'
import { resumeFormDrafts, sendFormWork } from './form-draft-sync'
import { markPendingForms } from './pending-forms'
import { reportWorkSent } from './sync-events'
import { LOGIN_NEEDED, refusedRequirements } from './refusal-reason'
import { reasonOf } from './sync-calls'
import { send } from './draft-senders'
import type { Entry } from './draft-senders'

const LOCK_NAME = 'registry-drafts-sync'
/** After a local change, wait for typing to pause before sending. */
const AFTER_CHANGE_MS = 1000
export { LOGIN_NEEDED }

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
            ...(rest.length === 0 && !failing
              ? { syncState: 'synced', sentAt: Date.now() }
              : current.syncState === 'error' && entry.op !== 'upload'
                ? { syncState: 'local' }
                : {}),
            ...(current.lastError && current.lastError !== LOGIN_NEEDED && rest.length === 0 ? { lastError: null, missingRequirements: null } : {}),
          })
        }
        break
      }
      case 'retry': {
        const attempts = entry.attempts + 1
        await outboxStore.patch(entry.seq, {
          attempts,
          nextAttemptAt: Date.now() + (answer === 'unreachable' || outcomeOf(answer) === 'retry' ? backoffMs(attempts) : 0),
          lastError: reasonOf(entry.op, answer),
        })
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
