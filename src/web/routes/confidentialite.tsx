// /confidentialite: the Privacy Statement in French, whatever the interface language.
import { createFileRoute } from '@tanstack/react-router'
import { i18nFor } from '../lib/i18n'
import { LegalPage } from '../features/legal/components/legal-page'
import { PrivacyStatement } from '../features/legal/components/privacy-statement'

export const Route = createFileRoute('/confidentialite')({
  loader: () => i18nFor('fr'),
  component: Page,
})

function Page() {
  return (
    <LegalPage i18n={Route.useLoaderData()}>
      <PrivacyStatement />
    </LegalPage>
  )
}
