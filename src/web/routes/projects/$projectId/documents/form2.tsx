// The submitted placer mining proposal form (form 2), read-only.
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { projectPageQueries } from '../../../../features/project-page/api/project-page-queries'
import { ProposalView } from '../../../../features/project-page/components/proposal-view'
import { guardTab } from '../-tab-guard'
import { toProposalView } from './-proposal-view'

export const Route = createFileRoute('/projects/$projectId/documents/form2')({
  beforeLoad: async (match) => {
    await guardTab('documents')(match)
    await toProposalView('form2')(match)
  },
  component: Proposal,
})

function Proposal() {
  const { projectId } = Route.useParams()
  const { data: project } = useSuspenseQuery(projectPageQueries.project(projectId))
  return <ProposalView project={project} kind="form2" />
}
