// A proposal draft's edits kept on this device (use-draft): each edit is written within
// LOCAL_WRITE_MS, not pushed back by further typing, and at once when the page is hidden or left;
// the draft is created here by its first edit, and the sync engine is told after each write. An
// edit the device has no room for stays in memory, goes with the next one, and is said (quota).
import { useCallback, useEffect, useRef, useState } from 'react'
import { isQuotaError } from '../db/local-db'
import { draftsStore } from '../db/drafts-store'
import type { DraftKind, DraftSummary, StoredDraft } from '../db/drafts-store'
import { syncSoon } from './sync-engine'
import { useFlushOnLeave } from './use-flush-on-leave'

/** Spec of issue 7: an edit is on the device within this time. */
export const LOCAL_WRITE_MS = 300

export interface LocalEdit<Form> {
  form: Form
  summary: DraftSummary
  updatedAt: number
}

export function useDraftAutosave<Form>(projectId: string, kind: DraftKind, userId: string, stored: StoredDraft | null | undefined) {
  const [localEdit, setLocalEdit] = useState<LocalEdit<Form> | null>(null)
  const [quota, setQuota] = useState(false)
  const latest = useRef<LocalEdit<Form> | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const writing = useRef<Promise<void>>(Promise.resolve())

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

  /** Drops an edit not yet written (the draft is being replaced or deleted); resolves once a write under way is over. */
  const discard = useCallback(() => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = undefined
    latest.current = null
    setLocalEdit(null)
    return writing.current
  }, [])

  /** The form of an edit not yet written, if there is one. */
  const unwritten = useCallback(() => latest.current?.form, [])

  return { localEdit, quota, edit, flush, discard, unwritten }
}
