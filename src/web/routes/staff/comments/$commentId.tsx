// One comment under review, and the way on to the next one waiting; the undo of the reviewer's own
// last answer on it, and on the one they reviewed just before.
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '../../../components/ui/page-heading'
import { staffCommentQueries } from '../../../features/staff-comments/api/staff-comments-api'
import { CommentReview } from '../../../features/staff-comments/components/comment-review'
import { CommentUndo } from '../../../features/staff-comments/components/comment-undo'
import { ReviewedSearch } from '../../../components/staff/reviewed-search'

export const Route = createFileRoute('/staff/comments/$commentId')({
  validateSearch: ReviewedSearch,
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(staffCommentQueries.comment(context.staffUserId, params.commentId)),
      context.queryClient.ensureQueryData(staffCommentQueries.queue(context.staffUserId)),
    ]),
  component: StaffComment,
})

function StaffComment() {
  const { t } = useLingui()
  const { staffUserId } = Route.useRouteContext()
  const { commentId } = Route.useParams()
  const navigate = Route.useNavigate()
  const { data: comment } = useSuspenseQuery(staffCommentQueries.comment(staffUserId, commentId))
  const { data: queue } = useSuspenseQuery(staffCommentQueries.queue(staffUserId))
  const { reviewed } = Route.useSearch()
  const others = queue.comments.filter((c) => c.commentId !== commentId)
  const search = { reviewed: commentId }
  return (
    <>
      <PageHeading>{t`Review comment: ${comment.projectNumber ?? ''} · ${comment.projectTitle}`}</PageHeading>
      {reviewed && reviewed !== commentId && <CommentUndo key={reviewed} staffUserId={staffUserId} commentId={reviewed} link />}
      <CommentUndo key={commentId} staffUserId={staffUserId} commentId={commentId} />
      <CommentReview
        key={commentId}
        comment={comment}
        nextId={others[0]?.commentId ?? null}
        pending={others.length}
        onDone={(next) =>
          void (next ? navigate({ to: '/staff/comments/$commentId', params: { commentId: next }, search }) : navigate({ to: '/staff/comments', search }))
        }
      />
    </>
  )
}
