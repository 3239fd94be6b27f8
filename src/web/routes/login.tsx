// /login: log in by password, then back to where the visitor was going.
import { useLingui } from '@lingui/react/macro'
import { createFileRoute, useRouter } from '@tanstack/react-router'
import { AccountCard } from '../features/accounts/components/account-card'
import { AccountNotice } from '../features/accounts/components/account-notice'
import { LoginForm } from '../features/accounts/components/login-form'
import { homeIfLoggedIn, safeRedirect } from './-require-login'

export const Route = createFileRoute('/login')({
  validateSearch: (raw: Record<string, unknown>): { redirect?: string } => (typeof raw.redirect === 'string' ? { redirect: safeRedirect(raw.redirect) } : {}),
  beforeLoad: homeIfLoggedIn,
  component: Login,
})

function Login() {
  const { t } = useLingui()
  const { redirect } = Route.useSearch()
  const router = useRouter()
  return (
    <AccountCard title={t`Log In`}>
      <AccountNotice />
      <LoginForm onLoggedIn={() => void router.history.push(safeRedirect(redirect))} />
    </AccountCard>
  )
}
