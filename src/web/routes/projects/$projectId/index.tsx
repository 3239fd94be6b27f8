// The Details tab: the project's own page.
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { projectPageQueries } from '../../../features/project-page/api/project-page-queries'
import { ProjectSummary } from '../../../features/project-page/components/project-summary'
import { IntervenorAddDocument } from './-intervenor-submission'
import { guardTab } from './-tab-guard'

export const Route = createFileRoute('/projects/$projectId/')({
  beforeLoad: guardTab('details'),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(projectPageQueries.keyDocuments(params.projectId)),
  component: DetailsTab,
})

function DetailsTab() {
  const { projectId } = Route.useParams()
  const { data: project } = useSuspenseQuery(projectPageQueries.project(projectId))
  const { data: keyDocuments } = useSuspenseQuery(projectPageQueries.keyDocuments(projectId))
  return (
    <>
      <IntervenorAddDocument project={project} />
      <ProjectSummary project={project} keyDocuments={keyDocuments} />
    </>
  )
}
