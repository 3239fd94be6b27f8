// /change-password/{token}: the mailed link is checked first (a bad or expired one goes to the
// forgot-password page with the reason); then a new password, which logs the user in.
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router'
import { showToast, ACCOUNT_TOAST_MS } from '../../components/ui/toast'
import { ApiError } from '../../lib/api-client'
import { AccountCard } from '../../features/accounts/components/account-card'
import { SetPasswordForm } from '../../features/accounts/components/set-password-form'
import { accountApi } from '../../features/accounts/api/account-api'

export const Route = createFileRoute('/change-password/$token')({
  loader: async ({ params }) => {
    try {
      await accountApi.checkPasswordLink('reset', params.token)
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      throw redirect({ to: '/forgot-password', replace: true, state: { accountNotice: error.code === 'expired-link' ? 'expired-reset' : 'invalid-link' } })
    }
  },
  component: SetPassword,
})

function SetPassword() {
  const { t } = useLingui()
  const { token } = Route.useParams()
  const navigate = useNavigate()
  return (
    <AccountCard title={t`Set a new password`}>
      <SetPasswordForm
        kind="reset"
        token={token}
        onDone={() => {
          showToast(<Trans>Password has been set</Trans>, { durationMs: ACCOUNT_TOAST_MS })
          void navigate({ to: '/' })
        }}
      />
    </AccountCard>
  )
}
