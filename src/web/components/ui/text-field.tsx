// A labelled input bound to a TanStack Form field, with its error shown (from the catalogs) once
// the field was left or the form submitted, and tied to the input for screen readers.
import { useLingui } from '@lingui/react/macro'
import type { AnyFieldApi } from '@tanstack/react-form'
import type { InputHTMLAttributes, ReactNode } from 'react'
import { firstError, validationMessage } from '../../lib/validation-messages'
import styles from './text-field.module.css'

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur' | 'name'> {
  field: AnyFieldApi
  label: ReactNode
  hint?: ReactNode
}

export function TextField({ field, label, hint, required, ...input }: Props) {
  const { i18n } = useLingui()
  const id = `field-${field.name}`
  const shown = field.state.meta.isTouched || field.form.state.submissionAttempts > 0
  const error = shown ? firstError(field.state.meta.errors) : null
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <input
        id={id}
        name={field.name}
        className={styles.input}
        value={(field.state.value as string | null | undefined) ?? ''}
        onChange={(e) => field.handleChange(e.target.value)}
        onBlur={field.handleBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        required={required}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {validationMessage(i18n, error)}
        </p>
      )}
    </div>
  )
}
