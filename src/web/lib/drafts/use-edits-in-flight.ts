// Whether a form kept on the device (comments, answers) has edits its stored draft does not show yet,
// for its "Saved on this device" line and its leave guard. An edit counts until the draft read back
// from the device is the one its save wrote, not merely until the save ends: the device's live read
// of the draft comes after the save, and in between the form held neither an edit nor a kept draft,
// so a link followed then (about 300 ms after typing, on a busy device) left without the guard's
// question.
import { useCallback, useState } from 'react'
import type { StoredFormDraft } from '../db/form-drafts-store'

type Shown = Pick<StoredFormDraft, 'updatedAt' | 'submittedAt'> | null | undefined

/** Whether the stored draft is the one saved at `savedAt`, or is sent: no edit of the form is left out of it. */
export function showsEveryEdit(stored: Shown, savedAt: number | null): boolean {
  return !!stored && (!!stored.submittedAt || (savedAt !== null && stored.updatedAt === savedAt))
}

export function useEditsInFlight(stored: Shown) {
  const [edited, setEdited] = useState(false)
  const [savedAt, setSavedAt] = useState<number | null>(null)
  const shown = showsEveryEdit(stored, savedAt)
  // Forgotten once shown, so that a draft later taken off the device (sent and answered) leaves nothing unsent.
  if (edited && shown) setEdited(false)
  /** An edit was made: unsent until a save that holds it is read back. */
  const edit = useCallback(() => {
    setEdited(true)
    setSavedAt(null)
  }, [])
  /** The save of the draft stamped `updatedAt` holds every edit so far. */
  const kept = useCallback((updatedAt: number) => setSavedAt(updatedAt), [])
  return { editing: edited && !shown, edit, kept }
}
