// The Comments tab, with Add a Comment and the caller's own comments kept on this device.
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, useRouterState } from '@tanstack/react-router'
import { AddComment } from '../../../features/comments/components/add-comment'
import { OwnComments } from '../../../features/comments/components/own-comments'
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
  const openAtStart = useRouterState({ select: (state) => state.location.state.openCommentForm === true })
  return (
    <>
      <IntervenorAddDocument project={project} />
      <CommentsTab
        project={project}
        comments={comments}
        addComment={<AddComment key={project.projectId} project={project} openAtStart={openAtStart} />}
        ownComments={<OwnComments projectId={project.projectId} published={comments.map((c) => c.commentId)} />}
      />
    </>
  )
}
