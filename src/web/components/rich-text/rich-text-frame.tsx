// The label, border and text area shared by the editor and the stand-in shown while it loads, so
// the page does not move when the editor arrives.
import type { ReactNode } from 'react'
import styles from './rich-text-editor.module.css'

interface Props {
  id: string
  label: ReactNode
  invalid?: boolean
  toolbar: ReactNode
  children: ReactNode
  /** A click on the label puts the caret in the text (a <label> cannot point at an editable div). */
  onLabelClick?: () => void
}

export const labelId = (id: string) => `${id}-label`

export function RichTextFrame({ id, label, invalid, toolbar, children, onLabelClick }: Props) {
  return (
    <div className={styles.field}>
      <div id={labelId(id)} className={styles.label} onClick={onLabelClick}>
        {label}
      </div>
      <div className={styles.frame} data-invalid={invalid || undefined}>
        {toolbar}
        {children}
      </div>
    </div>
  )
}
