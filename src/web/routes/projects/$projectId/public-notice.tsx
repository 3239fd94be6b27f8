// The printable public notice; only where the project shows the link.
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { publicNoticeLink } from '../../../../shared/domain/project-tabs'
import { projectPageQueries } from '../../../features/project-page/api/project-page-queries'
import { PublicNotice } from '../../../features/project-page/components/public-notice'
import { siteQueries } from '../../../features/site/api/site-queries'

export const Route = createFileRoute('/projects/$projectId/public-notice')({
  beforeLoad: async ({ context, params }) => {
    const { project } = await context.queryClient.ensureQueryData(projectPageQueries.project(params.projectId))
    if (publicNoticeLink(project) !== 'shown') throw redirect({ to: '/projects/$projectId', params, replace: true })
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(siteQueries.deployment()),
  component: Notice,
})

function Notice() {
  const { projectId } = Route.useParams()
  const { data: project } = useSuspenseQuery(projectPageQueries.project(projectId))
  const { data: site } = useSuspenseQuery(siteQueries.deployment())
  return <PublicNotice project={project} publicBaseUrl={site.publicBaseUrl} />
}
