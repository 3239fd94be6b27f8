// The Comments tab.
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { projectPageQueries } from '../../../features/project-page/api/project-page-queries'
import { CommentsTab } from '../../../features/project-page/components/comments-tab'
import { IntervenorAddDocument } from './-intervenor-submission'
import { guardTab } from './-tab-guard'

export const Route = createFileRoute('/projects/$projectId/comments')({
  beforeLoad: guardTab('comments'),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(projectPageQueries.comments(params.projectId)),
  component: Comments,
})

function Comments() {
  const { projectId } = Route.useParams()
  const { data: project } = useSuspenseQuery(projectPageQueries.project(projectId))
  const { data: comments } = useSuspenseQuery(projectPageQueries.comments(projectId))
  return (
    <>
      <IntervenorAddDocument project={project} />
      <CommentsTab project={project} comments={comments} />
    </>
  )
}
