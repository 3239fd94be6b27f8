// The Comments tab, with Add a Comment, the caller's own comments kept on this device and the
// count of comments withheld.
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, useRouterState } from '@tanstack/react-router'
import { AddComment } from '../../../features/comments/components/add-comment'
import { OwnComments } from '../../../features/comments/components/own-comments'
import { projectPageQueries } from '../../../features/project-page/api/project-page-queries'
import { CommentsTab } from '../../../features/project-page/components/comments-tab'
import { IntervenorAddDocument } from './-intervenor-submission'
import { guardTab } from './-tab-guard'

export const Route = createFileRoute('/projects/$projectId/comments')({
  beforeLoad: guardTab('comments'),
  loader: ({ context, params }) => {
    // Not waited for: a project saved for offline before the count existed still opens.
    void context.queryClient.prefetchQuery(projectPageQueries.withheldComments(params.projectId))
    return context.queryClient.ensureQueryData(projectPageQueries.comments(params.projectId))
  },
  component: Comments,
})

function Comments() {
  const { projectId } = Route.useParams()
  const { data: project } = useSuspenseQuery(projectPageQueries.project(projectId))
  const { data: comments } = useSuspenseQuery(projectPageQueries.comments(projectId))
  const { data: withheld } = useQuery(projectPageQueries.withheldComments(projectId))
  const openAtStart = useRouterState({ select: (state) => state.location.state.openCommentForm === true })
  return (
    <>
      <IntervenorAddDocument project={project} />
      <CommentsTab
        project={project}
        comments={comments}
        withheld={withheld}
        addComment={<AddComment key={project.projectId} project={project} openAtStart={openAtStart} />}
        ownComments={<OwnComments projectId={project.projectId} published={comments.map((c) => c.commentId)} />}
      />
    </>
  )
}
