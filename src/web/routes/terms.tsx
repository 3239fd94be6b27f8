// /terms: the Terms of Use in English, whatever the interface language.
import { createFileRoute } from '@tanstack/react-router'
import { TermsOfUse } from '../features/legal/components/terms-of-use'
import { i18nFor } from '../lib/i18n'
import { LegalRoutePage } from './-legal-route'

export const Route = createFileRoute('/terms')({
  loader: () => i18nFor('en'),
  component: () => <LegalRoutePage text={TermsOfUse} />,
})
