// One review queue's items, oldest received first, each linking to its review.
import { Link } from '@tanstack/react-router'
import { QueueTable } from '../../../components/staff/queue-table'
import type { ReviewQueueName } from '../../../../shared/schemas/staff-queues'
import type { Queue } from '../api/staff-queues-api'
import { useQueueNames } from './queue-names'

export function QueueList({ queue, data, now }: { queue: ReviewQueueName; data: Queue; now: Date }) {
  const names = useQueueNames()
  if (data.items.length === 0) return <p role="status">{names.empty[queue]}</p>
  return (
    <QueueTable
      testId={`${queue}-review-queue`}
      now={now}
      rows={data.items.map((item) => ({
        key: item.itemId,
        link: (
          <Link to="/staff/review/$queue/$itemId" params={{ queue, itemId: item.itemId }}>
            {`${item.projectNumber ?? ''} · ${item.projectTitle} — ${names.subject(item)}`}
          </Link>
        ),
        from: item.from,
        receivedAt: item.receivedAt,
        reviewDueAt: item.reviewDueAt,
        needsFurtherReview: item.needsFurtherReview,
      }))}
    />
  )
}
