// /project/add: a new general proposal in English. After the first save the form moves to
// /projects/{id}/edit.
import { createFileRoute } from '@tanstack/react-router'
import { newProposalRoute } from '../-new-draft'
import { NewGeneralProposal } from './-new-general-proposal'

export const Route = createFileRoute('/project/add/')({
  ...newProposalRoute,
  component: () => <NewGeneralProposal language="en" />,
})
