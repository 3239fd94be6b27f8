// /project/before-you-begin: step 1 of starting a proposal (logged-in users only).
import { useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { usePageTitle } from '../../../components/ui/use-page-title'
import { addCatalog, useLocale } from '../../../lib/i18n'
import { BeforeYouBegin } from '../../../features/proposal-start/components/before-you-begin'
import { BeforeYouBeginTitle } from '../../../features/proposal-start/components/before-you-begin-title'
import { requireLogin } from '../../-require-login'

export const Route = createFileRoute('/project/before-you-begin/')({
  beforeLoad: requireLogin,
  loader: () => addCatalog('proposal'),
  component: Step1,
})

function Step1() {
  const { t } = useLingui()
  const locale = useLocale()
  usePageTitle(t`Before you begin`)
  const navigate = useNavigate()
  return (
    <div>
      <BeforeYouBeginTitle />
      <BeforeYouBegin locale={locale} onReady={() => void navigate({ to: '/project/before-you-begin/step-2' })} />
    </div>
  )
}
