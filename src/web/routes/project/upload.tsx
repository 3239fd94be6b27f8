// /project/upload: a new PDF-upload proposal; after the first save the page moves to
// /projects/{id}/edit-upload.
import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { usePageTitle } from '../../components/ui/use-page-title'
import { UploadProposalPage } from '../-upload-proposal-page'
import { newProposalRoute, useNewDraft } from './-new-draft'

export const Route = createFileRoute('/project/upload')({
  ...newProposalRoute,
  component: UploadProposal,
})

function UploadProposal() {
  const { t } = useLingui()
  usePageTitle(t`Upload a proposal`)
  const { projectId, onFirstEdit } = useNewDraft('/project/upload', Route.useSearch().draft)
  return <UploadProposalPage key={projectId} projectId={projectId} isNew onFirstEdit={onFirstEdit} />
}
