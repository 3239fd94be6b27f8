// One hearing with its documents.
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { projectPageQueries } from '../../../../features/project-page/api/project-page-queries'
import { missingRecord } from '../-record-error'
import { HearingPage } from '../../../../features/project-page/components/panel-tabs'
import { guardTab } from '../-tab-guard'

export const Route = createFileRoute('/projects/$projectId/hearings/$hearingId')({
  beforeLoad: guardTab('hearings'),
  loader: ({ context: { queryClient }, params: { projectId, hearingId } }) =>
    Promise.all([
      queryClient.ensureQueryData(projectPageQueries.hearing(projectId, hearingId)),
      queryClient.ensureQueryData(projectPageQueries.hearingDocuments(projectId, hearingId)),
    ]),
  ...missingRecord('hearing'),
  component: Hearing,
})

function Hearing() {
  const { projectId, hearingId } = Route.useParams()
  const { data: hearing } = useSuspenseQuery(projectPageQueries.hearing(projectId, hearingId))
  const { data: documents } = useSuspenseQuery(projectPageQueries.hearingDocuments(projectId, hearingId))
  return <HearingPage projectId={projectId} hearing={hearing} documents={documents} />
}
