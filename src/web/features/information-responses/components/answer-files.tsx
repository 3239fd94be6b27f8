// The files of one answer: those already sent (Remove asks the server) and those kept on this
// device, sent in order when the person saves or submits (Remove just drops them).
import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { ReactNode } from 'react'
import { Button } from '../../../components/ui/button'
import { acceptedExtensions, ANSWER_ATTACHMENT_SLOT } from '../../../../shared/domain/document-files'
import styles from './information-responses.module.css'

export interface AttachedFile {
  documentId: string
  fileName: string
}

interface Props {
  label: ReactNode
  attached: AttachedFile[]
  queued: { id: string; fileName: string }[]
  onQueue: (files: File[]) => void
  onUnqueue: (id: string) => void
  onRemoveAttached: (file: AttachedFile) => void
  disabled: boolean
}

export function AnswerFiles({ label, attached, queued, onQueue, onUnqueue, onRemoveAttached, disabled }: Props) {
  const { t } = useLingui()
  const inputId = useId()
  return (
    <div>
      {(attached.length > 0 || queued.length > 0) && (
        <ul className={styles.files}>
          {attached.map((file) => (
            <li key={file.documentId} data-testid="attached-file">
              <span>{file.fileName}</span>
              <Button variant="secondary" disabled={disabled} onClick={() => onRemoveAttached(file)} aria-label={t`Remove ${file.fileName}`}>
                <Trans>Remove</Trans>
              </Button>
            </li>
          ))}
          {queued.map((file) => (
            <li key={file.id} data-testid="queued-file">
              <span>{file.fileName}</span>
              <span className={styles.fileState}>
                <Trans>Not sent yet</Trans>
              </span>
              <Button variant="secondary" disabled={disabled} onClick={() => onUnqueue(file.id)} aria-label={t`Remove ${file.fileName}`}>
                <Trans>Remove</Trans>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.picker}>
        <label htmlFor={inputId}>{label}</label>{' '}
        <input
          id={inputId}
          type="file"
          multiple
          disabled={disabled}
          accept={acceptedExtensions(ANSWER_ATTACHMENT_SLOT).join(',')}
          onChange={(event) => {
            onQueue([...(event.target.files ?? [])])
            event.target.value = ''
          }}
        />
      </div>
    </div>
  )
}
