// One information request: its questions, and its answers once published. "question" and "answer"
// show the same page.
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { projectPageQueries } from '../../../../../features/project-page/api/project-page-queries'
import { missingRecord } from '../../-record-error'
import { InformationRequestView } from '../../../../../features/project-page/components/information-requests'

export const Route = createFileRoute('/projects/$projectId/information-requests/$informationRequestId/{-$irType}')({
  beforeLoad: ({ params }) => {
    if (params.irType !== undefined && params.irType !== 'question' && params.irType !== 'answer') throw notFound()
  },
  loader: ({ context: { queryClient }, params: { projectId, informationRequestId } }) =>
    Promise.all([
      queryClient.ensureQueryData(projectPageQueries.informationRequest(projectId, informationRequestId)),
      queryClient.ensureQueryData(projectPageQueries.informationRequestDocuments(projectId, informationRequestId)),
    ]),
  ...missingRecord('information-request'),
  component: InformationRequestPage,
})

function InformationRequestPage() {
  const { projectId, informationRequestId } = Route.useParams()
  const { data: request } = useSuspenseQuery(projectPageQueries.informationRequest(projectId, informationRequestId))
  const { data: documents } = useSuspenseQuery(projectPageQueries.informationRequestDocuments(projectId, informationRequestId))
  return <InformationRequestView projectId={projectId} request={request} documents={documents} />
}
