// /project/add/fr: a new general proposal in French: the form's language is French, and so is the
// interface (the form page switches it for a French form).
import { createFileRoute } from '@tanstack/react-router'
import { newProposalRoute } from '../-new-draft'
import { NewGeneralProposal } from './-new-general-proposal'

export const Route = createFileRoute('/project/add/fr')({
  ...newProposalRoute,
  component: () => <NewGeneralProposal language="fr" />,
})
