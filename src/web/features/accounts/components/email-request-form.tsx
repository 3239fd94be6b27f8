// The screens that ask only for an e-mail address and mail a link: forgot password, resend the
// confirmation, log in by e-mail. The answer never says whether the address has an account.
import { Trans } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { useForm, useStore } from '@tanstack/react-form'
import { useState } from 'react'
import type { ReactNode } from 'react'
import { TextField } from '../../../components/ui/text-field'
import { useAccountSend } from '../hooks/use-account-send'
import { FormMessage } from './account-card'
import { AccountForm } from './account-form'

interface Props {
  intro: ReactNode
  submitLabel: ReactNode
  send: (email: string) => Promise<unknown>
  sent: (email: string) => ReactNode
}

export function EmailRequestForm({ intro, submitLabel, send, sent }: Props) {
  const { error, attempt } = useAccountSend({ fallback: msg`An Error Occurred` })
  const [sentTo, setSentTo] = useState<string | null>(null)
  const form = useForm({
    defaultValues: { email: '' },
    onSubmit: ({ value }) =>
      attempt(async () => {
        await send(value.email.trim())
        setSentTo(value.email.trim())
      }),
  })
  const filled = useStore(form.store, (s) => s.values.email.trim() !== '')
  if (sentTo) return <FormMessage kind="success">{sent(sentTo)}</FormMessage>
  return (
    <>
      <p>{intro}</p>
      <AccountForm form={form} error={error} submitLabel={submitLabel} ready={filled}>
        <form.Field name="email">{(field) => <TextField field={field} label={<Trans>Email</Trans>} type="email" autoComplete="email" required />}</form.Field>
      </AccountForm>
    </>
  )
}
