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

const isShown = (error: ReactNode) => error !== undefined && error !== null && error !== false

/** The ties of a control to its hint and error, as Field makes them (the rich-text editor makes its own frame). */
export function fieldAria(id: string, hint: ReactNode, error: ReactNode): Pick<FieldControlProps, 'aria-invalid' | 'aria-describedby'> {
  const described = [hint ? `${id}-hint` : null, isShown(error) ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
  return { 'aria-invalid': isShown(error) ? true : undefined, 'aria-describedby': described }
}

/** The hint under a control's label, when there is one. */
export function FieldHint({ id, hint }: { id: string; hint: ReactNode }) {
  return hint ? (
    <p id={`${id}-hint`} className={styles.hint}>
      {hint}
    </p>
  ) : null
}

/** The error under a control, when there is one. */
export function FieldError({ id, error }: { id: string; error: ReactNode }) {
  return isShown(error) ? (
    <p id={`${id}-error`} className={styles.error}>
      {error}
    </p>
  ) : null
}

export function Field({ id, label, required, hint, error, labelExtra, children }: Props) {
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
      <FieldHint id={id} hint={hint} />
      {children({ id, className: styles.input, ...fieldAria(id, hint, error) })}
      <FieldError id={id} error={error} />
    </div>
  )
}
