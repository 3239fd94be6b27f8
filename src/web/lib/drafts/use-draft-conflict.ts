// A proposal draft in conflict (use-draft): a field changed here was changed elsewhere too, and the
// sync engine kept the server's copy beside the draft. The two versions side by side, the fields in
// conflict, and the person's choice per field saved over the version they saw, then sent.
import { useCallback, useMemo } from 'react'
import { draftsStore } from '../db/drafts-store'
import type { DraftSummary, StoredDraft } from '../db/drafts-store'
import { recordOf, resolved, summaryOf } from './draft-versions'
import { migrateDraft } from './draft-migrations'
import { syncNow } from './sync-engine'

export interface DraftVersion<Form> {
  form: Form
  summary: DraftSummary
}

interface Shown<Form> {
  stored: StoredDraft | null | undefined
  storedForm: Form | undefined
  /** The form and summary as shown, an edit not yet written included. */
  form: Form | undefined
  summary: DraftSummary | undefined
}

export function useDraftConflict<Form>(
  projectId: string,
  { stored, storedForm, form, summary }: Shown<Form>,
  flush: () => Promise<void>,
  discard: () => Promise<void>,
) {
  const conflict = useMemo(() => {
    if (!stored?.serverCopy || !storedForm) return null
    let theirForm: Form
    try {
      theirForm = migrateDraft(stored.serverCopy.kind, stored.serverCopy.form1) as Form
    } catch {
      return null
    }
    const theirs: DraftVersion<Form> = { form: theirForm, summary: summaryOf(stored.serverCopy) }
    return {
      mine: { form: form ?? storedForm, summary: summary ?? stored.summary },
      theirs,
      fields: stored.conflicts ?? undefined,
      lastEditedAt: stored.serverCopy.lastEditedAt,
    }
  }, [stored, storedForm, form, summary])

  const resolve = useCallback(
    async (choices: Readonly<Record<string, 'mine' | 'theirs'>>) => {
      await flush()
      const draft = await draftsStore.get(projectId)
      if (!draft?.serverCopy) return
      // The choice replaces the form: an edit still in memory is in the draft read here.
      void discard()
      const theirs = recordOf(draft.serverCopy)
      const chosen = resolved(draft.kind, { base: draft.base, mine: { form: draft.form, summary: draft.summary }, theirs }, choices)
      await draftsStore.resolve(projectId, chosen, { revision: draft.serverCopy.revision, version: theirs })
      void syncNow()
    },
    [projectId, flush, discard],
  )

  return { conflict, resolve }
}
