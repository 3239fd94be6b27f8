// A comment's files under review, each with its redacted version: the reviewer uploads one, and the
// public then gets it instead of the original, which stays for staff only.
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError } from '../../../lib/api-client'
import { FileLink } from '../../../components/ui/file-link'
import { staffCommentCalls } from '../api/staff-comments-api'
import type { ReviewComment } from '../api/staff-comments-api'
import styles from './comment-review.module.css'

function AttachmentRow({ commentId, attachment }: { commentId: string; attachment: ReviewComment['attachments'][number] }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const send = useMutation({
    mutationFn: (file: File) => staffCommentCalls.redactAttachment(commentId, attachment.documentId, file),
    onSuccess: () => queryClient.invalidateQueries(),
  })
  const id = `redacted-${attachment.documentId}`
  const fileName = attachment.fileName
  const redacted = attachment.redactedFileName
  return (
    <li>
      {/* The original as its writer sent it, for staff to read before deciding. */}
      {attachment.unredactedUploadId ? <FileLink uploadId={attachment.unredactedUploadId}>{fileName}</FileLink> : <span>{fileName}</span>}{' '}
      {redacted ? (
        <span className={styles.redactedFile}>
          <Trans>The public gets the redacted version: {redacted}</Trans>
        </span>
      ) : null}
      <label htmlFor={id} className={styles.redactedUpload}>
        {redacted ? <Trans>Replace the redacted version of {fileName}</Trans> : <Trans>Upload a redacted version of {fileName}</Trans>}
      </label>
      <input
        id={id}
        type="file"
        disabled={send.isPending}
        onChange={(e) => {
          const file = e.target.files?.[0]
          if (file) send.mutate(file)
          e.target.value = ''
        }}
      />
      {send.isError && (
        <p role="alert">
          {send.error instanceof ApiError && send.error.userMessage && send.error.status < 500
            ? send.error.userMessage
            : t`The file could not be sent. Check your connection and try again.`}
        </p>
      )}
    </li>
  )
}

export function AttachmentRedaction({ comment }: { comment: ReviewComment }) {
  if (comment.attachments.length === 0) return <Trans>None</Trans>
  return (
    <ul className={styles.attachments} data-testid="comment-attachments">
      {comment.attachments.map((a) => (
        <AttachmentRow key={a.documentId} commentId={comment.commentId} attachment={a} />
      ))}
    </ul>
  )
}
