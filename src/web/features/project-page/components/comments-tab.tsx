// The Comments tab: whether comments are open, Add a Comment and the caller's own comments (given by
// the route from features/comments), the stage filter (screenings and panel reviews), the pre-submission engagement option, and the published
// comments with their attachments, and how many the review withheld.
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { ReactNode } from 'react'
import { commentsOpen, isPreSubmissionComment } from '../../../../shared/domain/can-comment'
import { isSequenceNumber } from '../../../../shared/domain/document-numbers'
import { offersPreSubmissionEngagement } from '../../../../shared/domain/project-tabs'
import { findStage, PROJECT_TYPE } from '../../../../shared/domain/stages'
import { PublicCopy } from '../../../components/ui/public-copy'
import { FileLink } from '../../../components/ui/file-link'
import type { Project, ProjectComment, WithheldComments as WithheldCommentsCount } from '../api/project-page-queries'
import { ExpandableList } from './document-list'
import { CommentsClosed } from './comments-closed'
import { WithheldComments } from './withheld-comments'
import styles from './project-page.module.css'
import contentStyles from './project-content.module.css'
import { useStageNames } from '../../../lib/stage-names'
import { useFormatDate, useFormatDateTime } from '../../../lib/i18n'

/** A number of the project's sequence is shown after the project number (spec §9: four digits, and more past 9999). */
export function commentNumber(projectNumber: string | null, number: string | null): string | null {
  if (!number) return null
  return isSequenceNumber(number) && projectNumber ? `${projectNumber}-${number}` : number
}

function CommentItem({ comment, project }: { comment: ProjectComment; project: Project }) {
  const { t } = useLingui()
  const name = comment.anonymous ? t`Anonymous` : `${comment.firstName} ${comment.lastName}`.trim()
  const number = commentNumber(project.projectNumber, comment.documentNumber)
  const formatDate = useFormatDate()
  return (
    <li className={contentStyles.comment} data-testid="comment">
      <p className={contentStyles.commentHeader}>
        <strong>{name}</strong>
        {comment.postingAs && <span>{comment.postingAs}</span>}
        {number && <span className={contentStyles.documentNumber}>{number}</span>}
        <span className={contentStyles.documentMeta}>{formatDate(comment.receivedDate)}</span>
      </p>
      {comment.redactedComment && (
        <p className={contentStyles.prose}>{comment.redactedCommentParts ? <PublicCopy parts={comment.redactedCommentParts} /> : comment.redactedComment}</p>
      )}
      {comment.documents.length > 0 && (
        <ul className={styles.plainList}>
          {comment.documents.map((d) => (
            <li key={d.documentId}>
              {d.redactedUploadId ? <FileLink uploadId={d.redactedUploadId}>{d.description || d.fileName}</FileLink> : d.description || d.fileName}
            </li>
          ))}
        </ul>
      )}
    </li>
  )
}

interface Props {
  project: Project
  comments: ProjectComment[]
  /** Add a Comment and its form (features/comments), placed by the route. */
  addComment?: ReactNode
  /** The caller's own comments kept on this device, awaiting review or waiting to go (features/comments). */
  ownComments?: ReactNode
  /** How many comments the review withheld, by reason. */
  withheld?: WithheldCommentsCount
}

export function CommentsTab({ project, comments, addComment, ownComments, withheld }: Props) {
  const { t } = useLingui()
  const names = useStageNames()
  const [stage, setStage] = useState('')
  const [withEngagement, setWithEngagement] = useState(false)
  const offersEngagement = offersPreSubmissionEngagement(project)
  const hasStageFilter = project.projectTypeId !== PROJECT_TYPE.evaluation
  const open = commentsOpen(project)
  const deadline = useFormatDateTime()(project.stageDates.deadline)

  const listed = comments.filter((c) => withEngagement || !isPreSubmissionComment(project.projectTypeId, c.stageUploaded))
  const stages = [...new Set(listed.map((c) => c.stageUploaded).filter((s): s is string => !!s))].sort(
    (a, b) => (findStage(project.projectTypeId, a)?.order ?? 0) - (findStage(project.projectTypeId, b)?.order ?? 0),
  )
  const shown = listed.filter((c) => !stage || c.stageUploaded === stage)

  return (
    <div>
      {open ? (
        <p>
          {deadline ? <Trans>Comments are accepted until {deadline}.</Trans> : <Trans>Comments are accepted.</Trans>}{' '}
          <Trans>Comments are posted after 24 to 48 hours of review.</Trans>
        </p>
      ) : (
        <CommentsClosed project={project} />
      )}
      {addComment}
      {ownComments}
      {(hasStageFilter || offersEngagement) && comments.length > 0 && (
        <div className={contentStyles.filter}>
          {hasStageFilter && (
            <>
              <label htmlFor="comment-stage">
                <Trans>Stage</Trans>
              </label>
              <select id="comment-stage" value={stage} onChange={(e) => setStage(e.target.value)}>
                <option value="">{t`All stages`}</option>
                {stages.map((s) => (
                  <option key={s} value={s}>
                    {names.stage(project.projectTypeId, s)}
                  </option>
                ))}
              </select>
            </>
          )}
          {offersEngagement && (
            <label>
              <input type="checkbox" checked={withEngagement} onChange={(e) => setWithEngagement(e.target.checked)} />{' '}
              <Trans>Include Pre-submission Engagement</Trans>
            </label>
          )}
        </div>
      )}
      {shown.length === 0 ? (
        <p className={contentStyles.empty}>
          <Trans>No comments have been published for this project.</Trans>
        </p>
      ) : (
        <ExpandableList
          key={`${stage}:${withEngagement}`}
          items={shown}
          label={t`Comments`}
          render={(c) => <CommentItem key={c.commentId} comment={c} project={project} />}
        />
      )}
      {withheld && <WithheldComments withheld={withheld} />}
    </div>
  )
}
