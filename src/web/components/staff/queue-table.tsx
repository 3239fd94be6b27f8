// A review queue as a table, oldest received first: what waits (a link to its review), from whom,
// when it counts as received and when its review is due, marked when overdue or for further review.
// Every queue of the staff workspace lists its items with it.
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { DataTable } from '../ui/data-table'
import { formatDateTime } from '../../../shared/domain/dates'
import { useLocale } from '../../lib/i18n'
import styles from './staff.module.css'

export interface QueueRow {
  key: string
  /** The link to the item's review. */
  link: ReactNode
  from: string | null
  receivedAt: string
  reviewDueAt: string
  needsFurtherReview: boolean
}

export function QueueTable({ rows, now, testId }: { rows: QueueRow[]; now: Date; testId: string }) {
  const locale = useLocale()
  return (
    <DataTable
      rows={rows}
      rowKey={(r) => r.key}
      testId={testId}
      columns={[
        {
          header: <Trans>Project</Trans>,
          cell: (r) => (
            <>
              {r.link}
              {r.needsFurtherReview && (
                <span className={styles.badge}>
                  <Trans>Needs further review</Trans>
                </span>
              )}
            </>
          ),
        },
        { header: <Trans>From</Trans>, cell: (r) => r.from },
        { header: <Trans>Received</Trans>, cell: (r) => formatDateTime(new Date(r.receivedAt), locale) },
        {
          header: <Trans>Review due</Trans>,
          cell: (r) => (
            <>
              {formatDateTime(new Date(r.reviewDueAt), locale)}
              {new Date(r.reviewDueAt) < now && (
                <span className={styles.badge}>
                  <Trans>Overdue</Trans>
                </span>
              )}
            </>
          ),
        },
      ]}
    />
  )
}
