// A review queue of the office other than comments: documents, answers, intervenor applications or
// proposals at Proposal Check; with the undo of the decision just made.
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { ReviewedSearch } from '../../../../components/staff/reviewed-search'
import { PageHeading } from '../../../../components/ui/page-heading'
import { staffQueueQueries } from '../../../../features/staff-queues/api/staff-queues-api'
import { QueueList } from '../../../../features/staff-queues/components/queue-list'
import { useQueueNames } from '../../../../features/staff-queues/components/queue-names'
import { QueueUndo } from '../../../../features/staff-queues/components/queue-undo'
import { queueOf } from '../-queue-param'

export const Route = createFileRoute('/staff/review/$queue/')({
  validateSearch: ReviewedSearch,
  loader: ({ context, params }) => context.queryClient.ensureQueryData(staffQueueQueries.queue(context.staffUserId, queueOf(params.queue))),
  component: StaffQueue,
})

function StaffQueue() {
  const { staffUserId } = Route.useRouteContext()
  const queue = queueOf(Route.useParams().queue)
  const names = useQueueNames()
  const { data } = useSuspenseQuery(staffQueueQueries.queue(staffUserId, queue))
  const { reviewed, simplified = false } = Route.useSearch()
  return (
    <>
      <PageHeading>{names.title(queue, data.count)}</PageHeading>
      {reviewed && <QueueUndo key={reviewed} staffUserId={staffUserId} queue={queue} itemId={reviewed} simplified={simplified} link />}
      <QueueList queue={queue} data={data} now={new Date()} />
    </>
  )
}
