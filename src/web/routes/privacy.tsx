// /privacy: the Privacy Statement in English, whatever the interface language.
import { createFileRoute } from '@tanstack/react-router'
import { PrivacyStatement } from '../features/legal/components/privacy-statement'
import { i18nFor } from '../lib/i18n'
import { LegalRoutePage } from './-legal-route'

export const Route = createFileRoute('/privacy')({
  loader: () => i18nFor('en'),
  component: () => <LegalRoutePage text={PrivacyStatement} />,
})
