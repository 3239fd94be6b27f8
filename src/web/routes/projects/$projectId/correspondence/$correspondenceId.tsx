// A letter, read-only.
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { isProposalCheck } from '../../../../../shared/domain/project-tabs'
import { projectPageQueries } from '../../../../features/project-page/api/project-page-queries'
import { missingRecord } from '../-record-error'
import { RecordPage } from '../../../../features/project-page/components/record-page'
import { useFormatDate } from '../../../../lib/i18n'

export const Route = createFileRoute('/projects/$projectId/correspondence/$correspondenceId')({
  beforeLoad: async ({ context, params }) => {
    const { project } = await context.queryClient.ensureQueryData(projectPageQueries.project(params.projectId))
    if (isProposalCheck(project)) throw redirect({ to: '/projects/$projectId/documents', params, replace: true })
  },
  loader: ({ context: { queryClient }, params: { projectId, correspondenceId } }) =>
    Promise.all([
      queryClient.ensureQueryData(projectPageQueries.correspondenceItem(projectId, correspondenceId)),
      queryClient.ensureQueryData(projectPageQueries.correspondenceItemDocuments(projectId, correspondenceId)),
    ]),
  ...missingRecord('correspondence'),
  component: CorrespondencePage,
})

function CorrespondencePage() {
  const { projectId, correspondenceId } = Route.useParams()
  const { data: letter } = useSuspenseQuery(projectPageQueries.correspondenceItem(projectId, correspondenceId))
  const { data: documents } = useSuspenseQuery(projectPageQueries.correspondenceItemDocuments(projectId, correspondenceId))
  const format = useFormatDate()
  return (
    <RecordPage
      projectId={projectId}
      title={letter.title}
      meta={[letter.documentNumber, format(letter.sentDate)].filter(Boolean).join(' · ')}
      text={letter.description}
      documents={documents}
    />
  )
}
