// A document group, read-only.
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { projectPageQueries } from '../../../../features/project-page/api/project-page-queries'
import { missingRecord } from '../-record-error'
import { RecordPage } from '../../../../features/project-page/components/record-page'

export const Route = createFileRoute('/projects/$projectId/document-groups/$documentGroupId')({
  loader: ({ context: { queryClient }, params: { projectId, documentGroupId } }) =>
    Promise.all([
      queryClient.ensureQueryData(projectPageQueries.documentGroup(projectId, documentGroupId)),
      queryClient.ensureQueryData(projectPageQueries.documentGroupDocuments(projectId, documentGroupId)),
    ]),
  ...missingRecord('document-group'),
  component: DocumentGroupPage,
})

function DocumentGroupPage() {
  const { projectId, documentGroupId } = Route.useParams()
  const { data: group } = useSuspenseQuery(projectPageQueries.documentGroup(projectId, documentGroupId))
  const { data: documents } = useSuspenseQuery(projectPageQueries.documentGroupDocuments(projectId, documentGroupId))
  return <RecordPage projectId={projectId} title={group.title} text={group.description} documents={documents} />
}
