// /pr/{projectNumber}[/{tab}]: the public address of a project by its number. An unknown number
// sends the visitor home with the spec's message.
import { createFileRoute, redirect } from '@tanstack/react-router'
import { PROJECT_NUMBER_PATTERN } from '../../../../shared/schemas/project'
import { ApiError } from '../../../lib/api-client'
import { projectPageQueries } from '../../../features/project-page/api/project-page-queries'
import { TAB_ROUTES } from '../../../features/project-page/components/project-tabs'

const isTab = (tab: string | undefined): tab is keyof typeof TAB_ROUTES => tab !== undefined && Object.hasOwn(TAB_ROUTES, tab)

export const Route = createFileRoute('/pr/$projectNumber/{-$tab}')({
  beforeLoad: async ({ context, params: { projectNumber, tab } }) => {
    const notFound = () => redirect({ to: '/', state: { projectNotFound: { projectNumber } }, replace: true })
    if (!PROJECT_NUMBER_PATTERN.test(projectNumber)) throw notFound()
    let projectId: string
    try {
      ;({ projectId } = await context.queryClient.fetchQuery(projectPageQueries.byNumber(projectNumber)))
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound()
      throw error
    }
    throw redirect({ to: isTab(tab) ? TAB_ROUTES[tab] : '/projects/$projectId', params: { projectId }, replace: true })
  },
})
