// /resend-confirmation-email: mail a new confirmation link.
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AccountCard } from '../features/accounts/components/account-card'
import { AccountNotice } from '../features/accounts/components/account-notice'
import { EmailRequestForm } from '../features/accounts/components/email-request-form'
import { accountApi } from '../features/accounts/api/account-api'

export const Route = createFileRoute('/resend-confirmation-email')({
  component: Resend,
})

function Resend() {
  const { t } = useLingui()
  return (
    <AccountCard title={t`Resend the confirmation e-mail`}>
      <AccountNotice />
      <EmailRequestForm
        intro={<Trans>Enter the address you registered with and we will send a new confirmation link.</Trans>}
        submitLabel={<Trans>Send the link again</Trans>}
        send={accountApi.resendConfirmation}
        sent={(email) => <Trans>If {email} has an account waiting for confirmation, a new link is on its way.</Trans>}
      />
    </AccountCard>
  )
}
