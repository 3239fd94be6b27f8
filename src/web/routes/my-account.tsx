// /my-account: personal details and password (logged-in users only).
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { currentSession, useSession } from '../lib/session'
import { accountQueries } from '../features/accounts/api/account-api'
import { AccountCard } from '../features/accounts/components/account-card'
import { MyAccount } from '../features/accounts/components/my-account'
import { requireLogin } from './-require-login'

export const Route = createFileRoute('/my-account')({
  beforeLoad: requireLogin,
  loader: ({ context }) => context.queryClient.ensureQueryData(accountQueries.user(currentSession()!.user.userId)),
  component: MyAccountPage,
})

function MyAccountPage() {
  const session = useSession()
  // Logging out here clears the session a moment before the page goes home.
  return session ? <Account userId={session.user.userId} /> : null
}

function Account({ userId }: { userId: string }) {
  const { t } = useLingui()
  const { data: user } = useSuspenseQuery(accountQueries.user(userId))
  return (
    <AccountCard title={t`My Account`}>
      <MyAccount user={user} />
    </AccountCard>
  )
}
