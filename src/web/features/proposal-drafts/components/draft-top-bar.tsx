// The proposal forms' top bar (spec §2): Cancel (home), Print, Save draft, Submit, Delete draft
// (spec §4, once there is a draft) and what else the page offers for it (Export to a file), and the
// draft's state beside them, so it is always in view.
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { DeleteDraftButton } from '../../../components/delete-draft/delete-draft-button'
import { Button } from '../../../components/ui/button'
import { buttonClassName } from '../../../components/ui/button'
import styles from './proposal-drafts.module.css'

interface Props {
  onSave: () => void
  onSubmit: () => void
  saving: boolean
  submitting: boolean
  /** Editing stopped (a submission waits to go): only Cancel and Print remain. */
  locked: boolean
  status: ReactNode
  /** Deletes the draft; absent while there is none to delete. */
  onDelete?: () => Promise<void>
  /** The project's title, for the confirmation. */
  title: string
  /** Other actions on the draft, beside Delete draft. */
  more?: ReactNode
}

export function DraftTopBar({ onSave, onSubmit, saving, submitting, locked, status, onDelete, title, more }: Props) {
  return (
    <div className={styles.topBar} data-print="hide">
      <div className={styles.actions}>
        <Link to="/" className={buttonClassName('secondary')}>
          <Trans>Cancel</Trans>
        </Link>
        <Button variant="secondary" onClick={() => window.print()}>
          <Trans>Print</Trans>
        </Button>
        <Button variant="secondary" onClick={onSave} disabled={saving || locked}>
          {saving ? <Trans>Saving…</Trans> : <Trans>Save draft</Trans>}
        </Button>
        <Button onClick={onSubmit} disabled={submitting || locked}>
          {submitting ? <Trans>Submitting…</Trans> : <Trans>Submit</Trans>}
        </Button>
      </div>
      {status}
      {/* Beside the state, not among the buttons: on a phone those keep to one row. */}
      {more}
      {onDelete && <DeleteDraftButton look="link" title={title} onDelete={onDelete} />}
    </div>
  )
}
