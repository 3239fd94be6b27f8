// /apply-to-be-intervenor/{projectId}: the intervenor application (logged in; an anonymous visitor
// logs in and comes back). A project the person may not see sends them home, as its page does.
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useSession } from '../../lib/session'
import { projectPageQueries } from '../../features/project-page/api/project-page-queries'
import { IntervenorApplication } from '../../features/intervenors/components/intervenor-application'
import { ErrorPage } from '../../features/site/components/error-page'
import { requireLogin } from '../-require-login'
import { ensureVisibleProject } from '../-visible-project'

export const Route = createFileRoute('/apply-to-be-intervenor/$projectId')({
  beforeLoad: requireLogin,
  loader: ({ context, params }) => ensureVisibleProject(context.queryClient, params.projectId),
  errorComponent: ErrorPage,
  component: ApplyPage,
})

function ApplyPage() {
  const session = useSession()
  // Logging out here clears the session a moment before the page goes home.
  return session ? <Application /> : null
}

function Application() {
  const { projectId } = Route.useParams()
  const { data: project } = useSuspenseQuery(projectPageQueries.project(projectId))
  return <IntervenorApplication project={project} />
}
