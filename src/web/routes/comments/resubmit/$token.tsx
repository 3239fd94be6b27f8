// /comments/resubmit/{token}: the link mailed after a comment was rejected; no login needed.
import { createFileRoute } from '@tanstack/react-router'
import { ResubmitCommentPage } from '../../../features/comments/components/resubmit-comment-page'

export const Route = createFileRoute('/comments/resubmit/$token')({
  component: function ResubmitComment() {
    const { token } = Route.useParams()
    return <ResubmitCommentPage token={token} />
  },
})
