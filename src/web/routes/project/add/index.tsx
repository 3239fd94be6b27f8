// /project/add: a new general proposal in English. The browser makes the project's id; after the
// first edit the address names it (?draft=…), so a reload reopens the same draft, with or without
// a connection, and after the first save the form moves to /projects/{id}/edit.
import { useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { UUID_PATTERN } from '../../../../shared/schemas/project'
import { usePageTitle } from '../../../components/ui/use-page-title'
import { addCatalog } from '../../../lib/i18n'
import { requireLogin } from '../../-require-login'
import { GeneralFormPage } from '../../-general-form-page'

export const validateDraftSearch = (search: Record<string, unknown>): { draft?: string } =>
  typeof search.draft === 'string' && UUID_PATTERN.test(search.draft) ? { draft: search.draft.toLowerCase() } : {}

export const Route = createFileRoute('/project/add/')({
  beforeLoad: requireLogin,
  validateSearch: validateDraftSearch,
  loader: () => addCatalog('proposal'),
  component: AddProposal,
})

function AddProposal() {
  const { t } = useLingui()
  usePageTitle(t`New proposal`)
  const { draft } = Route.useSearch()
  const navigate = useNavigate()
  const [projectId] = useState(() => draft ?? crypto.randomUUID())
  return (
    <GeneralFormPage
      key={projectId}
      projectId={projectId}
      language="en"
      isNew
      onFirstEdit={() => void navigate({ to: '/project/add', search: { draft: projectId }, replace: true })}
    />
  )
}
