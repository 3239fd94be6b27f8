// The label, hint, border, text area and error shared by the editor and the stand-in shown while it
// loads, so the page does not move when the editor arrives. Hint and error are the other fields'
// (components/ui/field), with the ids the editable text names as its description.
import type { ReactNode } from 'react'
import { fieldAria, FieldError, FieldHint } from '../ui/field'
import styles from './rich-text-editor.module.css'

interface Props {
  id: string
  label: ReactNode
  hint?: ReactNode
  /** The error to show now, or nothing. */
  error?: ReactNode
  toolbar: ReactNode
  children: ReactNode
  /** A click on the label puts the caret in the text (a <label> cannot point at an editable div). */
  onLabelClick?: () => void
}

export const labelId = (id: string) => `${id}-label`

export function RichTextFrame({ id, label, hint, error, toolbar, children, onLabelClick }: Props) {
  return (
    <div className={styles.field}>
      <div id={labelId(id)} className={styles.label} onClick={onLabelClick}>
        {label}
      </div>
      <FieldHint id={id} hint={hint} />
      <div className={styles.frame} data-invalid={fieldAria(id, hint, error)['aria-invalid']}>
        {toolbar}
        {children}
      </div>
      <FieldError id={id} error={error} />
    </div>
  )
}
