// Create an account (spec §2, §5): names, optional company, e-mail, password twice, and both
// agreements. The server mails a confirmation link; the "check your inbox" page follows.
import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { useForm } from '@tanstack/react-form'
import type { AnyFieldApi } from '@tanstack/react-form'
import type { ReactNode } from 'react'
import * as v from 'valibot'
import { Email } from '../../../../shared/schemas/account'
import { NewTabLink } from '../../../components/ui/new-tab-link'
import { TextField } from '../../../components/ui/text-field'
import { currentLocale } from '../../../lib/i18n'
import { legalPaths } from '../../../lib/site-links'
import { firstError, validationMessage } from '../../../lib/validation-messages'
import { accountApi } from '../api/account-api'
import { useAccountSend } from '../hooks/use-account-send'
import { NameFields, NewPasswordFields } from './account-fields'
import { AccountForm } from './account-form'
import styles from './accounts.module.css'
import { REQUIRED_MESSAGE } from './field-rules'

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
        <input
          type="checkbox"
          checked={field.state.value === true}
          onChange={(e) => field.handleChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
        />{' '}
        <span>{children}</span>
      </label>
      {error && <p className={styles.fieldError}>{validationMessage(i18n, error)}</p>}
    </div>
  )
}

export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { error, attempt } = useAccountSend({ fallback: msg`Registration Error` })
  const legal = legalPaths(currentLocale())
  const form = useForm({
    defaultValues: { firstName: '', lastName: '', company: '', email: '', password: '', confirmation: '', privacy: false, terms: false },
    onSubmit: ({ value, formApi }) =>
      attempt(async () => {
        await accountApi.register({
          firstName: value.firstName.trim(),
          lastName: value.lastName.trim(),
          company: value.company.trim() || null,
          email: value.email.trim(),
          plainPassword: value.password,
        })
        onRegistered(value.email.trim())
      }, formApi),
  })
  const mustAgree = ({ value }: { value: boolean }) => (value ? undefined : REQUIRED_MESSAGE)
  return (
    <AccountForm form={form} error={error} submitLabel={<Trans>Create Account</Trans>} guarded>
      <NameFields form={form} />
      <form.Field name="email" validators={{ onChange: email, onSubmit: email }}>
        {(field) => <TextField field={field} label={<Trans>Email</Trans>} type="email" autoComplete="email" required />}
      </form.Field>
      <NewPasswordFields form={form} label={<Trans>Password</Trans>} confirmationLabel={<Trans>Confirm password</Trans>} />
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
    </AccountForm>
  )
}
