// The frame of every page: skip link, optional banner, navigation bar, main region and footer.
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import styles from './app-layout.module.css'

export const MAIN_ID = 'main-content'

export function AppLayout({ banner, children }: { banner?: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <a className={styles.skipLink} href={`#${MAIN_ID}`}>
        <Trans>Skip to main content</Trans>
      </a>
      {banner}
      <SiteHeader />
      <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
        <div className="container">{children}</div>
      </main>
      <SiteFooter />
    </div>
  )
}
