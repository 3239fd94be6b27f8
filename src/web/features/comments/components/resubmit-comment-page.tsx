// The page the link mailed after a rejection opens (issue 18): the author reads why their comment
// was not published, edits it and sends it again for review, with no login. The rejected version
// stays with the office as it was.
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { LeaveGuard } from '../../../components/ui/leave-guard'
import { PageHeading } from '../../../components/ui/page-heading'
import { ErrorMessage, Loading } from '../../../components/ui/status-message'
import { ApiError } from '../../../lib/api-client'
import { useFormatDate } from '../../../lib/i18n'
import { useWithholdReasonNames } from '../../../lib/withhold-reasons'
import { COMMENT_LIMITS } from '../../../../shared/schemas/comment-submission'
import { resubmissionApi } from '../api/resubmission-api'
import styles from './comments.module.css'

export function ResubmitCommentPage({ token }: { token: string }) {
  const { t } = useLingui()
  const reasons = useWithholdReasonNames()
  const formatDate = useFormatDate()
  const link = useQuery({ queryKey: ['comment-resubmission', token], queryFn: () => resubmissionApi.describe(token), retry: false })
  const [text, setText] = useState<string | null>(null)
  const send = useMutation({ mutationFn: (comment: string) => resubmissionApi.resubmit(token, comment) })
  const comment = text ?? link.data?.comment ?? ''
  const empty = !comment.trim()
  const reason = link.data ? reasons[link.data.reason] : ''
  const until = formatDate(link.data?.expiresAt ?? null)
  const commentNumber = send.data?.commentNumber ?? ''

  return (
    <div className={styles.resubmit}>
      <PageHeading>{t`Edit and resubmit your comment`}</PageHeading>
      {link.isPending && <Loading label={<Trans>Checking the link…</Trans>} />}
      {link.isError &&
        (link.error instanceof ApiError && link.error.status === 410 ? (
          <ErrorMessage title={<Trans>This link has expired</Trans>}>
            <p>
              <Trans>
                A comment that was not published may be resubmitted for 30 days. You can still send a new comment from the project’s Comments tab while comments
                are accepted.
              </Trans>
            </p>
          </ErrorMessage>
        ) : (
          <ErrorMessage title={<Trans>This link does not work</Trans>}>
            <p>
              <Trans>It is not a link the registry sent, or the comment was already resubmitted with it. Check that the whole link was copied.</Trans>
            </p>
          </ErrorMessage>
        ))}
      {send.isSuccess ? (
        <p role="status" className={styles.resubmitted}>
          <Trans>Your comment {commentNumber} was sent for review. Comments are posted after 24 to 48 hours of review.</Trans>
        </p>
      ) : (
        link.data && (
          <form
            onSubmit={(e) => {
              e.preventDefault()
              if (!empty) send.mutate(comment)
            }}
          >
            <LeaveGuard when={text !== null && text !== link.data.comment && !send.isPending && !send.isSuccess} />
            <p>
              <Trans>Project:</Trans>{' '}
              <Link to="/projects/$projectId/comments" params={{ projectId: link.data.projectId }}>
                {link.data.projectNumber ? `${link.data.projectNumber} – ${link.data.projectTitle}` : link.data.projectTitle}
              </Link>
            </p>
            <p>
              <Trans>Your comment was not published. Reason: {reason}.</Trans>
            </p>
            {link.data.note && (
              <p>
                <Trans>The reviewer’s note:</Trans> <q>{link.data.note}</q>
              </p>
            )}
            <p>
              <Trans>Edit it below and send it again: it will be reviewed like a new comment. You may do so until {until}.</Trans>
            </p>
            <Field id="resubmit-comment" label={<Trans>Comment</Trans>} error={empty ? <Trans>Write your comment.</Trans> : null}>
              {(control) => (
                <textarea {...control} rows={10} maxLength={COMMENT_LIMITS.textCharacters} value={comment} onChange={(e) => setText(e.target.value)} />
              )}
            </Field>
            <p className={styles.muted}>
              <Plural value={comment.length} one="# character" other="# characters" />
            </p>
            {send.isError && (
              <p role="alert">
                {send.error instanceof ApiError && send.error.userMessage && send.error.status < 500
                  ? send.error.userMessage
                  : t`Your comment could not be sent just now. Check your connection and try again.`}
              </p>
            )}
            <Button type="submit" disabled={empty || send.isPending}>
              <Trans>Resubmit comment</Trans>
            </Button>
          </form>
        )
      )}
    </div>
  )
}
