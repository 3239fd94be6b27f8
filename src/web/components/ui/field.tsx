// The frame every form control sits in: its label (with the required mark), an optional hint and
// the error once there is one, with the ids that tie hint and error to the control for screen
// readers. The control itself comes from the caller, which spreads `control` onto it.
import type { ReactNode } from 'react'
import styles from './field.module.css'

/** What the control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string
  className: string | undefined
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

interface Props {
  /** The control's id. */
  id: string
  label: ReactNode
  required?: boolean
  hint?: ReactNode
  /** The error to show now, or nothing. */
  error?: ReactNode
  /** Beside the label: a help button, say. */
  labelExtra?: ReactNode
  children: (control: FieldControlProps) => ReactNode
}

export function Field({ id, label, required, hint, error, labelExtra, children }: Props) {
  const hasError = error !== undefined && error !== null && error !== false
  const described = [hint ? `${id}-hint` : null, hasError ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
  const labelElement = (
    <label htmlFor={id} className={styles.label}>
      {label}
      {required && <span aria-hidden="true"> *</span>}
    </label>
  )
  return (
    <div className={styles.field}>
      {labelExtra ? (
        <div className={styles.labelRow}>
          {labelElement}
          {labelExtra}
        </div>
      ) : (
        labelElement
      )}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {children({ id, className: styles.input, 'aria-invalid': hasError ? true : undefined, 'aria-describedby': described })}
      {hasError && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  )
}
