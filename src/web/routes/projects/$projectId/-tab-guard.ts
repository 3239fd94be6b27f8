// The tab rules at the router: a tab the project does not show sends the visitor where the
// rules say, before anything of the tab is loaded.
import { redirect } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { landingTab, tabRedirect } from '../../../../shared/domain/project-tabs'
import type { ProjectTab } from '../../../../shared/domain/project-tabs'
import { projectPageQueries } from '../../../features/project-page/api/project-page-queries'
import { TAB_ROUTES } from '../../../features/project-page/components/project-tabs'

export function guardTab(tab: ProjectTab) {
  // Generic in the params, so that a route's own params (hearingId …) keep their types.
  return async <Params extends { projectId: string }>({ context, params }: { context: { queryClient: QueryClient }; params: Params }) => {
    const { project } = await context.queryClient.ensureQueryData(projectPageQueries.project(params.projectId))
    const target = tab === 'details' ? landingTab(project) : tabRedirect(project, tab)
    if (target && target !== tab) throw redirect({ to: TAB_ROUTES[target], params: { projectId: params.projectId }, replace: true })
  }
}
