// One item of a review queue under review, and the way on to the next one waiting.
import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '../../../../components/ui/page-heading'
import { staffProjectCalls } from '../../../../features/staff-projects/api/staff-projects-api'
import { staffQueueQueries } from '../../../../features/staff-queues/api/staff-queues-api'
import { ItemReview } from '../../../../features/staff-queues/components/item-review'
import { useQueueNames } from '../../../../features/staff-queues/components/queue-names'
import { queueOf } from '../-queue-param'

export const Route = createFileRoute('/staff/review/$queue/$itemId')({
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
  if (!item) {
    return (
      <>
        <PageHeading>{names.title(queue, data.count)}</PageHeading>
        <p role="status">
          <Trans>This item has already been reviewed.</Trans>
        </p>
      </>
    )
  }
  return (
    <>
      <PageHeading>{`${names.subject(item)} · ${item.projectNumber ?? ''} ${item.projectTitle}`}</PageHeading>
      <ItemReview
        key={itemId}
        queue={queue}
        item={item}
        nextId={others[0]?.itemId ?? null}
        pending={others.length}
        proposals={staffProjectCalls}
        onDone={(next) =>
          void (next ? navigate({ to: '/staff/review/$queue/$itemId', params: { queue, itemId: next } }) : navigate({ to: '/staff/review/$queue', params: { queue } }))
        }
      />
    </>
  )
}
