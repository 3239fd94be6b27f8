// The page behind a mailed reset or create-password link: the link is checked before the form
// shows (a bad or expired one goes to forgot-password with the reason, spec §4), and a new
// password logs the user in.
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { ACCOUNT_TOAST_MS, showToast } from '../../../components/ui/toast'
import type { PasswordLinkKind } from '../api/account-api'
import { AccountCard } from './account-card'
import { SetPasswordForm } from './set-password-form'

export function PasswordLinkPage({ kind, token }: { kind: PasswordLinkKind; token: string }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  return (
    <AccountCard title={kind === 'reset' ? t`Set a new password` : t`Create your password`}>
      <SetPasswordForm
        kind={kind}
        token={token}
        onDone={() => {
          showToast(<Trans>Password has been set</Trans>, { durationMs: ACCOUNT_TOAST_MS })
          void navigate({ to: '/' })
        }}
      />
    </AccountCard>
  )
}
