// The proponent's Information Responses tab: requests, full and simplified, waiting for an answer.
// Anyone else is asked to log in or told they are not authorized (ResponseGate).
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { projectPageQueries } from '../../../../features/project-page/api/project-page-queries'
import { ResponsesList } from '../../../../features/information-responses/components/responses-list'
import { guardTab } from '../-tab-guard'
import { ProponentOnly } from './-answer-page'
import { answersFor } from './-answers-for'

export const Route = createFileRoute('/projects/$projectId/information-responses/')({
  beforeLoad: guardTab('information-responses'),
  loader: async ({ context: { queryClient }, params: { projectId } }) => {
    if (!(await answersFor(queryClient, projectId))) return
    await Promise.all([
      queryClient.ensureQueryData(projectPageQueries.informationRequests(projectId)),
      queryClient.ensureQueryData(projectPageQueries.simplifiedRequests(projectId)),
    ])
  },
  component: InformationResponses,
})

function InformationResponses() {
  const { projectId } = Route.useParams()
  return (
    <ProponentOnly projectId={projectId}>
      <List projectId={projectId} />
    </ProponentOnly>
  )
}

function List({ projectId }: { projectId: string }) {
  const { data: requests } = useSuspenseQuery(projectPageQueries.informationRequests(projectId))
  const { data: simplified } = useSuspenseQuery(projectPageQueries.simplifiedRequests(projectId))
  return <ResponsesList projectId={projectId} requests={requests} simplified={simplified} />
}
