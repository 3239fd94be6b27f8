// /project/add-placer-proposal: a new placer-mining proposal, blank or started from an earlier
// submission (before-you-begin step 3 passes its form1 as placerPrefill); after the first save the
// form moves to /projects/{id}/edit-placer. In the language of the interface it is opened in.
import { useLingui } from '@lingui/react/macro'
import { createFileRoute, useRouterState } from '@tanstack/react-router'
import { useState } from 'react'
import { usePageTitle } from '../../components/ui/use-page-title'
import { PlacerFormPage } from '../-placer-form-page'
import { newProposalRoute, useNewDraft } from './-new-draft'

export const Route = createFileRoute('/project/add-placer-proposal')({
  ...newProposalRoute,
  component: AddPlacerProposal,
})

function AddPlacerProposal() {
  const { t, i18n } = useLingui()
  usePageTitle(t`New placer mining proposal`)
  const { draft } = Route.useSearch()
  const prefill = useRouterState({ select: (s) => s.location.state.placerPrefill?.form1 })
  const { projectId, onFirstEdit } = useNewDraft('/project/add-placer-proposal', draft)
  const [language] = useState<'en' | 'fr'>(() => (i18n.locale === 'fr' ? 'fr' : 'en'))
  return <PlacerFormPage key={projectId} projectId={projectId} language={language} isNew prefill={draft ? undefined : prefill} onFirstEdit={onFirstEdit} />
}
