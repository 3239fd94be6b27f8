// React hooks of local-first drafts, for every proposal form (general, placer, PDF upload):
//
//   const d = useDraft<GeneralForm>(projectId, 'general', { fromServer })   fromServer: false for a new form
//   d.form            the form as edited (undefined while reading; see d.missing when there is none)
//   d.edit(form, summary)   every edit: kept on this device within 300 ms, then sent
//   d.current()       the newest form (for merging a late patch, such as a look-up's answer)
//   d.flush()         writes a pending edit now (also done on blur, tab hidden, page hide, unmount)
//   d.saveNow({ firstSave })   "Save draft": flush, sync now, and what the server said ({ outcome, error });
//                     a new form's first save is 'created' even when the sync engine created it already
//   d.submit()        queues the submission after everything else; it goes when the server answers
//   d.remove()        deletes the draft here at once (an edit not yet written is dropped) and on the server
//   d.status          { state: 'local'|'synced'|'waiting'|'conflict'|'error', error } for DraftStatus
//   d.conflict        { mine, theirs, fields, lastEditedAt } while a field changed here was changed elsewhere too (fields:
//                     those in conflict, undefined for a conflict from before they were named: compare the two versions)
//   d.resolve(choices)  the person's choice per field in conflict ('mine' | 'theirs'), saved over the version they saw
//   d.projectNumber   set once the submission went through
//   d.submitFailure   { documents, message, missing } while a submission the registry refused (or whose documents it refused)
//                     stands; missing: the requirements the registry named (its files are then brought in line with the registry's)
//   d.missing         why the draft cannot be opened here (OpenFailure: not found, unreachable, submitted, unreadable, another form's…)
//   d.dirty           an edit not yet written on this device (for the leave-page confirmation)
//
//   const files = useAttachments(projectId, group)
//   files.list, files.add(file, description, documentTypeId), files.remove(id), files.describe(id, text), files.categorize(id, documentTypeId)
//
// The draft is created on this device by its first edit (the id is the browser's), and on the
// server by the sync engine. A draft not on this device is copied from the server when opened.
// The parts, by what they do: use-draft-open (load and migrate), use-draft-autosave (edits kept
// here), use-draft-conflict (two versions and the person's choice), use-attachments (files).
import { useCallback, useEffect, useMemo, useRef } from 'react'
import { isDocumentOperation } from '../../../shared/domain/outbox'
import { useConnectivity } from '../connectivity'
import { draftsStore, outboxStore, usePendingWork, useStoredDraft } from '../db/drafts-store'
import type { DraftKind } from '../db/drafts-store'
import { useSession, useSessionUser } from '../session'
import { deleteDraft, forgetDocumentsGoneFromServer } from './draft-actions'
import { LOGIN_NEEDED, syncNow } from './sync-engine'
import { useDraftAutosave } from './use-draft-autosave'
import { useDraftConflict } from './use-draft-conflict'
import { useOpenDraft } from './use-draft-open'

export type { DraftSummary } from '../db/drafts-store'

export type DraftState = 'local' | 'synced' | 'waiting' | 'conflict' | 'error'
/** error: 'login' (log in again), 'quota' (the device is full), or the server's message. */
export interface DraftStatus {
  state: DraftState
  error: string | null
}

/** What "Save draft" led to, for the spec's messages (§8). */
export type SaveOutcome = 'created' | 'updated' | 'offline' | 'unreachable' | 'refused' | 'documents' | 'conflict' | 'login' | 'quota'

export interface UseDraftOptions {
  /** Whether a draft this device does not have is looked for on the server (not for a new form). */
  fromServer?: boolean
}

const NO_REQUIREMENTS: readonly string[] = []

/** Spec §4: the first save of a new form moves it to its edit route after this wait. */
export const EDIT_ROUTE_DELAY_MS = 1_000

export function useDraft<Form>(projectId: string, kind: DraftKind, { fromServer = true }: UseDraftOptions = {}) {
  // The person's still when the server ended their session: what they write stays theirs.
  const userId = useSessionUser()?.userId ?? ''
  const stored = useStoredDraft(projectId)
  const pending = usePendingWork(projectId)
  const connectivity = useConnectivity()
  // Nobody signed in while the form is open: the server ended the session, and what waits goes after the next login.
  const signedIn = useSession() !== null
  const { localEdit, quota, edit, flush, discard, unwritten } = useDraftAutosave<Form>(projectId, kind, userId, stored)
  const { storedForm, missing } = useOpenDraft<Form>(projectId, kind, userId, stored, fromServer)

  const form = localEdit?.form ?? storedForm
  const summary = localEdit?.summary ?? stored?.summary
  // The newest form, for edits that merge into it rather than into the one a component rendered.
  const newest = useRef<Form | undefined>(form)
  useEffect(() => {
    newest.current = unwritten() ?? form
  }, [form, unwritten])
  const current = useCallback(() => unwritten() ?? newest.current, [unwritten])
  const { conflict, resolve } = useDraftConflict<Form>(projectId, { stored, storedForm, form, summary }, flush, discard)

  const status: DraftStatus = useMemo(() => {
    const waiting = (pending?.length ?? 0) > 0 || !!localEdit || !stored || stored.baseRevision === null
    if (quota) return { state: 'error', error: 'quota' }
    if (stored?.syncState === 'conflict') return { state: 'conflict', error: null }
    if (stored?.lastError === LOGIN_NEEDED || (!signedIn && waiting)) return { state: 'error', error: 'login' }
    if (stored?.syncState === 'error') return { state: 'error', error: stored.lastError }
    if (!waiting) return { state: 'synced', error: null }
    return { state: connectivity === 'offline' ? 'waiting' : 'local', error: null }
  }, [quota, stored, signedIn, pending, localEdit, connectivity])

  const submitFailed = !!stored?.submitFailed && stored.syncState === 'error' && stored.lastError !== LOGIN_NEEDED
  // Refused as incomplete when the device found it complete: the device's files may be stale
  // (removed from another device). Brought in line while the refusal stands, after a reload too.
  const refusedIncomplete = submitFailed && !!stored?.missingRequirements?.length
  useEffect(() => {
    if (refusedIncomplete) void forgetDocumentsGoneFromServer(projectId)
  }, [refusedIncomplete, projectId])

  const saveNow = useCallback(
    async ({ firstSave = false }: { firstSave?: boolean } = {}): Promise<{ outcome: SaveOutcome; error: string | null }> => {
      const wasOnServer = (await draftsStore.get(projectId))?.baseRevision != null
      await flush()
      if (unwritten() !== undefined) return { outcome: 'quota', error: null }
      if (connectivity === 'offline') return { outcome: 'offline', error: null }
      if (!signedIn) return { outcome: 'login', error: null }
      await syncNow()
      const draft = await draftsStore.get(projectId)
      const left = (await outboxStore.all()).filter((e) => e.projectId === projectId)
      const outcome = ((): SaveOutcome => {
        if (!draft) return 'refused'
        if (draft.syncState === 'conflict') return 'conflict'
        if (draft.lastError === LOGIN_NEEDED) return 'login'
        if (draft.syncState === 'error') return isDocumentOperation(draft.failedOp) ? 'documents' : 'refused'
        if (left.some((e) => e.op === 'create' || e.op === 'update')) return 'unreachable'
        if (left.length > 0) return left.some((e) => e.lastError === 'unreachable') ? 'unreachable' : 'documents'
        return wasOnServer && !firstSave ? 'updated' : 'created'
      })()
      return { outcome, error: draft?.lastError && draft.lastError !== LOGIN_NEEDED ? draft.lastError : null }
    },
    [projectId, flush, unwritten, connectivity, signedIn],
  )

  const submit = useCallback(async () => {
    await flush()
    await draftsStore.requestSubmit(projectId)
    void syncNow()
  }, [projectId, flush])

  const remove = useCallback(async () => {
    // An edit not yet written would make the draft again.
    await discard()
    await deleteDraft(projectId, userId)
  }, [projectId, userId, discard])

  return {
    form,
    summary,
    /** Whether this device has read the draft (or knows it has none). */
    loaded: stored !== undefined,
    exists: !!stored || !!localEdit,
    edit,
    current,
    flush,
    saveNow,
    submit,
    remove,
    resolve,
    status,
    conflict,
    submitRequested: stored?.submitRequested ?? false,
    submitFailure: submitFailed
      ? {
          documents: isDocumentOperation(stored.failedOp),
          message: stored.lastError,
          missing: stored.missingRequirements ?? NO_REQUIREMENTS,
        }
      : null,
    projectNumber: stored?.projectNumber ?? null,
    missing,
    dirty: !!localEdit && (!stored || stored.updatedAt < localEdit.updatedAt),
  }
}

export type Draft<Form> = ReturnType<typeof useDraft<Form>>

export { useAttachments } from './use-attachments'
export type { DraftAttachment } from './use-attachments'
