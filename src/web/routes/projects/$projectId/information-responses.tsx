// The proponent's Information Responses tab: requests waiting for an answer.
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { projectPageQueries } from '../../../features/project-page/api/project-page-queries'
import { InformationResponsesTab } from '../../../features/project-page/components/information-requests'
import { guardTab } from './-tab-guard'

export const Route = createFileRoute('/projects/$projectId/information-responses')({
  beforeLoad: guardTab('information-responses'),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(projectPageQueries.informationRequests(params.projectId)),
  component: InformationResponses,
})

function InformationResponses() {
  const { projectId } = Route.useParams()
  const { data } = useSuspenseQuery(projectPageQueries.informationRequests(projectId))
  return <InformationResponsesTab projectId={projectId} requests={data} />
}
