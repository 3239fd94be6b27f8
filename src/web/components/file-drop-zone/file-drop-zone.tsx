// Files chosen for an upload that is sent at once, not kept with a draft (an intervenor's
// application, their submissions): a drop zone and file button, then the chosen files with
// Remove. Only files the slot takes, of at most 50 MB, are kept; the others are said at once.
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import type { DragEvent } from 'react'
import { acceptedExtensions, describeAccepted } from '../../../shared/domain/document-files'
import type { DocumentSlot } from '../../../shared/domain/document-files'
import { LinkButton } from '../ui/link-button'
import { useChosenFilesProblem } from './chosen-files'
import styles from './file-drop-zone.module.css'

interface Props {
  slot: DocumentSlot
  files: File[]
  onChange: (files: File[]) => void
  /** One file at a time rather than several. */
  single?: boolean
  /** Names the file button for screen readers. */
  label: string
  disabled?: boolean
}

export function FileDropZone({ slot, files, onChange, single, label, disabled }: Props) {
  const { t } = useLingui()
  const problemOf = useChosenFilesProblem()
  const [problem, setProblem] = useState<string | null>(null)
  const [dragging, setDragging] = useState(false)
  const inputId = useId()

  const add = (chosen: FileList | null) => {
    const picked = [...(chosen ?? [])]
    if (picked.length === 0) return
    // Choosing again replaces the one file of a single slot.
    const refused = problemOf(slot, picked, { single: !!single, kept: 0 })
    setProblem(refused)
    if (!refused) onChange(single ? picked : [...files, ...picked])
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    if (!disabled) add(event.dataTransfer.files)
  }

  return (
    <div className={styles.panel}>
      {!disabled && (
        <div
          className={`${styles.dropZone} ${dragging ? styles.dragging : ''}`}
          onDragOver={(e) => {
            e.preventDefault()
            setDragging(true)
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <p>
            <span id={`${inputId}-name`} className="visually-hidden">
              {label}
            </span>
            {single ? <Trans>Drop a file here, or</Trans> : <Trans>Drop files here, or</Trans>}{' '}
            <label htmlFor={inputId} id={`${inputId}-choose`} className={styles.choose}>
              {single ? <Trans>choose a file</Trans> : <Trans>choose files</Trans>}
            </label>
          </p>
          <input
            id={inputId}
            className={styles.input}
            aria-labelledby={`${inputId}-name ${inputId}-choose`}
            type="file"
            multiple={!single}
            accept={acceptedExtensions(slot).join(',')}
            onChange={(e) => {
              add(e.target.files)
              e.target.value = ''
            }}
          />
          <p className={styles.meta}>
            <Trans>Up to 50 MB each: {describeAccepted(slot)}</Trans>
          </p>
        </div>
      )}
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      {files.length > 0 && (
        <ul className={styles.files}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className={styles.file} data-testid="chosen-file">
              <span className={styles.fileName}>{file.name}</span>
              {!disabled && (
                <LinkButton onClick={() => onChange(files.filter((_, i) => i !== index))} aria-label={t`Remove ${file.name}`}>
                  <Trans>Remove</Trans>
                </LinkButton>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
