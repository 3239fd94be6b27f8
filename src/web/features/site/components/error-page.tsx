// Shown when a page could not be loaded or failed while showing: says so and offers a retry. Every
// route's error shows inside the site's layout (the router's default error component), so the
// header, the account menu and the navigation stay. With no connection it is the offline fallback
// for a page the service worker has no copy of: it says what still opens, and tries again by
// itself when the connection returns.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useCallback, useEffect, useRef } from 'react'
import { Button } from '../../../components/ui/button'
import { ErrorMessage } from '../../../components/ui/status-message'
import { usePageTitle } from '../../../components/ui/use-page-title'
import { useConnectivity } from '../../../lib/connectivity'
import { useSession } from '../../../lib/session'
import styles from './site-pages.module.css'

export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const { t } = useLingui()
  const router = useRouter()
  const connectivity = useConnectivity()
  const signedIn = useSession() !== null
  // fetch rejects with a TypeError when nothing answered (the worker had no copy either).
  const offline = error instanceof TypeError || connectivity === 'offline'
  usePageTitle(offline ? t`This page needs a connection` : t`Something went wrong`)
  const retry = useCallback(() => {
    reset()
    void router.invalidate()
  }, [reset, router])
  const wasOffline = useRef(connectivity === 'offline')
  useEffect(() => {
    if (connectivity === 'offline') wasOffline.current = true
    else if (wasOffline.current) {
      wasOffline.current = false
      retry()
    }
  }, [connectivity, retry])
  return (
    <section className={styles.page}>
      <h1>{offline ? <Trans>This page needs a connection</Trans> : <Trans>Something went wrong</Trans>}</h1>
      <ErrorMessage title={offline ? t`The registry could not be reached.` : t`This page could not be shown.`}>
        <p>
          {offline ? (
            <Trans>
              This page was not kept for use without a connection; it opens again by itself when the connection returns. Pages you have opened before, your
              drafts and projects you saved for offline use still open.
            </Trans>
          ) : (
            <Trans>Please try again. If the problem continues, contact us.</Trans>
          )}
        </p>
        <div className={styles.actions}>
          <Button onClick={retry}>
            <Trans>Try again</Trans>
          </Button>
          {offline && signedIn && (
            <Link to="/my-projects">
              <Trans>My Projects</Trans>
            </Link>
          )}
          {offline && (
            <Link to="/saved-projects">
              <Trans>Saved for offline</Trans>
            </Link>
          )}
          <Link to="/">
            <Trans>Go to the home page</Trans>
          </Link>
        </div>
      </ErrorMessage>
    </section>
  )
}
