// Files chosen for an upload that is sent at once, not kept with a draft (an intervenor's
// application, their submissions): a drop zone and file button, then the chosen files with
// Remove. Only files the slot takes, of at most 50 MB, are kept; the others are said at once.
// Its drop area is also the one of a draft's files (draft-files), so every drop zone is the same.
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import type { DragEvent, ReactNode } from 'react'
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

interface DropAreaProps {
  slot: DocumentSlot
  single: boolean
  /** Names the file button for screen readers when a page has several. */
  label?: string
  /** What the area takes, under the file button. */
  hint: ReactNode
  onPick: (picked: File[]) => void
}

/** Where files are dropped or chosen; the caller checks them and keeps them. */
export function DropArea({ slot, single, label, hint, onPick }: DropAreaProps) {
  const [dragging, setDragging] = useState(false)
  const inputId = useId()
  const pick = (chosen: FileList | null) => {
    const picked = [...(chosen ?? [])]
    if (picked.length > 0) onPick(picked)
  }
  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    pick(event.dataTransfer.files)
  }
  return (
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
        {label && (
          <span id={`${inputId}-name`} className="visually-hidden">
            {label}
          </span>
        )}
        {single ? <Trans>Drop a file here, or</Trans> : <Trans>Drop files here, or</Trans>}{' '}
        <label htmlFor={inputId} id={`${inputId}-choose`} className={styles.choose}>
          {single ? <Trans>choose a file</Trans> : <Trans>choose files</Trans>}
        </label>
      </p>
      <input
        id={inputId}
        className={styles.input}
        aria-labelledby={label ? `${inputId}-name ${inputId}-choose` : undefined}
        type="file"
        multiple={!single}
        accept={acceptedExtensions(slot).join(',')}
        onChange={(e) => {
          pick(e.target.files)
          e.target.value = ''
        }}
      />
      <p className={styles.meta}>{hint}</p>
    </div>
  )
}

export function FileDropZone({ slot, files, onChange, single, label, disabled }: Props) {
  const { t } = useLingui()
  const problemOf = useChosenFilesProblem()
  const [problem, setProblem] = useState<string | null>(null)

  const add = (picked: File[]) => {
    // Choosing again replaces the one file of a single slot.
    const refused = problemOf(slot, picked, { single: !!single, kept: 0 })
    setProblem(refused)
    if (!refused) onChange(single ? picked : [...files, ...picked])
  }

  return (
    <div className={styles.panel}>
      {!disabled && <DropArea slot={slot} single={!!single} label={label} hint={<Trans>Up to 50 MB each: {describeAccepted(slot)}</Trans>} onPick={add} />}
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      {files.length > 0 && (
        <ul className={styles.files}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className={styles.chosenFile} data-testid="chosen-file">
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
