// What every item under review shows first: who sent it, when it counts as received, when its
// review is due (and whether it is marked for further review), then what the queue adds.
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { formatDateTime } from '../../../shared/domain/dates'
import { useLocale } from '../../lib/i18n'
import styles from './staff.module.css'

export function ReviewFacts({
  from,
  receivedAt,
  reviewDueAt,
  needsFurtherReview,
  children,
}: {
  from: string | null
  receivedAt: string
  reviewDueAt: string
  needsFurtherReview: boolean
  children?: ReactNode
}) {
  const locale = useLocale()
  return (
    <dl className={styles.facts}>
      {from !== null && (
        <>
          <dt>
            <Trans>From</Trans>
          </dt>
          <dd>{from}</dd>
        </>
      )}
      <dt>
        <Trans>Received</Trans>
      </dt>
      <dd>{formatDateTime(new Date(receivedAt), locale)}</dd>
      <dt>
        <Trans>Review due</Trans>
      </dt>
      <dd>
        {formatDateTime(new Date(reviewDueAt), locale)}
        {needsFurtherReview && (
          <span className={styles.badge}>
            <Trans>Needs further review</Trans>
          </span>
        )}
      </dd>
      {children}
    </dl>
  )
}
