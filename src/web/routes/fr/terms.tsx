// /fr/terms: the Terms of Use in French, whatever the interface language.
import { createFileRoute } from '@tanstack/react-router'
import { i18nFor } from '../../lib/i18n'
import { LegalPage } from '../../features/legal/components/legal-page'
import { TermsOfUse } from '../../features/legal/components/terms-of-use'

export const Route = createFileRoute('/fr/terms')({
  loader: () => i18nFor('fr'),
  component: Page,
})

function Page() {
  return (
    <LegalPage i18n={Route.useLoaderData()}>
      <TermsOfUse />
    </LegalPage>
  )
}
