// /terms: the Terms of Use in English, whatever the interface language.
import { createFileRoute } from '@tanstack/react-router'
import { i18nFor } from '../lib/i18n'
import { LegalPage } from '../features/legal/components/legal-page'
import { TermsOfUse } from '../features/legal/components/terms-of-use'

export const Route = createFileRoute('/terms')({
  loader: () => i18nFor('en'),
  component: Page,
})

function Page() {
  return (
    <LegalPage i18n={Route.useLoaderData()}>
      <TermsOfUse />
    </LegalPage>
  )
}
