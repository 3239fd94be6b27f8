// A labelled input bound to a TanStack Form field, with its error shown (from the catalogs) once
// the field was left or the form submitted.
import { useLingui } from '@lingui/react/macro'
import type { AnyFieldApi } from '@tanstack/react-form'
import type { InputHTMLAttributes, ReactNode } from 'react'
import { firstError, validationMessage } from '../../lib/validation-messages'
import { Field } from './field'

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur' | 'name'> {
  field: AnyFieldApi
  label: ReactNode
  hint?: ReactNode
}

export function TextField({ field, label, hint, required, ...input }: Props) {
  const { i18n } = useLingui()
  const shown = field.state.meta.isTouched || field.form.state.submissionAttempts > 0
  const error = shown ? firstError(field.state.meta.errors) : null
  return (
    <Field id={`field-${field.name}`} label={label} hint={hint} required={required} error={error && validationMessage(i18n, error)}>
      {(control) => (
        <input
          {...control}
          name={field.name}
          value={(field.state.value as string | null | undefined) ?? ''}
          onChange={(e) => field.handleChange(e.target.value)}
          onBlur={field.handleBlur}
          required={required}
          {...input}
        />
      )}
    </Field>
  )
}
