// The Notifications tab.
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { projectPageQueries } from '../../../../features/project-page/api/project-page-queries'
import { NotificationsTab } from '../../../../features/project-page/components/notifications-tab'
import { guardTab } from '../-tab-guard'

export const Route = createFileRoute('/projects/$projectId/notifications/')({
  beforeLoad: guardTab('notifications'),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(projectPageQueries.emails(params.projectId)),
  component: Notifications,
})

function Notifications() {
  const { projectId } = Route.useParams()
  const { data } = useSuspenseQuery(projectPageQueries.emails(projectId))
  return <NotificationsTab projectId={projectId} groups={data} />
}
