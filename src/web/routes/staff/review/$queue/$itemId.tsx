// One item of a review queue under review, and the way on to the next one waiting; the undo of the
// reviewer's own last decision on it, and on the one they reviewed just before.
import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { ReviewedSearch } from '../../../../components/staff/reviewed-search'
import { PageHeading } from '../../../../components/ui/page-heading'
import { staffProjectCalls } from '../../../../features/staff-projects/api/staff-projects-api'
import { staffQueueQueries } from '../../../../features/staff-queues/api/staff-queues-api'
import { ItemReview } from '../../../../features/staff-queues/components/item-review'
import { useQueueNames } from '../../../../features/staff-queues/components/queue-names'
import { QueueUndo } from '../../../../features/staff-queues/components/queue-undo'
import { queueOf } from '../-queue-param'

export const Route = createFileRoute('/staff/review/$queue/$itemId')({
  validateSearch: ReviewedSearch,
  loader: ({ context, params }) => context.queryClient.ensureQueryData(staffQueueQueries.queue(context.staffUserId, queueOf(params.queue))),
  component: StaffQueueItem,
})

function StaffQueueItem() {
  const { staffUserId } = Route.useRouteContext()
  const { itemId } = Route.useParams()
  const queue = queueOf(Route.useParams().queue)
  const names = useQueueNames()
  const navigate = Route.useNavigate()
  const { data } = useSuspenseQuery(staffQueueQueries.queue(staffUserId, queue))
  const item = data.items.find((i) => i.itemId === itemId)
  const others = data.items.filter((i) => i.itemId !== itemId)
  const { reviewed, simplified = false } = Route.useSearch()
  const earlier =
    reviewed && reviewed !== itemId ? <QueueUndo key={reviewed} staffUserId={staffUserId} queue={queue} itemId={reviewed} simplified={simplified} link /> : null
  if (!item) {
    return (
      <>
        <PageHeading>{names.title(queue, data.count)}</PageHeading>
        <p role="status">
          <Trans>This item has already been reviewed.</Trans>
        </p>
        {earlier}
        <QueueUndo key={itemId} staffUserId={staffUserId} queue={queue} itemId={itemId} simplified={reviewed === itemId && simplified} link />
      </>
    )
  }
  return (
    <>
      <PageHeading>{`${names.subject(item)} · ${item.projectNumber ?? ''} ${item.projectTitle}`}</PageHeading>
      {earlier}
      <QueueUndo key={itemId} staffUserId={staffUserId} queue={queue} itemId={itemId} simplified={item.simplified} />
      <ItemReview
        key={itemId}
        queue={queue}
        item={item}
        nextId={others[0]?.itemId ?? null}
        pending={others.length}
        proposals={staffProjectCalls}
        onDone={(next) => {
          const search = { reviewed: itemId, simplified: item.simplified || undefined }
          void (next
            ? navigate({ to: '/staff/review/$queue/$itemId', params: { queue, itemId: next }, search })
            : navigate({ to: '/staff/review/$queue', params: { queue }, search }))
        }}
      />
    </>
  )
}
