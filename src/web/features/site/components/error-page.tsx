// Shown when a page could not be loaded or failed while showing: says so and offers a retry.
// With no connection it is the offline fallback for a page the service worker has no copy of.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { Button } from '../../../components/ui/button'
import { ErrorMessage } from '../../../components/ui/status-message'
import { usePageTitle } from '../../../components/ui/use-page-title'
import styles from './site-pages.module.css'

export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const { t } = useLingui()
  const router = useRouter()
  usePageTitle(t`Something went wrong`)
  const offline = error instanceof TypeError
  return (
    <section className={styles.page}>
      <h1>
        <Trans>Something went wrong</Trans>
      </h1>
      <ErrorMessage title={offline ? t`The registry could not be reached.` : t`This page could not be shown.`}>
        <p>
          {offline ? (
            <Trans>This page was not kept for use without a connection. Pages you have opened before, and projects you saved for offline use, still open. Check your connection, then try again.</Trans>
          ) : (
            <Trans>Please try again. If the problem continues, contact us.</Trans>
          )}
        </p>
        <div className={styles.actions}>
          <Button
            onClick={() => {
              reset()
              void router.invalidate()
            }}
          >
            <Trans>Try again</Trans>
          </Button>
          <Link to="/">
            <Trans>Go to the home page</Trans>
          </Link>
        </div>
      </ErrorMessage>
    </section>
  )
}
