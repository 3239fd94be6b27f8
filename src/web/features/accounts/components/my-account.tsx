// My Account (spec §2): personal details, and changing the password (enabled only when the new
// password is valid and confirmed; "Current Password is not correct" when the old one is wrong).
import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { useForm } from '@tanstack/react-form'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { submitHandler } from '../../../components/ui/submit-handler'
import { TextField } from '../../../components/ui/text-field'
import { ACCOUNT_TOAST_MS, showToast } from '../../../components/ui/toast'
import type { GetData } from '../../../lib/api-client'
import { setSession } from '../../../lib/session'
import { accountApi, accountErrorMessage } from '../api/account-api'
import { FormMessage } from './account-card'
import styles from './accounts.module.css'
import { confirmationError, passwordError } from './password-pair'

type User = GetData<'/api/users/{userId}'>['user']
const required = ({ value }: { value: string }) => (value.trim() ? undefined : 'This field is required')

function PersonalDetails({ user }: { user: User }) {
  const { i18n } = useLingui()
  const queryClient = useQueryClient()
  const [error, setError] = useState<string | null>(null)
  const form = useForm({
    defaultValues: { firstName: user.firstName, lastName: user.lastName, company: user.company ?? '', phone: user.phone ?? '' },
    onSubmit: async ({ value }) => {
      setError(null)
      try {
        await accountApi.updateAccount({ firstName: value.firstName.trim(), lastName: value.lastName.trim(), company: value.company.trim() || null, phone: value.phone.trim() || null })
        await queryClient.invalidateQueries({ queryKey: ['account', user.userId] })
        showToast(<Trans>Your account details have been saved</Trans>, { durationMs: ACCOUNT_TOAST_MS })
      } catch (failure) {
        setError(accountErrorMessage(i18n, failure, msg`An Error Occurred`))
      }
    },
  })
  return (
    <section className={styles.section} aria-labelledby="details-title">
      <h2 id="details-title">
        <Trans>Personal Details</Trans>
      </h2>
      {error && <FormMessage kind="error">{error}</FormMessage>}
      <form
        className={styles.form}
        noValidate
        onSubmit={submitHandler(form.handleSubmit)}
      >
        <p>
          <Trans>Email</Trans>: <strong>{user.email}</strong>
        </p>
        <form.Field name="firstName" validators={{ onChange: required, onSubmit: required }}>
          {(field) => <TextField field={field} label={<Trans>First name</Trans>} autoComplete="given-name" required />}
        </form.Field>
        <form.Field name="lastName" validators={{ onChange: required, onSubmit: required }}>
          {(field) => <TextField field={field} label={<Trans>Last name</Trans>} autoComplete="family-name" required />}
        </form.Field>
        <form.Field name="company">{(field) => <TextField field={field} label={<Trans>Company (optional)</Trans>} autoComplete="organization" />}</form.Field>
        <form.Field name="phone">{(field) => <TextField field={field} label={<Trans>Telephone (optional)</Trans>} type="tel" autoComplete="tel" />}</form.Field>
        <form.Subscribe selector={(s) => s.isSubmitting}>
          {(submitting) => (
            <div className={styles.actions}>
              <Button type="submit" disabled={submitting}>
                <Trans>Save details</Trans>
              </Button>
            </div>
          )}
        </form.Subscribe>
      </form>
    </section>
  )
}

function ChangePassword() {
  const { i18n } = useLingui()
  const [error, setError] = useState<string | null>(null)
  const form = useForm({
    defaultValues: { oldPassword: '', password: '', confirmation: '' },
    onSubmit: async ({ value, formApi }) => {
      setError(null)
      try {
        const answer = await accountApi.updatePassword(value.oldPassword, value.password)
        if (answer.errorFields.includes('oldPassword')) {
          setError(i18n._(msg`Current Password is not correct`))
          return
        }
        // The change ends every other session; this one goes on with the token it was given.
        if (answer.token) setSession(answer.token)
        formApi.reset()
        showToast(<Trans>Password Updated</Trans>, { durationMs: ACCOUNT_TOAST_MS })
      } catch (failure) {
        setError(accountErrorMessage(i18n, failure, msg`Password Change Error`))
      }
    },
  })
  return (
    <section className={styles.section} aria-labelledby="password-title">
      <h2 id="password-title">
        <Trans>Change Password</Trans>
      </h2>
      {error && <FormMessage kind="error">{error}</FormMessage>}
      <form
        className={styles.form}
        noValidate
        onSubmit={submitHandler(form.handleSubmit)}
      >
        <form.Field name="oldPassword" validators={{ onSubmit: required }}>
          {(field) => <TextField field={field} label={<Trans>Current password</Trans>} type="password" autoComplete="current-password" required />}
        </form.Field>
        <form.Field name="password" validators={{ onChange: ({ value }) => passwordError(value) }}>
          {(field) => (
            <TextField field={field} label={<Trans>New password</Trans>} type="password" autoComplete="new-password" hint={<Trans>At least 8 characters, with a letter and a number.</Trans>} required />
          )}
        </form.Field>
        <form.Field name="confirmation" validators={{ onChangeListenTo: ['password'], onChange: ({ value, fieldApi }) => confirmationError(fieldApi.form.getFieldValue('password'), value) }}>
          {(field) => <TextField field={field} label={<Trans>Confirm new password</Trans>} type="password" autoComplete="new-password" required />}
        </form.Field>
        <form.Subscribe
          selector={(s) => [s.values.oldPassword !== '' && !passwordError(s.values.password) && !confirmationError(s.values.password, s.values.confirmation), s.isSubmitting] as const}
        >
          {([valid, submitting]) => (
            <div className={styles.actions}>
              <Button type="submit" disabled={!valid || submitting}>
                <Trans>Change password</Trans>
              </Button>
            </div>
          )}
        </form.Subscribe>
      </form>
    </section>
  )
}

export function MyAccount({ user }: { user: User }) {
  return (
    <>
      <PersonalDetails user={user} />
      <ChangePassword />
    </>
  )
}
