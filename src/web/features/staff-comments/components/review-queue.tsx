// The queue of comments waiting for review, oldest received first, each with its review due date.
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { QueueTable } from '../../../components/staff/queue-table'
import type { ReviewQueue as Queue } from '../api/staff-comments-api'

export function ReviewQueue({ queue, now }: { queue: Queue; now: Date }) {
  if (queue.comments.length === 0) {
    return (
      <p role="status">
        <Trans>No comments are waiting for review.</Trans>
      </p>
    )
  }
  return (
    <QueueTable
      testId="comment-review-queue"
      now={now}
      rows={queue.comments.map((c) => ({
        key: c.commentId,
        link: (
          <Link to="/staff/comments/$commentId" params={{ commentId: c.commentId }}>
            {`${c.projectNumber ?? ''} · ${c.projectTitle}`}
          </Link>
        ),
        from: c.authorName,
        receivedAt: c.receivedAt,
        reviewDueAt: c.reviewDueAt,
        needsFurtherReview: c.needsFurtherReview,
      }))}
    />
  )
}
