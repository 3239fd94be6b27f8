// Fields more than one account form asks for: the person's names and company (registering, My
// Account), and a new password with its confirmation (registering, a password link, My Account).
import { Trans } from '@lingui/react/macro'
import { Field } from '@tanstack/react-form'
import type { AnyFormApi } from '@tanstack/react-form'
import type { ReactNode } from 'react'
import { TextField } from '../../../components/ui/text-field'
import { confirmationRules, NEW_PASSWORD_FIELD, newPasswordRules, requiredRules } from './field-rules'

/** The form's `firstName`, `lastName` and `company`. */
export function NameFields({ form }: { form: AnyFormApi }) {
  return (
    <>
      <Field form={form} name="firstName" validators={requiredRules}>
        {(field) => <TextField field={field} label={<Trans>First name</Trans>} autoComplete="given-name" required />}
      </Field>
      <Field form={form} name="lastName" validators={requiredRules}>
        {(field) => <TextField field={field} label={<Trans>Last name</Trans>} autoComplete="family-name" required />}
      </Field>
      <Field form={form} name="company">
        {(field) => <TextField field={field} label={<Trans>Company (optional)</Trans>} autoComplete="organization" />}
      </Field>
    </>
  )
}

interface PasswordProps {
  form: AnyFormApi
  /** "New password" unless the form says otherwise (registering asks for a first one). */
  label?: ReactNode
  confirmationLabel?: ReactNode
}

/** The form's `password` and `confirmation`. */
export function NewPasswordFields({ form, label = <Trans>New password</Trans>, confirmationLabel = <Trans>Confirm new password</Trans> }: PasswordProps) {
  return (
    <>
      <Field form={form} name={NEW_PASSWORD_FIELD} validators={newPasswordRules}>
        {(field) => (
          <TextField
            field={field}
            label={label}
            type="password"
            autoComplete="new-password"
            hint={<Trans>At least 8 characters, with a letter and a number.</Trans>}
            required
          />
        )}
      </Field>
      <Field form={form} name="confirmation" validators={confirmationRules}>
        {(field) => <TextField field={field} label={confirmationLabel} type="password" autoComplete="new-password" required />}
      </Field>
    </>
  )
}
