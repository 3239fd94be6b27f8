// Opening a proposal draft (use-draft): one this device does not have is copied from the server,
// one it has is brought up to date, its files too (one removed on another device is forgotten here
// before the person counts on it); the stored form is migrated as it is read (draft-migrations),
// and a draft of another form or of a shape this version cannot read says why it cannot be opened.
import { useEffect, useMemo, useRef, useState } from 'react'
import type { DraftKind, StoredDraft } from '../db/drafts-store'
import { forgetDocumentsGoneFromServer, openFromServer, otherForm, refreshFromServer, unreadableFailure } from './draft-actions'
import type { OpenFailure } from './draft-actions'
import { DraftUnreadable, migrateDraft } from './draft-migrations'

export function useOpenDraft<Form>(projectId: string, kind: DraftKind, userId: string, stored: StoredDraft | null | undefined, fromServer: boolean) {
  const [missing, setMissing] = useState<OpenFailure | null>(null)
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

  return { storedForm: read.form, missing: read.unreadable ?? (stored ? null : missing) }
}
