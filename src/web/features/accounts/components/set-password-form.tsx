// A new password, from a mailed reset or create link (spec §4): the link was checked before this
// form shows; success logs the user in.
import { Trans } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { useForm, useStore } from '@tanstack/react-form'
import { startSession } from '../../../lib/device-session'
import { accountApi, EXPIRED } from '../api/account-api'
import type { PasswordLinkKind } from '../api/account-api'
import { useAccountSend } from '../hooks/use-account-send'
import { NewPasswordFields } from './account-fields'
import { AccountForm } from './account-form'
import { passwordsReady } from './field-rules'

export function SetPasswordForm({ kind, token, onDone }: { kind: PasswordLinkKind; token: string; onDone: () => void }) {
  const { error, attempt } = useAccountSend({ fallback: msg`Password Change Error`, expired: EXPIRED[kind] })
  const form = useForm({
    defaultValues: { password: '', confirmation: '' },
    onSubmit: ({ value, formApi }) =>
      attempt(async () => {
        const answer = await accountApi.setPassword(kind, token, value.password)
        await startSession(answer)
        onDone()
      }, formApi),
  })
  const valid = useStore(form.store, (s) => s.canSubmit && passwordsReady(s.values))
  return (
    <AccountForm form={form} error={error} submitLabel={<Trans>Set password</Trans>} ready={valid} guarded>
      <NewPasswordFields form={form} />
    </AccountForm>
  )
}
