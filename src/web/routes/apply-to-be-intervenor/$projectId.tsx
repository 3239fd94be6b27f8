// /apply-to-be-intervenor/{projectId}: the intervenor application (logged in; an anonymous visitor
// logs in and comes back). A project the person may not see sends them home, as its page does.
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { UUID_PATTERN } from '../../../shared/schemas/project'
import { ApiError } from '../../lib/api-client'
import { useSession } from '../../lib/session'
import { projectPageQueries } from '../../features/project-page/api/project-page-queries'
import { IntervenorApplication } from '../../features/intervenors/components/intervenor-application'
import { ErrorPage } from '../../features/site/components/error-page'
import { requireLogin } from '../-require-login'

const home = () => redirect({ to: '/', state: { projectNotFound: {} }, replace: true })

export const Route = createFileRoute('/apply-to-be-intervenor/$projectId')({
  beforeLoad: requireLogin,
  loader: async ({ context, params }) => {
    if (!UUID_PATTERN.test(params.projectId)) throw home()
    try {
      await context.queryClient.ensureQueryData(projectPageQueries.project(params.projectId))
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw home()
      throw error
    }
  },
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
