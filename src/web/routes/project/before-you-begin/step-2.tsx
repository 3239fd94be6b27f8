// /project/before-you-begin/step-2: choose how to make the proposal; the placer form goes through
// step 3 (its earlier submissions to start from), the online form opens in the language chosen.
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { addCatalog, useLocale } from '../../../lib/i18n'
import { BeforeYouBeginPage } from '../../../features/proposal-start/components/before-you-begin-page'
import { FormTypeChoice } from '../../../features/proposal-start/components/form-type-choice'
import { requireLogin } from '../../-require-login'

export const Route = createFileRoute('/project/before-you-begin/step-2')({
  beforeLoad: requireLogin,
  loader: () => addCatalog('proposal'),
  component: Step2,
})

function Step2() {
  const locale = useLocale()
  const navigate = useNavigate()
  return (
    <BeforeYouBeginPage>
      <FormTypeChoice
        locale={locale}
        onChoose={({ type, language }) => {
          if (type === 'placer') void navigate({ to: '/project/before-you-begin/step-3-placer' })
          else if (type === 'upload') void navigate({ to: '/project/upload' })
          else void navigate({ to: language === 'fr' ? '/project/add/fr' : '/project/add' })
        }}
      />
    </BeforeYouBeginPage>
  )
}
