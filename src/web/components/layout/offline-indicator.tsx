// The offline indicator: a banner while the server cannot be reached, saying what still works, and
// on the navigation bar the connection's state, whose menu says whether the app works offline in
// this browser (and since when). The first time the app is ready to work offline on this device
// is said once, quietly.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { formatDateTime } from '../../../shared/domain/dates'
import { useConnectivity } from '../../lib/connectivity'
import { useLocale } from '../../lib/i18n'
import { offlineReadinessAnnounced, useOfflineReadiness } from '../../lib/pwa'
import { showToast } from '../ui/toast'
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

const MENU_ID = 'offline-status'

/** The connection's state on the navigation bar; its menu says whether the app works offline here. */
export function OfflineStatusMenu({ className }: { className?: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const online = useConnectivity() === 'online'
  const readiness = useOfflineReadiness()
  const announce = readiness.state === 'ready' && readiness.announce

  useEffect(() => {
    if (!announce) return
    showToast(<Trans>The app is ready to work offline on this device.</Trans>)
    offlineReadinessAnnounced()
  }, [announce])

  return (
    <>
      <button type="button" className={`${className ?? ''} ${styles.button}`} popoverTarget={MENU_ID} data-online={online} aria-label={online ? t`Online: connection and offline use` : t`Offline: connection and offline use`}>
        <span className={styles.dot} aria-hidden="true" />
        {online ? <Trans>Online</Trans> : <Trans>Offline</Trans>}
      </button>
      <div id={MENU_ID} popover="auto" className={styles.menu} data-testid="offline-status">
        <p>{online ? <Trans>Connected to the registry.</Trans> : <Trans>No connection to the registry.</Trans>}</p>
        <p data-testid="offline-readiness">
          {readiness.state === 'ready' && <Trans>Ready to work offline since {formatDateTime(new Date(readiness.since), locale)}: the app, your drafts and the projects you saved open with no connection.</Trans>}
          {readiness.state === 'preparing' && <Trans>Getting ready to work offline…</Trans>}
          {readiness.state === 'unavailable' && <Trans>This browser does not keep the app for use with no connection.</Trans>}
        </p>
        <Link to="/saved-projects" onClick={() => document.getElementById(MENU_ID)?.hidePopover()}>
          <Trans>Saved for offline</Trans>
        </Link>
      </div>
    </>
  )
}
