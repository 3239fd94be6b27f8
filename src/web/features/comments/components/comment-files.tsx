// A comment's files (spec public-registry §4): chosen with the file button, kept with the comment on
// this device, each with Remove. The registry takes them as it takes supporting documents, so a
// file it would refuse (its kind, its size, no room left on the device) is refused here at once and
// never waits on the device for a refusal. A panel review's comment is its files: why one is
// needed is said here.
import { Trans } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { acceptedExtensions, COMMENT_ATTACHMENT_SLOT, describeAccepted } from '../../../../shared/domain/document-files'
import { useChosenFilesProblem, useRoomProblem } from '../../../components/file-drop-zone/chosen-files'
import { Button } from '../../../components/ui/button'
import type { StoredAttachment } from '../../../lib/db/local-db'
import { sizeText } from '../../../lib/file-size'
import { useLocale } from '../../../lib/i18n'
import styles from './comments.module.css'

interface Props {
  files: readonly StoredAttachment[]
  onAdd: (picked: File[]) => void
  onRemove: (fileId: string) => void
  panelReview: boolean
  disabled: boolean
  /** A panel review's "attach at least one file", once the person tried to send. */
  commentError: string | undefined
}

export function CommentFiles({ files, onAdd, onRemove, panelReview, disabled, commentError }: Props) {
  const locale = useLocale()
  const id = useId()
  const [refusal, setRefusal] = useState<string | null>(null)
  const problemOf = useChosenFilesProblem()
  const roomProblem = useRoomProblem()

  const choose = async (list: FileList | null) => {
    const picked = [...(list ?? [])]
    if (picked.length === 0) return
    const problem = problemOf(COMMENT_ATTACHMENT_SLOT, picked, { single: false, kept: files.length }) ?? (await roomProblem(picked))
    setRefusal(problem)
    if (!problem) onAdd(picked)
  }

  return (
    <div className={styles.files}>
      <label htmlFor={`${id}-files`} className={styles.label}>
        {panelReview ? <Trans>Attachments</Trans> : <Trans>Attachments (optional)</Trans>}
      </label>
      <p id={`${id}-files-hint`} className={styles.muted}>
        <Trans>Up to 50 MB each: {describeAccepted(COMMENT_ATTACHMENT_SLOT)}</Trans>
      </p>
      <input
        id={`${id}-files`}
        type="file"
        multiple
        accept={acceptedExtensions(COMMENT_ATTACHMENT_SLOT).join(',')}
        disabled={disabled}
        onChange={(e) => {
          void choose(e.target.files)
          e.target.value = ''
        }}
        aria-describedby={[`${id}-files-hint`, commentError ? `${id}-comment-error` : null].filter(Boolean).join(' ')}
      />
      {commentError && (
        <p id={`${id}-comment-error`} className={styles.error}>
          {commentError}
        </p>
      )}
      {refusal && (
        <p className={styles.error} role="alert">
          {refusal}
        </p>
      )}
      {files.length > 0 && (
        <ul className={styles.fileList}>
          {files.map((file) => (
            <li key={file.id}>
              <span>
                {file.fileName} <span className={styles.muted}>({sizeText(file.size, locale)})</span>
              </span>
              {!disabled && (
                <Button variant="secondary" onClick={() => onRemove(file.id)}>
                  <Trans>Remove</Trans>
                  <span className="visually-hidden"> {file.fileName}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
