// Log in with e-mail and password (spec: submit disabled until both are filled), with the links to
// the other account screens. A year after the user last confirmed their details, the yearly
// prompt follows. After too many failed attempts the login link by e-mail is offered.
import { Trans } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { useForm, useStore } from '@tanstack/react-form'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { TextField } from '../../../components/ui/text-field'
import { ApiError } from '../../../lib/api-client'
import { startSession } from '../../../lib/device-session'
import { accountApi } from '../api/account-api'
import { useAccountSend } from '../hooks/use-account-send'
import { AccountForm } from './account-form'
import { LoginThrottled } from './login-throttled'
import { askForYearlyUpdate } from './yearly-prompt'
import styles from './accounts.module.css'

export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { error, attempt } = useAccountSend({ fallback: msg`Wrong username and/or password` })
  const [throttled, setThrottled] = useState<{ email: string; seconds: number } | null>(null)
  const form = useForm({
    defaultValues: { email: '', password: '' },
    onSubmit: ({ value }) =>
      attempt(async () => {
        setThrottled(null)
        const email = value.email.trim()
        const answer = await accountApi.login(email, value.password).catch((failure: unknown) => {
          if (failure instanceof ApiError && failure.code === 'login-throttled') return { email, seconds: failure.retryAfterSeconds ?? 60 }
          throw failure
        })
        if ('seconds' in answer) return setThrottled(answer)
        await startSession(answer)
        if (answer.isTimeToUpdate) askForYearlyUpdate()
        onLoggedIn()
      }),
  })
  const filled = useStore(form.store, (s) => s.values.email.trim() !== '' && s.values.password !== '')
  return (
    <>
      {throttled && <LoginThrottled key={`${throttled.email} ${throttled.seconds}`} {...throttled} />}
      <AccountForm form={form} error={error} submitLabel={<Trans>Log In</Trans>} ready={filled}>
        <form.Field name="email">
          {(field) => <TextField field={field} label={<Trans>Email</Trans>} type="email" autoComplete="username" required />}
        </form.Field>
        <form.Field name="password">
          {(field) => <TextField field={field} label={<Trans>Password</Trans>} type="password" autoComplete="current-password" required />}
        </form.Field>
      </AccountForm>
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
