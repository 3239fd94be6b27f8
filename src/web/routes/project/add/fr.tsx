// /project/add/fr: a new general proposal in French: the form's language is French, and so is the
// interface (the form page switches it for a French form).
import { useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { usePageTitle } from '../../../components/ui/use-page-title'
import { addCatalog } from '../../../lib/i18n'
import { requireLogin } from '../../-require-login'
import { GeneralFormPage } from '../../-general-form-page'
import { validateDraftSearch } from './index'

export const Route = createFileRoute('/project/add/fr')({
  beforeLoad: requireLogin,
  validateSearch: validateDraftSearch,
  loader: () => addCatalog('proposal'),
  component: AddFrenchProposal,
})

function AddFrenchProposal() {
  const { t } = useLingui()
  usePageTitle(t`New proposal`)
  const { draft } = Route.useSearch()
  const navigate = useNavigate()
  const [projectId] = useState(() => draft ?? crypto.randomUUID())
  return (
    <GeneralFormPage
      key={projectId}
      projectId={projectId}
      language="fr"
      isNew
      onFirstEdit={() => void navigate({ to: '/project/add/fr', search: { draft: projectId }, replace: true })}
    />
  )
}
