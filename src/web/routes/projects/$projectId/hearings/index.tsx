// The Hearings tab.
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { projectPageQueries } from '../../../../features/project-page/api/project-page-queries'
import { HearingsTab } from '../../../../features/project-page/components/panel-tabs'
import { guardTab } from '../-tab-guard'

export const Route = createFileRoute('/projects/$projectId/hearings/')({
  beforeLoad: guardTab('hearings'),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(projectPageQueries.hearings(params.projectId)),
  component: Hearings,
})

function Hearings() {
  const { projectId } = Route.useParams()
  const { data } = useSuspenseQuery(projectPageQueries.hearings(projectId))
  return <HearingsTab projectId={projectId} hearings={data} />
}
