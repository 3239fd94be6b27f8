// The proposal's views at the router: /documents/proposal goes to the one the proposal has, and a
// view of the other kind of form (a placer view of a general form) sends the visitor there too.
import { redirect } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { proposalView } from '../../../../../shared/domain/proposal-view'
import type { ProposalView } from '../../../../../shared/domain/proposal-view'
import { projectPageQueries } from '../../../../features/project-page/api/project-page-queries'

const ROUTES = {
  form1: '/projects/$projectId/documents/form1',
  form2: '/projects/$projectId/documents/form2',
  none: '/projects/$projectId/documents',
} as const

/** Sends the visitor to the proposal's own view unless they are on it (`shown`; none for the chooser). */
export function toProposalView(shown: ProposalView) {
  return async ({ context, params }: { context: { queryClient: QueryClient }; params: { projectId: string } }) => {
    const { project } = await context.queryClient.ensureQueryData(projectPageQueries.project(params.projectId))
    const view = proposalView(project)
    if (shown === null || view !== shown) throw redirect({ to: ROUTES[view ?? 'none'], params, replace: true })
  }
}
