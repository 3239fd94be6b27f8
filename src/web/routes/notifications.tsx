// /notifications: the notification profile (logged-in users only).
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { Suspense } from 'react'
import { PageHeading } from '../components/ui/page-heading'
import { currentSession, useSession } from '../lib/session'
import { AreaPicker } from '../features/map/lazy-maps'
import { notificationProfileQueries } from '../features/notification-profile/api/notification-profile-api'
import { NotificationProfileForm } from '../features/notification-profile/components/notification-profile-form'
import { UseMyLocation } from '../features/location/components/use-my-location'
import { requireLogin } from './-require-login'

export const Route = createFileRoute('/notifications')({
  beforeLoad: requireLogin,
  loader: ({ context }) => context.queryClient.ensureQueryData(notificationProfileQueries.profile(currentSession()!.user.userId)),
  component: NotificationProfilePage,
})

function NotificationProfilePage() {
  const session = useSession()
  // Logging out here clears the session a moment before the page goes home.
  return session ? <Profile userId={session.user.userId} /> : null
}

function Profile({ userId }: { userId: string }) {
  const { t } = useLingui()
  const { data: profile } = useSuspenseQuery(notificationProfileQueries.profile(userId))
  return (
    <div>
      <PageHeading>{t`Notification Profile`}</PageHeading>
      <p>
        <Trans>Choose the projects you want to hear about by e-mail. Projects that match any of your choices are sent to you.</Trans>
      </p>
      <NotificationProfileForm
        userId={userId}
        profile={profile}
        renderArea={(points, onChange, fitKey) => (
          <Suspense fallback={null}>
            <AreaPicker points={points} onChange={onChange} fitKey={fitKey} />
          </Suspense>
        )}
        renderUseMyLocation={(onPosition, done) => <UseMyLocation onPosition={onPosition} done={done} />}
      />
    </div>
  )
}
