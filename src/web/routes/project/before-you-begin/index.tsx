// /project/before-you-begin: step 1 of starting a proposal (logged-in users only).
import { useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { usePageTitle } from '../../../components/ui/use-page-title'
import { isLocale } from '../../../lib/i18n'
import { BeforeYouBegin } from '../../../features/proposal-start/components/before-you-begin'
import { BeforeYouBeginTitle } from '../../../features/proposal-start/components/before-you-begin-title'
import { requireLogin } from '../../-require-login'

export const Route = createFileRoute('/project/before-you-begin/')({
  beforeLoad: requireLogin,
  component: Step1,
})

function Step1() {
  const { t, i18n } = useLingui()
  usePageTitle(t`Before you begin`)
  const navigate = useNavigate()
  return (
    <div>
      <BeforeYouBeginTitle />
      <BeforeYouBegin locale={isLocale(i18n.locale) ? i18n.locale : 'en'} onReady={() => void navigate({ to: '/project/before-you-begin/step-2' })} />
    </div>
  )
}
