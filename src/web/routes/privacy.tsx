// /privacy: the Privacy Statement in English, whatever the interface language.
import { createFileRoute } from '@tanstack/react-router'
import { i18nFor } from '../lib/i18n'
import { LegalPage } from '../features/legal/components/legal-page'
import { PrivacyStatement } from '../features/legal/components/privacy-statement'

export const Route = createFileRoute('/privacy')({
  loader: () => i18nFor('en'),
  component: Page,
})

function Page() {
  return (
    <LegalPage i18n={Route.useLoaderData()}>
      <PrivacyStatement />
    </LegalPage>
  )
}
