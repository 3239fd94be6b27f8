// /projects/{id}/edit: continue a general draft, from this device or, when this device does not
// have it, from the registry. Outside the project page's frame: a draft has no public page yet,
// and it must open with no connection.
import { useLingui } from '@lingui/react/macro'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { UUID_PATTERN } from '../../../../shared/schemas/project'
import { usePageTitle } from '../../../components/ui/use-page-title'
import { addCatalog } from '../../../lib/i18n'
import { requireLogin } from '../../-require-login'
import { GeneralFormPage } from '../../-general-form-page'

export const Route = createFileRoute('/projects/$projectId_/edit')({
  beforeLoad: (context) => {
    requireLogin(context)
    if (!UUID_PATTERN.test(context.params.projectId)) throw redirect({ to: '/', state: { projectNotFound: {} }, replace: true })
  },
  loader: () => addCatalog('proposal'),
  component: EditProposal,
})

function EditProposal() {
  const { t } = useLingui()
  usePageTitle(t`Edit proposal`)
  const { projectId } = Route.useParams()
  return <GeneralFormPage key={projectId} projectId={projectId.toLowerCase()} language="en" isNew={false} />
}
