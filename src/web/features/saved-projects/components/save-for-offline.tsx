// "Save for offline" on a project page: keeps the project, its tabs and its public documents on
// this device, with progress while it saves; once saved, a link to the saved projects instead.
// Whether it is saved comes from the saved index; the saving code, and the local database with
// it, load only when the visitor asks to save.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { Button, buttonClassName } from '../../../components/ui/button'
import { showToast } from '../../../components/ui/toast'
import { useConnectivity } from '../../../lib/connectivity'
import { useSavedAt } from '../../../lib/db/use-saved-at'
import type * as Saving from '../saving'
import type { SaveFailure, SaveProgress } from '../saving'
import { SaveFailureMessage } from './save-failure'
import styles from './saved-projects.module.css'

export function SaveForOffline({ projectId }: { projectId: string }) {
  const { t } = useLingui()
  const savedAt = useSavedAt(projectId)
  const [progress, setProgress] = useState<SaveProgress | null>(null)
  const [failure, setFailure] = useState<SaveFailure | null>(null)
  const offline = useConnectivity() === 'offline'
  const reasonId = useId()

  const save = async () => {
    setFailure(null)
    setProgress({ done: 0, total: 1 })
    let saving: typeof Saving | undefined
    try {
      saving = await import('../saving')
      await saving.saveProject(projectId, setProgress)
      showToast(t`Saved for offline use on this device.`)
    } catch (error) {
      setFailure(saving && error instanceof saving.SaveError ? error.reason : 'failed')
    } finally {
      setProgress(null)
    }
  }

  // Not known yet (where the saved index cannot say, as on a first visit): the button's room, kept
  // empty rather than a button that changes at once, so that the page does not move as it shows.
  if (savedAt === undefined) {
    return (
      <div className={`${styles.saveControl} ${styles.pending}`}>
        <Button variant="secondary" disabled>
          <Trans>Save for offline</Trans>
        </Button>
      </div>
    )
  }
  const saved = savedAt !== null
  return (
    <div className={styles.saveControl}>
      {saved && !progress ? (
        <Link to="/saved-projects" className={buttonClassName('secondary')}>
          <span aria-hidden="true">✓ </span>
          <Trans>Saved on this device</Trans>
        </Link>
      ) : (
        <Button
          variant="secondary"
          disabled={progress !== null || offline}
          aria-busy={progress !== null}
          aria-describedby={offline ? reasonId : undefined}
          onClick={() => void save()}
        >
          {progress ? (
            <Trans>
              Saving… {progress.done} of {progress.total}
            </Trans>
          ) : (
            <Trans>Save for offline</Trans>
          )}
        </Button>
      )}
      {offline && !saved && (
        <span id={reasonId} className={styles.offlineReason}>
          <Trans>Saving for offline needs a connection.</Trans>
        </span>
      )}
      {failure && <SaveFailureMessage reason={failure} />}
    </div>
  )
}
