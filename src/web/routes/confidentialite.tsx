// /confidentialite: the Privacy Statement in French, whatever the interface language.
import { createFileRoute } from '@tanstack/react-router'
import { PrivacyStatement } from '../features/legal/components/privacy-statement'
import { i18nFor } from '../lib/i18n'
import { LegalRoutePage } from './-legal-route'

export const Route = createFileRoute('/confidentialite')({
  loader: () => i18nFor('fr'),
  component: () => <LegalRoutePage text={PrivacyStatement} />,
})
