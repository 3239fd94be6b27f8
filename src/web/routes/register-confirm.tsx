// /register-confirm: "check your inbox" after registering.
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, Link, useRouterState } from '@tanstack/react-router'
import { AccountCard } from '../features/accounts/components/account-card'

export const Route = createFileRoute('/register-confirm')({
  component: CheckInbox,
})

function CheckInbox() {
  const { t } = useLingui()
  const email = useRouterState({ select: (s) => s.location.state.registeredEmail })
  return (
    <AccountCard title={t`Check your inbox`}>
      <p>
        {email ? (
          <Trans>
            We sent a confirmation link to <strong>{email}</strong>. Open it to confirm your address and log in.
          </Trans>
        ) : (
          <Trans>We sent you a confirmation link. Open it to confirm your address and log in.</Trans>
        )}
      </p>
      <p>
        <Trans>
          Nothing arrived? Check your junk mail, or <Link to="/resend-confirmation-email">send the confirmation again</Link>.
        </Trans>
      </p>
    </AccountCard>
  )
}
