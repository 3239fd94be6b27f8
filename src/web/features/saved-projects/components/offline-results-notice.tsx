// Above the home page's list when the registry could not be reached: the results come from this
// device, not from the registry, and may be incomplete or out of date.
import { Plural, Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Button } from '../../../components/ui/button'
import styles from './offline-results-notice.module.css'

/** onRetry: asks the registry again. */
export function OfflineResultsNotice({ searched, onRetry }: { searched: number; onRetry: () => void }) {
  return (
    <div className={styles.notice} role="status" data-testid="offline-results">
      <p>
        <strong>
          <Trans>Offline results</Trans>
        </strong>
      </p>
      <p>
        <Plural
          value={searched}
          one="The registry could not be reached, so this search ran on this device, over the # project saved for offline or opened before. The registry may hold more projects, and newer information."
          other="The registry could not be reached, so this search ran on this device, over the # projects saved for offline or opened before. The registry may hold more projects, and newer information."
        />
      </p>
      <p className={styles.actions}>
        <Button variant="secondary" onClick={onRetry}>
          <Trans>Search the registry again</Trans>
        </Button>
        <Link to="/saved-projects">
          <Trans>See the projects saved for offline</Trans>
        </Link>
      </p>
    </div>
  )
}
