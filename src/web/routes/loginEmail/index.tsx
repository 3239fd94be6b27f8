// /loginEmail: ask for a single-use login link by e-mail.
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AccountCard } from '../../features/accounts/components/account-card'
import { AccountNotice } from '../../features/accounts/components/account-notice'
import { EmailRequestForm } from '../../features/accounts/components/email-request-form'
import { accountApi } from '../../features/accounts/api/account-api'
import { homeIfLoggedIn } from '../-require-login'

export const Route = createFileRoute('/loginEmail/')({
  beforeLoad: homeIfLoggedIn,
  component: LoginByEmail,
})

function LoginByEmail() {
  const { t } = useLingui()
  return (
    <AccountCard title={t`Log in with an e-mailed link`}>
      <AccountNotice />
      <EmailRequestForm
        intro={<Trans>Enter your e-mail address and we will send you a link that logs you in once.</Trans>}
        submitLabel={<Trans>Send me a login link</Trans>}
        send={accountApi.requestLoginLink}
        sent={(email) => <Trans>If {email} has an account, a login link is on its way. It can be used once.</Trans>}
      />
    </AccountCard>
  )
}
