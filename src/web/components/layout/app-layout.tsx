// The frame of every page: skip link, optional banner, navigation bar, main region and footer.
import { Trans } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useRef, type ReactNode } from 'react'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import styles from './app-layout.module.css'

export const MAIN_ID = 'main-content'

/**
 * After the app moves to another page (not on the first one), focus goes to the main region, so
 * that keyboard and screen-reader users start reading the new page, as after a full page load.
 */
function useFocusMainOnNavigation() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const previous = useRef(pathname)
  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true })
  }, [pathname])
}

export function AppLayout({ banner, account, children }: { banner?: ReactNode; account?: ReactNode; children: ReactNode }) {
  useFocusMainOnNavigation()
  return (
    <div className={styles.page}>
      <a className={styles.skipLink} href={`#${MAIN_ID}`}>
        <Trans>Skip to main content</Trans>
      </a>
      {banner}
      <SiteHeader account={account} />
      <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
        <div className="container">{children}</div>
      </main>
      <SiteFooter />
    </div>
  )
}
