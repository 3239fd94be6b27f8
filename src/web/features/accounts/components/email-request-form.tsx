// The screens that ask only for an e-mail address and mail a link: forgot password, resend the
// confirmation, log in by e-mail. The answer never says whether the address has an account.
import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { useForm } from '@tanstack/react-form'
import { useState } from 'react'
import type { ReactNode } from 'react'
import { Button } from '../../../components/ui/button'
import { submitHandler } from '../../../components/ui/submit-handler'
import { TextField } from '../../../components/ui/text-field'
import { accountErrorMessage } from '../api/account-api'
import { FormMessage } from './account-card'
import styles from './accounts.module.css'

interface Props {
  intro: ReactNode
  submitLabel: ReactNode
  send: (email: string) => Promise<unknown>
  sent: (email: string) => ReactNode
}

export function EmailRequestForm({ intro, submitLabel, send, sent }: Props) {
  const { i18n } = useLingui()
  const [error, setError] = useState<string | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const form = useForm({
    defaultValues: { email: '' },
    onSubmit: async ({ value }) => {
      setError(null)
      try {
        await send(value.email.trim())
        setSentTo(value.email.trim())
      } catch (failure) {
        setError(accountErrorMessage(i18n, failure, msg`An Error Occurred`))
      }
    },
  })
  if (sentTo) return <FormMessage kind="success">{sent(sentTo)}</FormMessage>
  return (
    <>
      <p>{intro}</p>
      {error && <FormMessage kind="error">{error}</FormMessage>}
      <form
        className={styles.form}
        noValidate
        onSubmit={submitHandler(form.handleSubmit)}
      >
        <form.Field name="email">{(field) => <TextField field={field} label={<Trans>Email</Trans>} type="email" autoComplete="email" required />}</form.Field>
        <form.Subscribe selector={(s) => [s.values.email.trim() !== '', s.isSubmitting] as const}>
          {([filled, submitting]) => (
            <div className={styles.actions}>
              <Button type="submit" disabled={!filled || submitting}>
                {submitLabel}
              </Button>
            </div>
          )}
        </form.Subscribe>
      </form>
    </>
  )
}
