// /projects/{id}/edit-placer: continue a placer draft, from this device or, when this device does
// not have it, from the registry. Outside the project page's frame, as the general form's edit.
import { useLingui } from '@lingui/react/macro'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { UUID_PATTERN } from '../../../../shared/schemas/project'
import { usePageTitle } from '../../../components/ui/use-page-title'
import { addCatalog } from '../../../lib/i18n'
import { requireLogin } from '../../-require-login'
import { PlacerFormPage } from '../../-placer-form-page'

export const Route = createFileRoute('/projects/$projectId_/edit-placer')({
  beforeLoad: (context) => {
    requireLogin(context)
    if (!UUID_PATTERN.test(context.params.projectId)) throw redirect({ to: '/', state: { projectNotFound: {} }, replace: true })
  },
  loader: () => addCatalog('proposal'),
  component: EditPlacerProposal,
})

function EditPlacerProposal() {
  const { t } = useLingui()
  usePageTitle(t`Edit placer mining proposal`)
  const { projectId } = Route.useParams()
  return <PlacerFormPage key={projectId} projectId={projectId.toLowerCase()} language="en" isNew={false} />
}
