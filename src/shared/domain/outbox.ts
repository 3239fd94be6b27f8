// The order a device sends a draft's pending work in (DESIGN "Local-first drafts"). Entries are
// grouped by their draft's key (`projectId`: a proposal's project id, or a form draft's own id, such
// as a comment's clientCommentId); each draft's work goes in the order it was queued. A proposal:
// create before anything else, then updates, uploads, removals and description changes in
// the order they were made, and submit last; an update waiting behind another update of the same
// draft is replaced by the newer one (the server only needs the latest), and deleting a draft
// replaces all of its waiting work. A failed send waits 2^n seconds, at most 5 minutes, before it
// is tried again.

export const OUTBOX_OPERATIONS = [
  'create',
  'update',
  'upload',
  'remove',
  'describe',
  'submit',
  'delete',
  'submit-comment',
  'upload-comment-document',
  'submit-answer',
  'upload-answer-document',
] as const
export type OutboxOperation = (typeof OUTBOX_OPERATIONS)[number]

/**
 * How each kind of form sent once goes: its submission and its files' operations, and their order.
 * A comment's files follow it, with the upload token its submission answers; a refused file does
 * not undo the comment. An information-request answer (or a simplified request's) is saved with the
 * files it names, so its files go first, and a refused file stops the answers from going without it.
 */
export const FORM_SENDS = {
  comment: { submit: 'submit-comment', upload: 'upload-comment-document', filesFirst: false },
  answer: { submit: 'submit-answer', upload: 'upload-answer-document', filesFirst: true },
  'simplified-answer': { submit: 'submit-answer', upload: 'upload-answer-document', filesFirst: true },
} as const satisfies Record<string, { submit: OutboxOperation; upload: OutboxOperation; filesFirst: boolean }>
export type FormKind = keyof typeof FORM_SENDS

/** The operations of forms sent once (FORM_SENDS). */
export const FORM_OPERATIONS: ReadonlySet<OutboxOperation> = new Set(Object.values(FORM_SENDS).flatMap((send) => [send.submit, send.upload]))

/** Whether an operation sends a form itself, rather than one of its files. */
export function isFormSubmission(op: OutboxOperation): boolean {
  return Object.values(FORM_SENDS).some((send) => send.submit === op)
}

/** The operations on a draft's files: a refusal of one is about a document, not the proposal. */
export function isDocumentOperation(op: OutboxOperation | null | undefined): boolean {
  return op === 'upload' || op === 'remove' || op === 'describe'
}

export interface OutboxEntry {
  /** Order of making, increasing. */
  seq: number
  projectId: string
  op: OutboxOperation
  attempts: number
  /** Not before this time (ms since 1970). */
  nextAttemptAt: number
}

export const MAX_BACKOFF_MS = 5 * 60_000

/** How long to wait after the nth failed attempt (n from 1): 2, 4, 8 … seconds, at most 5 minutes. */
export function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.max(1, attempts))
}

/**
 * The entries to drop when a new update of a project is queued: older updates of the same project
 * not yet being sent, since the new one carries everything they did.
 */
export function supersededBy(entries: readonly OutboxEntry[], update: Pick<OutboxEntry, 'projectId'>, sending: ReadonlySet<number> = new Set()): number[] {
  return entries.filter((e) => e.projectId === update.projectId && e.op === 'update' && !sending.has(e.seq)).map((e) => e.seq)
}

/**
 * What deleting a draft does to the outbox: every waiting entry of the draft goes (nothing of a
 * deleted draft is worth sending), and a delete is queued unless the server cannot have the draft:
 * it is on this device, no revision of it came back and its create was never tried. Entries of a
 * draft being sent right now are the engine's to finish; it queues the delete if their draft went.
 */
export function draftDeletion(
  entries: readonly (OutboxEntry & { attempts: number })[],
  projectId: string,
  draft: { baseRevision: number | null } | undefined,
): { drop: number[]; sendDelete: boolean } {
  const own = entries.filter((e) => e.projectId === projectId)
  const neverSent =
    draft !== undefined && draft.baseRevision === null && own.some((e) => e.op === 'create') && own.every((e) => e.op !== 'create' || e.attempts === 0)
  return { drop: own.filter((e) => e.op !== 'delete').map((e) => e.seq), sendDelete: !neverSent && !own.some((e) => e.op === 'delete') }
}

/**
 * What to send next: for each project only its first entry may go (the rest wait for it), and only
 * once its wait is over. Among projects, the oldest work first.
 */
export function nextToSend(entries: readonly OutboxEntry[], now: number): OutboxEntry | undefined {
  return firstPerProject(entries).find((e) => e.nextAttemptAt <= now)
}

/** When the next entry may be tried, for a timer; undefined when nothing waits. */
export function nextWakeUp(entries: readonly OutboxEntry[]): number | undefined {
  const times = firstPerProject(entries).map((e) => e.nextAttemptAt)
  return times.length ? Math.min(...times) : undefined
}

/** Each project's oldest entry, oldest first. */
function firstPerProject(entries: readonly OutboxEntry[]): OutboxEntry[] {
  const firsts = new Map<string, OutboxEntry>()
  for (const entry of [...entries].sort((a, b) => a.seq - b.seq)) if (!firsts.has(entry.projectId)) firsts.set(entry.projectId, entry)
  return [...firsts.values()]
}

/** Where a draft stands, as the form says it (spec words of issue 7). */
export type DraftSyncState = 'local' | 'syncing' | 'synced' | 'waiting' | 'conflict' | 'error'

/** The state a draft shows given its pending entries and the last outcome. */
export function draftState(pending: readonly OutboxEntry[], last: { conflict: boolean; error: string | null; online: boolean }): DraftSyncState {
  if (last.conflict) return 'conflict'
  if (last.error) return 'error'
  if (pending.length === 0) return 'synced'
  return last.online ? 'local' : 'waiting'
}

/**
 * Whether a new update of a project needs its own entry: not while a create or an update that has
 * not been tried yet is waiting, since those read the draft as it is when they are sent.
 */
export function needsUpdateEntry(entries: readonly (OutboxEntry & { attempts: number })[], projectId: string): boolean {
  return !entries.some((e) => e.projectId === projectId && (e.op === 'create' || e.op === 'update') && e.attempts === 0)
}

/** What to do with a sent entry, by the server's answer (an HTTP status, or none at all). */
export type SendOutcome = 'done' | 'retry' | 'login' | 'conflict' | 'refused'

export function outcomeOf(answer: { status: number; code?: string | undefined } | 'unreachable'): SendOutcome {
  if (answer === 'unreachable') return 'retry'
  const { status, code } = answer
  if (status >= 200 && status < 300) return 'done'
  if (status === 401) return 'login'
  if (status === 409 && code === 'conflict') return 'conflict'
  // Busy servers and gateways answer these; the same request can succeed later.
  if (status === 408 || status === 425 || status === 429 || status >= 500) return 'retry'
  return 'refused'
}

/**
 * Whether two JSON values hold the same data, whatever the order of their keys (the server keeps
 * form1 as jsonb, which orders keys its own way): a conflict over identical forms is no conflict.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameJson(item, b[i]))
  const left = a as Record<string, unknown>
  const right = b as Record<string, unknown>
  const keys = Object.keys(left).filter((k) => left[k] !== undefined)
  if (keys.length !== Object.keys(right).filter((k) => right[k] !== undefined).length) return false
  return keys.every((k) => Object.hasOwn(right, k) && sameJson(left[k], right[k]))
}

/** What waits to be sent, as a person counts it: drafts with changes, files, and submissions. */
export interface WaitingWork {
  /** Drafts with a change not sent yet (made, edited, a file removed or described, deleted). */
  drafts: number
  files: number
  /** Proposals, comments and answers submitted on the device and not yet with the registry. */
  submissions: number
}

const FILE_OPERATIONS: ReadonlySet<OutboxOperation> = new Set(['upload', ...Object.values(FORM_SENDS).map((send) => send.upload)])

/** Counts the waiting entries: each file and each submission once, each draft once however many of its changes wait. */
export function waitingWork(entries: readonly Pick<OutboxEntry, 'projectId' | 'op'>[]): WaitingWork {
  const drafts = new Set<string>()
  let files = 0
  let submissions = 0
  for (const { projectId, op } of entries) {
    if (FILE_OPERATIONS.has(op)) files++
    else if (op === 'submit' || isFormSubmission(op)) submissions++
    else drafts.add(projectId)
  }
  return { drafts: drafts.size, files, submissions }
}
