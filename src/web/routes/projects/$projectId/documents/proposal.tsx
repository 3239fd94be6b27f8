// Chooses the proposal's view: the placer form (form 2), the online form (form 1), or the documents.
import { createFileRoute } from '@tanstack/react-router'
import { toProposalView } from './-proposal-view'

export const Route = createFileRoute('/projects/$projectId/documents/proposal')({
  beforeLoad: toProposalView(null),
})
