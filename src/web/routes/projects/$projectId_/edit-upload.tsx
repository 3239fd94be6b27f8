// /projects/{id}/edit-upload: continue a PDF-upload draft, from this device or, when this device
// does not have it, from the registry. Outside the project page's frame: a draft has no public
// page yet, and it must open with no connection.
import { useLingui } from '@lingui/react/macro'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { UUID_PATTERN } from '../../../../shared/schemas/project'
import { usePageTitle } from '../../../components/ui/use-page-title'
import { addCatalog } from '../../../lib/i18n'
import { requireLogin } from '../../-require-login'
import { UploadProposalPage } from '../../-upload-proposal-page'

export const Route = createFileRoute('/projects/$projectId_/edit-upload')({
  beforeLoad: (context) => {
    requireLogin(context)
    if (!UUID_PATTERN.test(context.params.projectId)) throw redirect({ to: '/', state: { projectNotFound: {} }, replace: true })
  },
  loader: () => addCatalog('proposal'),
  component: EditUpload,
})

function EditUpload() {
  const { t } = useLingui()
  usePageTitle(t`Upload a proposal`)
  const { projectId } = Route.useParams()
  return <UploadProposalPage key={projectId} projectId={projectId.toLowerCase()} isNew={false} />
}
