// The Activity tab.
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { projectPageQueries } from '../../../features/project-page/api/project-page-queries'
import { ActivityFeed } from '../../../features/project-page/components/activity-feed'
import { guardTab } from './-tab-guard'

export const Route = createFileRoute('/projects/$projectId/activity')({
  beforeLoad: guardTab('activity'),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(projectPageQueries.activity(params.projectId)),
  component: Activity,
})

function Activity() {
  const { projectId } = Route.useParams()
  const { data } = useSuspenseQuery(projectPageQueries.activity(projectId))
  return <ActivityFeed projectId={projectId} items={data} />
}
