// The offline indicator: shown while the server cannot be reached, saying what still works.
import { Trans } from '@lingui/react/macro'
import { useConnectivity } from '../../lib/connectivity'
import styles from './offline-indicator.module.css'

export function OfflineIndicator() {
  const connectivity = useConnectivity()
  if (connectivity === 'online') return null
  return (
    <div className={styles.offline} role="status" data-testid="offline-indicator">
      <strong>
        <Trans>You are offline.</Trans>
      </strong>{' '}
      <Trans>Pages and projects you have opened or saved still show, as they were when fetched; what needs a connection is turned off until it is back.</Trans>
    </div>
  )
}
