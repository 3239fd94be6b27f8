// /register: create an account.
import { useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { AccountCard } from '../features/accounts/components/account-card'
import { RegisterForm } from '../features/accounts/components/register-form'
import { homeIfLoggedIn } from './-require-login'

export const Route = createFileRoute('/register')({
  beforeLoad: homeIfLoggedIn,
  component: Register,
})

function Register() {
  const { t } = useLingui()
  const navigate = useNavigate()
  return (
    <AccountCard title={t`Create Account`}>
      <RegisterForm onRegistered={(email) => void navigate({ to: '/register-confirm', state: { registeredEmail: email } })} />
    </AccountCard>
  )
}
