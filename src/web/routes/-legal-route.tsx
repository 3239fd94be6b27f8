// The page of the legal texts' routes: each route names the text's language in its address, whatever
// the interface language, and its loader reads that language's catalogs (i18nFor) before the page is
// drawn. Only the page is here: what a loader imports goes with the app's first chunk.
import type { I18n } from '@lingui/core'
import { useLoaderData } from '@tanstack/react-router'
import type { ComponentType } from 'react'
import { LegalPage } from '../features/legal/components/legal-page'

/** The text in the language its route's loader read. */
export function LegalRoutePage({ text: Text }: { text: ComponentType }) {
  const i18n: I18n = useLoaderData({ strict: false })
  return (
    <LegalPage i18n={i18n}>
      <Text />
    </LegalPage>
  )
}
