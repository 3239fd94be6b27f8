// /project/before-you-begin: step 1 of starting a proposal (logged-in users only).
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { addCatalog } from '../../../lib/i18n'
import { BeforeYouBegin } from '../../../features/proposal-start/components/before-you-begin'
import { BeforeYouBeginPage } from '../../../features/proposal-start/components/before-you-begin-page'
import { requireLogin } from '../../-require-login'

export const Route = createFileRoute('/project/before-you-begin/')({
  beforeLoad: requireLogin,
  loader: () => addCatalog('proposal'),
  component: Step1,
})

function Step1() {
  const navigate = useNavigate()
  return (
    <BeforeYouBeginPage>
      <BeforeYouBegin onReady={() => void navigate({ to: '/project/before-you-begin/step-2' })} />
    </BeforeYouBeginPage>
  )
}
