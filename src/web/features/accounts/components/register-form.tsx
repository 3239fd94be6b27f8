// Create an account (spec §2, §5): names, optional company, e-mail, password twice, and both
// agreements. The server mails a confirmation link; the "check your inbox" page follows.
import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { useForm } from '@tanstack/react-form'
import type { AnyFieldApi } from '@tanstack/react-form'
import { useState } from 'react'
import type { ReactNode } from 'react'
import * as v from 'valibot'
import { Email } from '../../../../shared/schemas/account'
import { Button } from '../../../components/ui/button'
import { submitHandler } from '../../../components/ui/submit-handler'
import { NewTabLink } from '../../../components/ui/new-tab-link'
import { TextField } from '../../../components/ui/text-field'
import { currentLocale } from '../../../lib/i18n'
import { legalPaths } from '../../../lib/site-links'
import { firstError, validationMessage } from '../../../lib/validation-messages'
import { accountApi, accountErrorMessage } from '../api/account-api'
import { FormMessage } from './account-card'
import styles from './accounts.module.css'
import { confirmationError, passwordError } from './password-pair'

const required = ({ value }: { value: string }) => (value.trim() ? undefined : 'This field is required')
const email = ({ value }: { value: string }) => {
  const result = v.safeParse(Email, value)
  return result.success ? undefined : result.issues[0].message
}

function Agreement({ field, children }: { field: AnyFieldApi; children: ReactNode }) {
  const { i18n } = useLingui()
  const error = field.form.state.submissionAttempts > 0 ? firstError(field.state.meta.errors) : null
  return (
    <div>
      <label className={styles.check}>
        <input type="checkbox" checked={field.state.value === true} onChange={(e) => field.handleChange(e.target.checked)} aria-invalid={error ? true : undefined} /> <span>{children}</span>
      </label>
      {error && <p className={styles.fieldError}>{validationMessage(i18n, error)}</p>}
    </div>
  )
}

export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { i18n } = useLingui()
  const [error, setError] = useState<string | null>(null)
  const legal = legalPaths(currentLocale())
  const form = useForm({
    defaultValues: { firstName: '', lastName: '', company: '', email: '', password: '', confirmation: '', privacy: false, terms: false },
    onSubmit: async ({ value }) => {
      setError(null)
      try {
        await accountApi.register({
          firstName: value.firstName.trim(),
          lastName: value.lastName.trim(),
          company: value.company.trim() || null,
          email: value.email.trim(),
          plainPassword: value.password,
        })
        onRegistered(value.email.trim())
      } catch (failure) {
        setError(accountErrorMessage(i18n, failure, msg`Registration Error`))
      }
    },
  })
  const mustAgree = ({ value }: { value: boolean }) => (value ? undefined : 'This field is required')
  return (
    <>
      {error && <FormMessage kind="error">{error}</FormMessage>}
      <form
        className={styles.form}
        noValidate
        onSubmit={submitHandler(form.handleSubmit)}
      >
        <form.Field name="firstName" validators={{ onChange: required, onSubmit: required }}>
          {(field) => <TextField field={field} label={<Trans>First name</Trans>} autoComplete="given-name" required />}
        </form.Field>
        <form.Field name="lastName" validators={{ onChange: required, onSubmit: required }}>
          {(field) => <TextField field={field} label={<Trans>Last name</Trans>} autoComplete="family-name" required />}
        </form.Field>
        <form.Field name="company">{(field) => <TextField field={field} label={<Trans>Company (optional)</Trans>} autoComplete="organization" />}</form.Field>
        <form.Field name="email" validators={{ onChange: email, onSubmit: email }}>
          {(field) => <TextField field={field} label={<Trans>Email</Trans>} type="email" autoComplete="email" required />}
        </form.Field>
        <form.Field name="password" validators={{ onChange: ({ value }) => passwordError(value), onSubmit: ({ value }) => passwordError(value) }}>
          {(field) => (
            <TextField
              field={field}
              label={<Trans>Password</Trans>}
              type="password"
              autoComplete="new-password"
              hint={<Trans>At least 8 characters, with a letter and a number.</Trans>}
              required
            />
          )}
        </form.Field>
        <form.Field
          name="confirmation"
          validators={{
            onChangeListenTo: ['password'],
            onChange: ({ value, fieldApi }) => confirmationError(fieldApi.form.getFieldValue('password'), value),
            onSubmit: ({ value, fieldApi }) => confirmationError(fieldApi.form.getFieldValue('password'), value),
          }}
        >
          {(field) => <TextField field={field} label={<Trans>Confirm password</Trans>} type="password" autoComplete="new-password" required />}
        </form.Field>
        <form.Field name="privacy" validators={{ onChange: mustAgree, onSubmit: mustAgree }}>
          {(field) => (
            <Agreement field={field}>
              <Trans>
                I agree to the <NewTabLink href={legal.privacy}>privacy statement</NewTabLink>
              </Trans>
            </Agreement>
          )}
        </form.Field>
        <form.Field name="terms" validators={{ onChange: mustAgree, onSubmit: mustAgree }}>
          {(field) => (
            <Agreement field={field}>
              <Trans>
                I agree to the <NewTabLink href={legal.terms}>Terms of Use</NewTabLink>
              </Trans>
            </Agreement>
          )}
        </form.Field>
        <form.Subscribe selector={(s) => s.isSubmitting}>
          {(submitting) => (
            <div className={styles.actions}>
              <Button type="submit" disabled={submitting}>
                <Trans>Create Account</Trans>
              </Button>
            </div>
          )}
        </form.Subscribe>
      </form>
    </>
  )
}
