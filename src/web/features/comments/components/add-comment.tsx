// "Add a Comment" on the Comments tab (spec §4): shown only as can-comment's rule says, for a
// project open to the caller's comments; it opens the form, at once when the page was reached
// through the summary's button (navigation state). After the send the form closes and resets, and
// says when the comment will be public, with its number as a receipt, or that it waits on this
// device for the connection.
import { Trans } from '@lingui/react/macro'
import { useCallback, useState } from 'react'
import { mayCommentNow } from '../../../../shared/domain/can-comment'
import type { CommentFacts } from '../../../../shared/domain/can-comment'
import { PROJECT_TYPE } from '../../../../shared/domain/stages'
import { Button } from '../../../components/ui/button'
import { CommentForm } from './comment-form'
import { CommentGuidance } from './comment-guidance'
import type { CommentOutcome } from './comment-form'
import styles from './comments.module.css'

interface Props {
  project: CommentFacts & { projectId: string }
  /** Open the form at once (the summary's Add a Comment). */
  openAtStart: boolean
}

export function AddComment({ project, openAtStart }: Props) {
  const allowed = mayCommentNow(project)
  const [open, setOpen] = useState(openAtStart && allowed)
  const [outcome, setOutcome] = useState<CommentOutcome | null>(null)
  const onDone = useCallback((done: CommentOutcome) => {
    setOutcome(done)
    setOpen(false)
  }, [])
  const onCancel = useCallback(() => setOpen(false), [])
  if (!allowed) return null
  return (
    <div>
      {project.projectTypeId === PROJECT_TYPE.evaluation && <CommentGuidance />}
      {outcome && (
        <p className={styles.notice} role="status" data-testid="comment-outcome">
          {outcome.kind === 'sent' ? (
            <Trans>Thank you. Your comment {outcome.commentNumber} was received and will be posted after 24 to 48 hours of review.</Trans>
          ) : (
            <Trans>There is no connection: your comment is kept on this device and will be sent when the connection returns.</Trans>
          )}
        </p>
      )}
      {open ? (
        <CommentForm projectId={project.projectId} panelReview={project.projectTypeId === PROJECT_TYPE.panelReview} onDone={onDone} onCancel={onCancel} />
      ) : (
        <Button
          onClick={() => {
            setOutcome(null)
            setOpen(true)
          }}
        >
          <Trans>Add a Comment</Trans>
        </Button>
      )}
    </div>
  )
}
