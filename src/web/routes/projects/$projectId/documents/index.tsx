// The Documents tab.
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, useRouterState } from '@tanstack/react-router'
import { projectPageQueries } from '../../../../features/project-page/api/project-page-queries'
import { DocumentsTab } from '../../../../features/project-page/components/documents-tab'
import { ResponseSubmitted } from '../../../../features/information-responses/components/response-submitted'
import { guardTab } from '../-tab-guard'

export const Route = createFileRoute('/projects/$projectId/documents/')({
  beforeLoad: guardTab('documents'),
  loader: ({ context: { queryClient }, params: { projectId } }) =>
    Promise.all([
      queryClient.ensureQueryData(projectPageQueries.documents(projectId)),
      queryClient.ensureQueryData(projectPageQueries.notes(projectId)),
      queryClient.ensureQueryData(projectPageQueries.correspondence(projectId)),
      queryClient.ensureQueryData(projectPageQueries.documentGroups(projectId)),
    ]),
  component: Documents,
})

function Documents() {
  const { projectId } = Route.useParams()
  const { data: project } = useSuspenseQuery(projectPageQueries.project(projectId))
  const { data: documents } = useSuspenseQuery(projectPageQueries.documents(projectId))
  const { data: notes } = useSuspenseQuery(projectPageQueries.notes(projectId))
  const { data: correspondence } = useSuspenseQuery(projectPageQueries.correspondence(projectId))
  const { data: documentGroups } = useSuspenseQuery(projectPageQueries.documentGroups(projectId))
  const submitted = useRouterState({ select: (s) => s.location.state.responseSubmitted })
  return (
    <>
      {submitted && <ResponseSubmitted {...submitted} />}
      <DocumentsTab
        project={project}
        documents={documents.documents}
        attachments={documents.attachments}
        notes={notes}
        correspondence={correspondence}
        documentGroups={documentGroups}
      />
    </>
  )
}
