// /fr/terms: the Terms of Use in French, whatever the interface language.
import { createFileRoute } from '@tanstack/react-router'
import { TermsOfUse } from '../../features/legal/components/terms-of-use'
import { i18nFor } from '../../lib/i18n'
import { LegalRoutePage } from '../-legal-route'

export const Route = createFileRoute('/fr/terms')({
  loader: () => i18nFor('fr'),
  component: () => <LegalRoutePage text={TermsOfUse} />,
})
