// "Delete draft" (spec §4: draft-stage projects can be deleted), asked again in a dialog that names
// the project, since a deleted draft cannot come back. What deleting does is the caller's
// (lib/drafts: at once on this device, on the server through the outbox).
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState } from 'react'
import { Button } from '../ui/button'
import dialogStyles from '../ui/dialog.module.css'
import styles from './delete-draft.module.css'

interface Props {
  /** The project's title as the person knows it; empty for a draft not yet named. */
  title: string
  onDelete: () => Promise<void>
  /** A link-like button among a list's actions, or a button in a form's bar. */
  look?: 'link' | 'button'
  disabled?: boolean
}

function ConfirmDialog({ title, onDelete, onClose }: { title: string; onDelete: () => Promise<void>; onClose: () => void }) {
  const { t } = useLingui()
  const ref = useRef<HTMLDialogElement>(null)
  const headingId = useId()
  const [deleting, setDeleting] = useState(false)
  useEffect(() => {
    ref.current?.showModal()
  }, [])
  const name = title.trim() || t`Untitled draft`
  const confirm = async () => {
    setDeleting(true)
    try {
      await onDelete()
    } finally {
      setDeleting(false)
      onClose()
    }
  }
  return (
    <dialog ref={ref} className={dialogStyles.dialog} aria-labelledby={headingId} onCancel={onClose} data-testid="delete-draft-dialog">
      <h2 id={headingId}>
        <Trans>Delete draft</Trans>
      </h2>
      <p>
        <Trans>Delete the draft “{name}”? This cannot be undone.</Trans>
      </p>
      <div className={dialogStyles.actions}>
        <Button variant="secondary" onClick={onClose} autoFocus>
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={() => void confirm()} disabled={deleting}>
          <Trans>Delete draft</Trans>
        </Button>
      </div>
    </dialog>
  )
}

export function DeleteDraftButton({ title, onDelete, look = 'button', disabled }: Props) {
  const [asking, setAsking] = useState(false)
  return (
    <>
      {look === 'link' ? (
        <button type="button" className={styles.linkButton} onClick={() => setAsking(true)} disabled={disabled}>
          <Trans>Delete draft</Trans>
        </button>
      ) : (
        <Button variant="secondary" onClick={() => setAsking(true)} disabled={disabled}>
          <Trans>Delete draft</Trans>
        </Button>
      )}
      {asking && <ConfirmDialog title={title} onDelete={onDelete} onClose={() => setAsking(false)} />}
    </>
  )
}
