// One notification e-mail, as it was sent.
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { projectPageQueries } from '../../../../features/project-page/api/project-page-queries'
import { missingRecord } from '../-record-error'
import { NotificationPage } from '../../../../features/project-page/components/notifications-tab'
import { guardTab } from '../-tab-guard'

export const Route = createFileRoute('/projects/$projectId/notifications/$emailId')({
  beforeLoad: guardTab('notifications'),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(projectPageQueries.email(params.projectId, params.emailId)),
  ...missingRecord('email'),
  component: Notification,
})

function Notification() {
  const { projectId, emailId } = Route.useParams()
  const { data } = useSuspenseQuery(projectPageQueries.email(projectId, emailId))
  return <NotificationPage projectId={projectId} email={data} />
}
