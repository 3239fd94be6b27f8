// What every proposal form page does with its draft (general form, PDF upload, later the placer
// form): merge a patch into the newest form and keep it, name a new draft's address on its first
// edit, make sure the draft exists before a file is kept for it, and ask before the page is left
// while an edit is not yet on this device.
import { useCallback, useEffect, useRef } from 'react'
import type { Draft, DraftSummary } from './use-draft'

interface Options<Form> {
  draft: Draft<Form>
  /** The form shown (the empty form of a new draft until its first edit). */
  form: Form | undefined
  /** Editing has stopped (a submission waits to go). */
  locked: boolean
  summarize: (form: Form) => DraftSummary
  /** A new draft was edited for the first time. */
  onFirstEdit?: () => void
  isNew: boolean
}

export function useDraftForm<Form>({ draft, form, locked, summarize, onFirstEdit, isNew }: Options<Form>) {
  const named = useRef(!isNew)

  // Patches merge into the newest form, not the one a component rendered with: a look-up answers
  // after further edits.
  const onChange = useCallback(
    (patch: Partial<Form>) => {
      const base = draft.current() ?? form
      if (!base || locked) return
      const next = { ...base, ...patch }
      draft.edit(next, summarize(next))
      if (!named.current) {
        named.current = true
        onFirstEdit?.()
      }
    },
    [form, locked, draft, summarize, onFirstEdit],
  )

  /** A file needs its draft on this device first. */
  const ensureDraft = useCallback(async () => {
    if (!draft.exists && form) onChange({})
    await draft.flush()
  }, [draft, form, onChange])

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

  return { onChange, ensureDraft }
}
