// /forgot-password: mail a link to set a new password.
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AccountCard } from '../features/accounts/components/account-card'
import { AccountNotice } from '../features/accounts/components/account-notice'
import { EmailRequestForm } from '../features/accounts/components/email-request-form'
import { accountApi } from '../features/accounts/api/account-api'

export const Route = createFileRoute('/forgot-password')({
  component: ForgotPassword,
})

function ForgotPassword() {
  const { t } = useLingui()
  return (
    <AccountCard title={t`Forgot your password?`}>
      <AccountNotice />
      <EmailRequestForm
        intro={<Trans>Enter your e-mail address and we will send you a link to set a new password.</Trans>}
        submitLabel={<Trans>Send the link</Trans>}
        send={accountApi.forgotPassword}
        sent={(email) => <Trans>If {email} has an account, a link to set a new password is on its way.</Trans>}
      />
    </AccountCard>
  )
}
