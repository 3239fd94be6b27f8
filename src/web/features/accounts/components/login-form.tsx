// Log in with e-mail and password (spec: submit disabled until both are filled), with the links to
// the other account screens. A year after the user last confirmed their details, the yearly
// prompt follows.
import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { useForm } from '@tanstack/react-form'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { submitHandler } from '../../../components/ui/submit-handler'
import { TextField } from '../../../components/ui/text-field'
import { setSession } from '../../../lib/session'
import { accountApi, accountErrorMessage } from '../api/account-api'
import { askForYearlyUpdate } from './yearly-prompt'
import styles from './accounts.module.css'
import { FormMessage } from './account-card'

export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { i18n } = useLingui()
  const [error, setError] = useState<string | null>(null)
  const form = useForm({
    defaultValues: { email: '', password: '' },
    onSubmit: async ({ value }) => {
      setError(null)
      try {
        const answer = await accountApi.login(value.email.trim(), value.password)
        setSession(answer.token)
        if (answer.isTimeToUpdate) askForYearlyUpdate()
        onLoggedIn()
      } catch (failure) {
        setError(accountErrorMessage(i18n, failure, msg`Wrong username and/or password`))
      }
    },
  })
  return (
    <>
      {error && <FormMessage kind="error">{error}</FormMessage>}
      <form
        className={styles.form}
        noValidate
        onSubmit={submitHandler(form.handleSubmit)}
      >
        <form.Field name="email">{(field) => <TextField field={field} label={<Trans>Email</Trans>} type="email" autoComplete="username" required />}</form.Field>
        <form.Field name="password">
          {(field) => <TextField field={field} label={<Trans>Password</Trans>} type="password" autoComplete="current-password" required />}
        </form.Field>
        <form.Subscribe selector={(s) => [s.values.email.trim() !== '' && s.values.password !== '', s.isSubmitting] as const}>
          {([filled, submitting]) => (
            <div className={styles.actions}>
              <Button type="submit" disabled={!filled || submitting}>
                <Trans>Log In</Trans>
              </Button>
            </div>
          )}
        </form.Subscribe>
      </form>
      <ul className={styles.links}>
        <li>
          <Link to="/forgot-password">
            <Trans>Forgot your password?</Trans>
          </Link>
        </li>
        <li>
          <Link to="/loginEmail">
            <Trans>Log in with a link sent by e-mail</Trans>
          </Link>
        </li>
        <li>
          <Link to="/resend-confirmation-email">
            <Trans>Resend the confirmation e-mail</Trans>
          </Link>
        </li>
        <li>
          <Link to="/register">
            <Trans>Create an account</Trans>
          </Link>
        </li>
      </ul>
    </>
  )
}
