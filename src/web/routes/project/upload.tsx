// /project/upload: a new PDF-upload proposal. The browser makes the project's id; after the first
// edit the address names it (?draft=…), so a reload reopens the same draft, with or without a
// connection; after the first save the page moves to /projects/{id}/edit-upload.
import { useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { UUID_PATTERN } from '../../../shared/schemas/project'
import { usePageTitle } from '../../components/ui/use-page-title'
import { addCatalog } from '../../lib/i18n'
import { requireLogin } from '../-require-login'
import { UploadProposalPage } from '../-upload-proposal-page'

export const Route = createFileRoute('/project/upload')({
  beforeLoad: requireLogin,
  validateSearch: (search: Record<string, unknown>): { draft?: string } =>
    typeof search.draft === 'string' && UUID_PATTERN.test(search.draft) ? { draft: search.draft.toLowerCase() } : {},
  loader: () => addCatalog('proposal'),
  component: UploadProposal,
})

function UploadProposal() {
  const { t } = useLingui()
  usePageTitle(t`Upload a proposal`)
  const { draft } = Route.useSearch()
  const navigate = useNavigate()
  const [projectId] = useState(() => draft ?? crypto.randomUUID())
  return (
    <UploadProposalPage
      key={projectId}
      projectId={projectId}
      isNew
      onFirstEdit={() => void navigate({ to: '/project/upload', search: { draft: projectId }, replace: true })}
    />
  )
}
