// The office's queue of comments waiting for review, with the undo of the answer just given.
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '../../../components/ui/page-heading'
import { staffCommentQueries } from '../../../features/staff-comments/api/staff-comments-api'
import { ReviewQueue } from '../../../features/staff-comments/components/review-queue'
import { CommentUndo } from '../../../features/staff-comments/components/comment-undo'
import { ReviewedSearch } from '../../../components/staff/reviewed-search'

export const Route = createFileRoute('/staff/comments/')({
  validateSearch: ReviewedSearch,
  loader: ({ context }) => context.queryClient.ensureQueryData(staffCommentQueries.queue(context.staffUserId)),
  component: StaffComments,
})

function StaffComments() {
  const { t } = useLingui()
  const { staffUserId } = Route.useRouteContext()
  const { data } = useSuspenseQuery(staffCommentQueries.queue(staffUserId))
  const { reviewed } = Route.useSearch()
  return (
    <>
      <PageHeading>{t`Comments to review (${data.count})`}</PageHeading>
      {reviewed && <CommentUndo key={reviewed} staffUserId={staffUserId} commentId={reviewed} link />}
      <ReviewQueue queue={data} now={new Date()} />
    </>
  )
}
