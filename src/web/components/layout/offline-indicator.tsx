// The offline indicator: a banner while the server cannot be reached, saying what still works, and
// on the navigation bar the connection's state, whose menu says whether the app works offline in
// this browser: how far the device's preparation has got, or since when it is ready and when it
// was last refreshed (with Refresh now); what waits to be sent to the registry; and the storage
// used and left. The first time the app is ready to work offline on this device is said once,
// quietly, and a submission queued here that reached the registry is told wherever the person is.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { useConnectivity } from '../../lib/connectivity'
import { hasPendingForms } from '../../lib/drafts/pending-forms'
import { offlineReadinessAnnounced, useOfflineReadiness } from '../../lib/offline-readiness'
import { useSessionUser } from '../../lib/session'
import { showToast } from '../ui/toast'
import { DeviceStorage } from './device-storage'
import { LazySubmissionNotices, LazyWaitingWork } from './lazy-outbox'
import { OfflineReadinessStatus } from './offline-readiness-status'
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

/** Whether the popover is open: what it shows is read again each time it opens. */
function usePopoverOpen() {
  const ref = useRef<HTMLDivElement>(null)
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const menu = ref.current
    if (!menu) return
    const toggled = (event: Event) => setOpen((event as ToggleEvent).newState === 'open')
    menu.addEventListener('toggle', toggled)
    return () => menu.removeEventListener('toggle', toggled)
  }, [])
  return { ref, open }
}

/** The connection's state on the navigation bar; its menu says whether the app works offline here. */
export function OfflineStatusMenu({ className }: { className?: string }) {
  const { t } = useLingui()
  const online = useConnectivity() === 'online'
  const readiness = useOfflineReadiness()
  const announce = readiness.state === 'ready' && readiness.announce
  const user = useSessionUser()
  const { ref, open } = usePopoverOpen()

  useEffect(() => {
    if (!announce) return
    showToast(<Trans>The app is ready to work offline on this device.</Trans>)
    offlineReadinessAnnounced()
  }, [announce])

  return (
    <>
      <button
        type="button"
        className={`${className ?? ''} ${styles.button}`}
        popoverTarget={MENU_ID}
        data-online={online}
        aria-label={online ? t`Online: connection and offline use` : t`Offline: connection and offline use`}
      >
        <span className={styles.dot} aria-hidden="true" />
        {online ? <Trans>Online</Trans> : <Trans>Offline</Trans>}
      </button>
      <div id={MENU_ID} ref={ref} popover="auto" className={styles.menu} data-testid="offline-status">
        <p>{online ? <Trans>Connected to the registry.</Trans> : <Trans>No connection to the registry.</Trans>}</p>
        <OfflineReadinessStatus readiness={readiness} online={online} />
        {(user || hasPendingForms()) && <LazyWaitingWork userId={user?.userId ?? null} />}
        <DeviceStorage open={open} />
        <Link to="/saved-projects" onClick={() => document.getElementById(MENU_ID)?.hidePopover()}>
          <Trans>Saved for offline</Trans>
        </Link>
      </div>
      {user && <LazySubmissionNotices userId={user.userId} />}
    </>
  )
}
