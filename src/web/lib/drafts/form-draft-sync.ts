// The sync engine's part for form drafts. A comment: its submission first, which answers with the
// receipt and the token its files go with, then each file in turn; a refused file is told (File
// Upload Failed) and the rest go on, since the comment itself is with the registry. An answer to an
// information request: its files first, then the answers that name them; a refused file is told and
// the answers go back to the person with it. A refused submission goes back to the person with its
// reason (the form shows it and lets them send again).
import { backoffMs, FORM_SENDS, isFormSubmission, outcomeOf } from '../../../shared/domain/outbox'
import { attachmentsStore, outboxStore } from '../db/drafts-store'
import type { OutboxRecord } from '../db/drafts-store'
import { ANONYMOUS_OWNER, formDraftsStore } from '../db/form-drafts-store'
import type { FormDraftReceipt, StoredFormDraft } from '../db/form-drafts-store'
import { currentSession, endSession } from '../session'
import { renewWithDevice } from '../device-session'
import { DraftUnreadable } from './draft-migrations'
import { reportFormFileSent } from './form-draft-events'
import { formDraftKinds } from './form-draft-kinds'
import { LOGIN_NEEDED, NOT_ON_SERVER } from './refusal-reason'
import { judge, NOTHING_TO_SEND, reasonOf } from './sync-calls'
import type { Result } from './sync-calls'

type Entry = Required<OutboxRecord>

const isSubmission = (entry: Entry) => isFormSubmission(entry.op)

async function sendSubmission(draft: StoredFormDraft): Promise<Result> {
  // Sent before and answered (this entry's answer was lost on the way to the outbox): nothing more to send.
  if (draft.receipt || draft.answered) return NOTHING_TO_SEND
  return submitForReceipt(draft)
}

/** Sends the submission and keeps the receipt it answers (sent again, the same comment answers with a fresh upload token). */
async function submitForReceipt(draft: StoredFormDraft): Promise<Result & { receipt: FormDraftReceipt | null }> {
  const files = await attachmentsStore.ofProject(draft.draftId)
  const { answer, kept } = await formDraftKinds[draft.kind].submit(draft, files.length)
  const result = judge(answer)
  if (result.outcome === 'done' && kept) await formDraftsStore.patch(draft.draftId, kept)
  return { ...result, receipt: kept && 'receipt' in kept ? kept.receipt : null }
}

async function sendFile(entry: Entry, draft: StoredFormDraft): Promise<Result> {
  const id = entry.payload.attachmentId ?? ''
  const file = await attachmentsStore.get(id)
  if (!file?.blob || file.state !== 'staged') return NOTHING_TO_SEND
  const filesFirst = FORM_SENDS[draft.kind].filesFirst
  if (!filesFirst && !draft.receipt) return { outcome: 'refused', answer: { status: 409, code: NOT_ON_SERVER, body: null } }
  const blob = file.blob
  const send = (receipt: FormDraftReceipt | null) => formDraftKinds[draft.kind].upload(draft, receipt, { ...file, blob })
  let answer = await send(draft.receipt)
  // The upload token lasts COMMENT_LIMITS.uploadTokenMinutes: files that waited longer (no connection) go with a fresh one.
  if (!filesFirst && answer !== 'unreachable' && answer.status === 403) {
    const fresh = await submitForReceipt(draft)
    if (fresh.outcome !== 'done' || !fresh.receipt) return fresh
    answer = await send(fresh.receipt)
  }
  const result = judge(answer)
  if (result.outcome === 'done' && answer !== 'unreachable') {
    const { documentId } = answer.body as { documentId: string }
    // The registry has the bytes: the device keeps only the name, for the comment awaiting review.
    await attachmentsStore.patch(id, { state: 'uploaded', documentId, blob: null, received: file.size })
    reportFormFileSent({ draftId: draft.draftId, fileName: file.fileName, ok: true })
  }
  return result
}

async function settled(draftId: string): Promise<void> {
  const rest = (await outboxStore.all()).filter((e) => e.projectId === draftId)
  if (rest.length === 0) await formDraftsStore.patch(draftId, { syncState: 'synced', lastError: null })
}

/** Sends one piece of a form draft's work and records the outcome; 'stop' when the engine must wait (no connection, a login). */
export async function sendFormWork(entry: Entry, draft: StoredFormDraft): Promise<'go-on' | 'stop'> {
  const session = currentSession()
  let result: Result
  try {
    result = isSubmission(entry) ? await sendSubmission(draft) : await sendFile(entry, draft)
  } catch (error) {
    if (!(error instanceof DraftUnreadable)) throw error
    await formDraftsStore.reopen(draft.draftId, 'not-a-form')
    return 'go-on'
  }
  const { answer } = result
  let outcome = result.outcome
  // Only a signed-in person's work can wait for a login; a comment's file's 401 is its upload token's.
  if (outcome === 'login' && (draft.userId === ANONYMOUS_OWNER || (!isSubmission(entry) && !FORM_SENDS[draft.kind].filesFirst))) outcome = 'refused'
  switch (outcome) {
    case 'done':
      await outboxStore.delete(entry.seq)
      await settled(draft.draftId)
      return 'go-on'
    case 'retry': {
      const attempts = entry.attempts + 1
      await outboxStore.patch(entry.seq, {
        attempts,
        nextAttemptAt: Date.now() + (answer === 'unreachable' || outcomeOf(answer) === 'retry' ? backoffMs(attempts) : 0),
        lastError: reasonOf(entry.op, answer),
      })
      return answer === 'unreachable' ? 'stop' : 'go-on'
    }
    case 'login':
      if (session && (await renewWithDevice(session.token))) return 'go-on'
      await formDraftsStore.patch(draft.draftId, { syncState: 'error', lastError: LOGIN_NEEDED })
      if (session && currentSession()?.token === session.token) endSession()
      return 'stop'
    case 'conflict':
    case 'refused':
      if (isSubmission(entry)) {
        await formDraftsStore.reopen(draft.draftId, reasonOf(entry.op, answer))
        return 'go-on'
      }
      await outboxStore.delete(entry.seq)
      if (entry.payload.attachmentId) {
        const file = await attachmentsStore.get(entry.payload.attachmentId)
        await attachmentsStore.patch(entry.payload.attachmentId, { lastError: reasonOf(entry.op, answer) })
        if (file) reportFormFileSent({ draftId: draft.draftId, fileName: file.fileName, ok: false })
      }
      // The answers are not saved without one of their files: they go back to the person with it.
      if (FORM_SENDS[draft.kind].filesFirst) await formDraftsStore.reopen(draft.draftId, reasonOf(entry.op, answer))
      else await settled(draft.draftId)
      return 'go-on'
  }
}

/** Form drafts that waited for this person to log in again go on. */
export async function resumeFormDrafts(userId: string): Promise<void> {
  for (const draft of await formDraftsStore.listOf(userId)) {
    if (draft.lastError === LOGIN_NEEDED) await formDraftsStore.patch(draft.draftId, { syncState: 'local', lastError: null })
  }
}
