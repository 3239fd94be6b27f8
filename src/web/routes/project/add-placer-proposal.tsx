// /project/add-placer-proposal: a new placer-mining proposal, blank or started from an earlier
// submission (before-you-begin step 3 passes its form1 as placerPrefill). The browser makes the
// project's id; after the first edit the address names it (?draft=…), so a reload reopens the
// same draft, with or without a connection, and after the first save the form moves to
// /projects/{id}/edit-placer. In the language of the interface it is opened in.
import { useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate, useRouterState } from '@tanstack/react-router'
import { useState } from 'react'
import { usePageTitle } from '../../components/ui/use-page-title'
import { addCatalog } from '../../lib/i18n'
import { requireLogin } from '../-require-login'
import { PlacerFormPage } from '../-placer-form-page'
import { validateDraftSearch } from './add/index'

export const Route = createFileRoute('/project/add-placer-proposal')({
  beforeLoad: requireLogin,
  validateSearch: validateDraftSearch,
  loader: () => addCatalog('proposal'),
  component: AddPlacerProposal,
})

function AddPlacerProposal() {
  const { t, i18n } = useLingui()
  usePageTitle(t`New placer mining proposal`)
  const { draft } = Route.useSearch()
  const navigate = useNavigate()
  const prefill = useRouterState({ select: (s) => s.location.state.placerPrefill?.form1 })
  const [projectId] = useState(() => draft ?? crypto.randomUUID())
  const [language] = useState<'en' | 'fr'>(() => (i18n.locale === 'fr' ? 'fr' : 'en'))
  return (
    <PlacerFormPage
      key={projectId}
      projectId={projectId}
      language={language}
      isNew
      prefill={draft ? undefined : prefill}
      onFirstEdit={() => void navigate({ to: '/project/add-placer-proposal', search: { draft: projectId }, replace: true })}
    />
  )
}
