// The office's queue of comments waiting for review.
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '../../../components/ui/page-heading'
import { staffCommentQueries } from '../../../features/staff-comments/api/staff-comments-api'
import { ReviewQueue } from '../../../features/staff-comments/components/review-queue'

export const Route = createFileRoute('/staff/comments/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(staffCommentQueries.queue(context.staffUserId)),
  component: StaffComments,
})

function StaffComments() {
  const { t } = useLingui()
  const { staffUserId } = Route.useRouteContext()
  const { data } = useSuspenseQuery(staffCommentQueries.queue(staffUserId))
  return (
    <>
      <PageHeading>{t`Comments to review (${data.count})`}</PageHeading>
      <ReviewQueue queue={data} now={new Date()} />
    </>
  )
}
