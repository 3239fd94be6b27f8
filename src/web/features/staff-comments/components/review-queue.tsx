// The queue of comments waiting for review, oldest received first, each with its review due date.
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import tableStyles from '../../../components/ui/table.module.css'
import { formatDateTime } from '../../../../shared/domain/dates'
import { useLocale } from '../../../lib/i18n'
import type { ReviewQueue as Queue } from '../api/staff-comments-api'
import styles from '../../../components/staff/staff.module.css'

export function ReviewQueue({ queue, now }: { queue: Queue; now: Date }) {
  const locale = useLocale()
  if (queue.comments.length === 0) {
    return (
      <p role="status">
        <Trans>No comments are waiting for review.</Trans>
      </p>
    )
  }
  return (
    <div className={styles.tableWrap}>
      <table className={tableStyles.table} data-testid="comment-review-queue">
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
          {queue.comments.map((c) => (
            <tr key={c.commentId}>
              <td>
                <Link to="/staff/comments/$commentId" params={{ commentId: c.commentId }}>
                  {`${c.projectNumber ?? ''} · ${c.projectTitle}`}
                </Link>
                {c.needsFurtherReview && (
                  <span className={styles.badge}>
                    <Trans>Needs further review</Trans>
                  </span>
                )}
              </td>
              <td>{c.authorName}</td>
              <td>{formatDateTime(new Date(c.receivedAt), locale)}</td>
              <td>
                {formatDateTime(new Date(c.reviewDueAt), locale)}
                {new Date(c.reviewDueAt) < now && (
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
