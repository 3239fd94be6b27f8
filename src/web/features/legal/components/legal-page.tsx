// A legal page in the language its address names, with its date: the text comes from the catalogs
// but is rendered in the page's own language, whatever the interface language.
import type { I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { ReactNode } from 'react'
import styles from './legal-page.module.css'

export function LegalPage({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <article className={styles.page} lang={i18n.locale}>
        {children}
      </article>
    </I18nProvider>
  )
}
