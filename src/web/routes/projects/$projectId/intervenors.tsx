// The Intervenors tab.
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { projectPageQueries } from '../../../features/project-page/api/project-page-queries'
import { IntervenorsTab } from '../../../features/project-page/components/panel-tabs'
import { guardTab } from './-tab-guard'

export const Route = createFileRoute('/projects/$projectId/intervenors')({
  beforeLoad: guardTab('intervenors'),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(projectPageQueries.intervenors(params.projectId)),
  component: Intervenors,
})

function Intervenors() {
  const { projectId } = Route.useParams()
  const { data } = useSuspenseQuery(projectPageQueries.intervenors(projectId))
  return <IntervenorsTab intervenors={data} />
}
