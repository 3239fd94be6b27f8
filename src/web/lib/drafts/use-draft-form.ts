// What every proposal form page does with its draft (general form, PDF upload, later the placer
// form): show a new form until the person enters something, and only then make it a draft (kept on
// this device, then on the server) and name its address; merge a patch into the newest form and
// keep it; make sure the draft exists before a file is kept for it or it is saved or submitted;
// and ask before the page is left while an edit is not yet on this device.
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Draft, DraftSummary } from './use-draft'

interface Options<Form> {
  draft: Draft<Form>
  /** The empty form a new draft starts from. */
  empty: Form
  /** Whether a form holds anything the person entered (moving between parts is not an entry). */
  hasEntries: (form: Form) => boolean
  /** Editing has stopped (a submission waits to go). */
  locked: boolean
  summarize: (form: Form) => DraftSummary
  /** A new draft was made: the person entered something, added a file, saved or submitted. */
  onFirstEdit?: () => void
  isNew: boolean
}

export function useDraftForm<Form>({ draft, empty, hasEntries, locked, summarize, onFirstEdit, isNew }: Options<Form>) {
  const named = useRef(!isNew)
  // A new form moved through (its part changed) but not yet entered: shown, not kept.
  const [unkept, setUnkept] = useState<Form | null>(null)
  const unkeptRef = useRef<Form | null>(null)
  const form = draft.form ?? (isNew && draft.loaded && !draft.exists ? (unkept ?? empty) : undefined)

  const keep = useCallback(
    (next: Form) => {
      draft.edit(next, summarize(next))
      unkeptRef.current = null
      if (!named.current) {
        named.current = true
        onFirstEdit?.()
      }
    },
    [draft, summarize, onFirstEdit],
  )

  // Patches merge into the newest form, not the one a component rendered with: a look-up answers
  // after further edits.
  const onChange = useCallback(
    (patch: Partial<Form>) => {
      const base = draft.current() ?? unkeptRef.current ?? form
      if (!base || locked) return
      const next = { ...base, ...patch }
      if (draft.current() === undefined && !hasEntries(next)) {
        unkeptRef.current = next
        setUnkept(next)
        return
      }
      keep(next)
    },
    [form, locked, draft, hasEntries, keep],
  )

  /** Makes the draft, entered or not (a file, Save draft, Submit), and has it on this device. */
  const ensureDraft = useCallback(async () => {
    const current = unkeptRef.current ?? form
    if (draft.current() === undefined && current && !locked) keep(current)
    await draft.flush()
  }, [draft, form, locked, keep])

  // Leaving while an edit is not yet on this device asks first (the write takes at most 300 ms).
  const { dirty, flush } = draft
  useEffect(() => {
    if (!dirty) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      void flush()
      event.preventDefault()
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [dirty, flush])

  return { form, onChange, ensureDraft }
}
