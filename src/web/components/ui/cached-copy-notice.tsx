// Says when what a page shows was fetched, when that is not now: offline, or when the answer is a
// copy the service worker kept (its Date is the server's, from when it was made).
import { Trans } from '@lingui/react/macro'
import { useLocale } from '../../lib/i18n'
import { formatDateTime } from '../../../shared/domain/dates'
import { useAnswerDate, useConnectivity } from '../../lib/connectivity'
import styles from './cached-copy-notice.module.css'

export function CachedCopyNotice({ path }: { path: string }) {
  const locale = useLocale()
  const answer = useAnswerDate(path)
  const connectivity = useConnectivity()
  if (!answer || (connectivity === 'online' && !answer.fromCache)) return null
  const when = formatDateTime(new Date(answer.madeAt), locale)
  return (
    <p className={styles.notice} role="status" data-testid="cached-copy">
      <Trans>Saved copy, as fetched on {when}. It may not show the latest changes.</Trans>
    </p>
  )
}
