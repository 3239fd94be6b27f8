// A review queue as a table, oldest received first: what waits (a link to its review), from whom,
// when it counts as received and when its review is due, marked when overdue or for further review.
// Every queue of the staff workspace lists its items with it.
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import tableStyles from '../ui/table.module.css'
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
    <div className={styles.tableWrap}>
      <table className={tableStyles.table} data-testid={testId}>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Project</Trans>
            </th>
            <th scope="col">
              <Trans>From</Trans>
            </th>
            <th scope="col">
              <Trans>Received</Trans>
            </th>
            <th scope="col">
              <Trans>Review due</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <td>
                {r.link}
                {r.needsFurtherReview && (
                  <span className={styles.badge}>
                    <Trans>Needs further review</Trans>
                  </span>
                )}
              </td>
              <td>{r.from}</td>
              <td>{formatDateTime(new Date(r.receivedAt), locale)}</td>
              <td>
                {formatDateTime(new Date(r.reviewDueAt), locale)}
                {new Date(r.reviewDueAt) < now && (
                  <span className={styles.badge}>
                    <Trans>Overdue</Trans>
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
