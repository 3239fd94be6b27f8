// A new password, from a mailed reset or create link (spec §4): the link was checked before this
// form shows; success logs the user in.
import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { useForm } from '@tanstack/react-form'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { submitHandler } from '../../../components/ui/submit-handler'
import { TextField } from '../../../components/ui/text-field'
import { setSession } from '../../../lib/session'
import { accountApi, accountErrorMessage, EXPIRED } from '../api/account-api'
import type { PasswordLinkKind } from '../api/account-api'
import { FormMessage } from './account-card'
import styles from './accounts.module.css'
import { confirmationError, passwordError } from './password-pair'

export function SetPasswordForm({ kind, token, onDone }: { kind: PasswordLinkKind; token: string; onDone: () => void }) {
  const { i18n } = useLingui()
  const [error, setError] = useState<string | null>(null)
  const form = useForm({
    defaultValues: { password: '', confirmation: '' },
    onSubmit: async ({ value }) => {
      setError(null)
      try {
        const answer = await accountApi.setPassword(kind, token, value.password)
        setSession(answer.token)
        onDone()
      } catch (failure) {
        setError(accountErrorMessage(i18n, failure, msg`Password Change Error`, EXPIRED[kind]))
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
        <form.Field name="password" validators={{ onChange: ({ value }) => passwordError(value), onSubmit: ({ value }) => passwordError(value) }}>
          {(field) => (
            <TextField field={field} label={<Trans>New password</Trans>} type="password" autoComplete="new-password" hint={<Trans>At least 8 characters, with a letter and a number.</Trans>} required />
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
          {(field) => <TextField field={field} label={<Trans>Confirm new password</Trans>} type="password" autoComplete="new-password" required />}
        </form.Field>
        <form.Subscribe selector={(s) => [s.canSubmit && !passwordError(s.values.password) && !confirmationError(s.values.password, s.values.confirmation), s.isSubmitting] as const}>
          {([valid, submitting]) => (
            <div className={styles.actions}>
              <Button type="submit" disabled={!valid || submitting}>
                <Trans>Set password</Trans>
              </Button>
            </div>
          )}
        </form.Subscribe>
      </form>
    </>
  )
}
