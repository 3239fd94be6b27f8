// Where a draft stands, always on screen, in the words of issue 7: "Saved on this device",
// "Synced", "Waiting for connection", "Conflict", "Error: …".
import { Trans, useLingui } from '@lingui/react/macro'
import { SessionEnded } from '../../../components/session-ended/session-ended'
import { refusalMessage } from '../../../lib/drafts/draft-errors'
import type { DraftStatus } from '../../../lib/drafts/use-draft'
import styles from './proposal-drafts.module.css'

export function DraftStatusLine({ status }: { status: DraftStatus }) {
  const { t, i18n } = useLingui()
  const words = {
    // The draft (une ébauche) agrees in French; a saved project's identical English words do not.
    local: t({ message: 'Saved on this device', context: 'draft' }),
    synced: t`Synced`,
    waiting: t`Waiting for connection`,
    conflict: t`Conflict`,
    error: '',
  }
  const refusal = status.error ? refusalMessage(i18n, status.error) : t`the registry refused the draft.`
  return (
    <p className={styles.status} data-state={status.state} role="status" data-testid="draft-status">
      {status.state !== 'error' && words[status.state]}
      {status.state === 'error' && status.error === 'login' && <SessionEnded />}
      {status.state === 'error' && status.error === 'quota' && (
        <Trans>Error: this device is out of storage space, so the latest changes are not kept. Free some space.</Trans>
      )}
      {status.state === 'error' && status.error !== 'login' && status.error !== 'quota' && <Trans>Error: {refusal}</Trans>}
    </p>
  )
}
