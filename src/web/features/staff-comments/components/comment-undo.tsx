// Undo of the reviewer's own last answer on a comment (publish, reject, mark for further review).
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { UndoLastAction } from '../../../components/staff/undo-last-action'

export function CommentUndo({ staffUserId, commentId, link = false }: { staffUserId: string; commentId: string; link?: boolean }) {
  const { t } = useLingui()
  const names: Record<string, string> = {
    'publish-comment': t`published a comment`,
    'reject-comment': t`rejected a comment`,
    'mark-comment-for-further-review': t`marked a comment for further review`,
  }
  return (
    <UndoLastAction
      staffUserId={staffUserId}
      entity="comment"
      entityId={commentId}
      describe={(action) => names[action] ?? action}
      undone={
        link ? (
          <Link to="/staff/comments/$commentId" params={{ commentId }}>
            <Trans>Open the comment again</Trans>
          </Link>
        ) : null
      }
    />
  )
}
