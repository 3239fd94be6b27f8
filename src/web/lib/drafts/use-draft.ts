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
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { DocumentUploadGroup } from '../../../shared/domain/document-files'
import { isDocumentOperation } from '../../../shared/domain/outbox'
import { useConnectivity } from '../connectivity'
import { isQuotaError } from '../db/local-db'
import { attachmentsStore, draftsStore, outboxStore, usePendingWork, useStoredAttachments, useStoredDraft } from '../db/drafts-store'
import type { DraftKind, DraftSummary, StoredAttachment } from '../db/drafts-store'
import { useSession, useSessionUser } from '../session'
import { deleteDraft, forgetDocumentsGoneFromServer, openFromServer, otherForm, refreshFromServer, unreadableFailure } from './draft-actions'
import { recordOf, resolved, summaryOf } from './draft-versions'
import type { OpenFailure } from './draft-actions'
import { DraftUnreadable, migrateDraft } from './draft-migrations'
import { LOGIN_NEEDED, syncNow, syncSoon } from './sync-engine'
import { useFlushOnLeave } from './use-flush-on-leave'

export type { DraftSummary } from '../db/drafts-store'

/** Spec of issue 7: an edit is on the device within this time. */
export const LOCAL_WRITE_MS = 300

export type DraftState = 'local' | 'synced' | 'waiting' | 'conflict' | 'error'
/** error: 'login' (log in again), 'quota' (the device is full), or the server's message. */
export interface DraftStatus {
  state: DraftState
  error: string | null
}

/** What "Save draft" led to, for the spec's messages (§8). */
export type SaveOutcome = 'created' | 'updated' | 'offline' | 'unreachable' | 'refused' | 'documents' | 'conflict' | 'login' | 'quota'

export interface DraftVersion<Form> {
  form: Form
  summary: DraftSummary
}

interface LocalEdit<Form> {
  form: Form
  summary: DraftSummary
  updatedAt: number
}

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
  const [localEdit, setLocalEdit] = useState<LocalEdit<Form> | null>(null)
  const [quota, setQuota] = useState(false)
  const [missing, setMissing] = useState<OpenFailure | null>(null)
  const latest = useRef<LocalEdit<Form> | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const writing = useRef<Promise<void>>(Promise.resolve())

  // A draft this device does not have is copied from the server; one it has is brought up to date,
  // its files too: one removed on another device is forgotten here before the person counts on it.
  const opened = useRef<string | null>(null)
  useEffect(() => {
    if (stored === undefined || !userId || opened.current === projectId) return
    opened.current = projectId
    if (stored === null) {
      if (fromServer) void openFromServer(projectId, kind, userId).then(setMissing)
    }
    // (Files only of a draft the registry has: it has no lists of any other.)
    else {
      const onServer = stored.syncState === 'synced' && stored.baseRevision !== null
      void refreshFromServer(projectId).then(() => (onServer ? forgetDocumentsGoneFromServer(projectId) : undefined))
    }
  }, [stored, projectId, kind, userId, fromServer])

  const write = useCallback((): Promise<void> => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = undefined
    writing.current = writing.current.then(async () => {
      const edit = latest.current
      if (!edit) return
      try {
        if (await draftsStore.get(projectId)) await draftsStore.saveEdit(projectId, edit)
        else {
          await draftsStore.create({
            projectId,
            kind,
            userId,
            ...edit,
            baseRevision: null,
            syncState: 'local',
            lastError: null,
            serverCopy: null,
            submitRequested: false,
            projectNumber: null,
          })
        }
        if (latest.current === edit) latest.current = null
        setQuota(false)
        syncSoon()
      } catch (error) {
        // The edit stays in memory and goes with the next one; the status says why it is not kept.
        if (isQuotaError(error)) setQuota(true)
        else throw error
      }
    })
    return writing.current
  }, [projectId, kind, userId])

  const edit = useCallback(
    (form: Form, summary: DraftSummary) => {
      const next = { form, summary, updatedAt: Date.now() }
      latest.current = next
      setLocalEdit(next)
      // Not pushed back by further typing: an edit is on the device within LOCAL_WRITE_MS.
      if (!timer.current) timer.current = setTimeout(() => void write(), LOCAL_WRITE_MS)
    },
    [write],
  )

  const flush = useCallback(() => (latest.current ? write() : writing.current), [write])

  useFlushOnLeave(flush)

  // The edit shown until the device has it; then the stored draft (which other tabs may change).
  useEffect(() => {
    if (localEdit && stored && stored.updatedAt >= localEdit.updatedAt && !latest.current) setLocalEdit(null)
  }, [stored, localEdit])

  const read = useMemo((): { form?: Form; unreadable?: OpenFailure } => {
    if (!stored) return {}
    const other = otherForm(kind, stored.kind)
    if (other) return { unreadable: other }
    try {
      return { form: migrateDraft(stored.kind, stored.form) as Form }
    } catch (error) {
      if (error instanceof DraftUnreadable) return { unreadable: unreadableFailure(error) }
      throw error
    }
  }, [stored, kind])
  const storedForm = read.form
  const form = localEdit?.form ?? storedForm
  const summary = localEdit?.summary ?? stored?.summary
  // The newest form, for edits that merge into it rather than into the one a component rendered.
  const newest = useRef<Form | undefined>(form)
  useEffect(() => {
    newest.current = latest.current?.form ?? form
  }, [form])
  const current = useCallback(() => latest.current?.form ?? newest.current, [])

  const conflict = useMemo(() => {
    if (!stored?.serverCopy || !storedForm) return null
    let theirForm: Form
    try {
      theirForm = migrateDraft(stored.serverCopy.kind, stored.serverCopy.form1) as Form
    } catch {
      return null
    }
    const theirs: DraftVersion<Form> = { form: theirForm, summary: summaryOf(stored.serverCopy) }
    return { mine: { form: form ?? storedForm, summary: summary ?? stored.summary }, theirs, fields: stored.conflicts ?? undefined, lastEditedAt: stored.serverCopy.lastEditedAt }
  }, [stored, storedForm, form, summary])

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

  const saveNow = useCallback(async ({ firstSave = false }: { firstSave?: boolean } = {}): Promise<{ outcome: SaveOutcome; error: string | null }> => {
    const wasOnServer = (await draftsStore.get(projectId))?.baseRevision != null
    await flush()
    if (latest.current) return { outcome: 'quota', error: null }
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
  }, [projectId, flush, connectivity, signedIn])

  const submit = useCallback(async () => {
    await flush()
    await draftsStore.requestSubmit(projectId)
    void syncNow()
  }, [projectId, flush])

  const remove = useCallback(async () => {
    // An edit not yet written would make the draft again.
    if (timer.current) clearTimeout(timer.current)
    timer.current = undefined
    latest.current = null
    setLocalEdit(null)
    await writing.current
    await deleteDraft(projectId, userId)
  }, [projectId, userId])

  const resolve = useCallback(
    async (choices: Readonly<Record<string, 'mine' | 'theirs'>>) => {
      await flush()
      const draft = await draftsStore.get(projectId)
      if (!draft?.serverCopy) return
      // The choice replaces the form: an edit still in memory is in the draft read here.
      latest.current = null
      if (timer.current) clearTimeout(timer.current)
      timer.current = undefined
      setLocalEdit(null)
      const theirs = recordOf(draft.serverCopy)
      const chosen = resolved(draft.kind, { base: draft.base, mine: { form: draft.form, summary: draft.summary }, theirs }, choices)
      await draftsStore.resolve(projectId, chosen, { revision: draft.serverCopy.revision, version: theirs })
      void syncNow()
    },
    [projectId, flush],
  )

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
    missing: read.unreadable ?? (stored ? null : missing),
    dirty: !!localEdit && (!stored || stored.updatedAt < localEdit.updatedAt),
  }
}

export type Draft<Form> = ReturnType<typeof useDraft<Form>>

/** A file of a draft as the side panels list it. */
export type DraftAttachment = StoredAttachment

/** The files of a draft's group: kept on this device (as Blobs) until the server has them. */
export function useAttachments(projectId: string, group: DocumentUploadGroup) {
  const list = useStoredAttachments(projectId, group)
  const [quota, setQuota] = useState(false)
  const guard = useCallback(async (work: () => Promise<unknown>) => {
    try {
      await work()
      setQuota(false)
      syncSoon()
    } catch (error) {
      if (isQuotaError(error)) setQuota(true)
      else throw error
    }
  }, [])
  return {
    /** Files shown: not those being removed. Undefined while reading. */
    list: list?.filter((a) => a.state !== 'removed'),
    /** The device had no room for the last file. */
    quota,
    /** documentTypeId: the category it is added in (a placer required document), else the group's own type. */
    add: (file: File, description = '', documentTypeId: number | null = null) =>
      guard(() =>
        attachmentsStore.add({
          id: crypto.randomUUID(),
          projectId,
          group,
          blob: file,
          fileName: file.name,
          contentType: file.type,
          size: file.size,
          description,
          documentTypeId,
          state: 'staged',
          documentId: null,
          uploadId: null,
          received: 0,
          addedAt: Date.now(),
        }),
      ),
    remove: (id: string) => guard(() => attachmentsStore.remove(id)),
    describe: (id: string, description: string) => guard(() => attachmentsStore.describe(id, { description })),
    categorize: (id: string, documentTypeId: number) => guard(() => attachmentsStore.describe(id, { documentTypeId })),
  }
}
