// The navigation bar: site name, main links, account links, the connection's state (its menu says
// whether the app works offline), the language switch and, on the home page, the Start proposal
// button. On narrow screens the links fold behind a Menu button.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useRouterState } from '@tanstack/react-router'
import { useState } from 'react'
import type { ReactNode } from 'react'
import { buttonClassName } from '../ui/button'
import { LanguageSwitch } from './language-switch'
import { OfflineStatusMenu } from './offline-indicator'
import { useSessionUser } from '../../lib/session'
import styles from './site-header.module.css'

/** account: what the logged-in user sees instead of Create Account and Log In (the account menu). */
export function SiteHeader({ account }: { account?: ReactNode }) {
  const { t } = useLingui()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  // The menu is open on the page where it was opened; navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const menuOpen = openOn === pathname
  const isHome = pathname === '/'
  // Offered to staff only; the workspace itself is checked on the server.
  const staff = Boolean(useSessionUser()?.staffRole)

  return (
    <header className={styles.header} data-menu-open={menuOpen || undefined}>
      <div className={`container ${styles.grid}`}>
        <Link to="/" className={styles.brand}>
          <svg className={styles.logo} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <rect width="32" height="32" rx="6" fill="currentColor" opacity="0.16" />
            <path d="M5 24 13 12l5 7 3-4 6 9z" fill="currentColor" />
            <circle cx="23" cy="9" r="3" fill="var(--color-accent)" />
          </svg>
          <span className={styles.brandText}>
            <span className={styles.brandName}>
              <Trans>Online Registry</Trans>
            </span>
            <span className={styles.brandOrg}>
              <Trans>Yukon Environmental and Socio-economic Assessment Board</Trans>
            </span>
          </span>
        </Link>

        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="site-nav site-account"
          onClick={() => setOpenOn(menuOpen ? null : pathname)}
        >
          <span className={styles.menuIcon} aria-hidden="true" />
          <Trans>Menu</Trans>
        </button>

        <nav id="site-nav" className={styles.nav} aria-label={t`Main`}>
          <ul className={styles.navList}>
            <li>
              <Link to="/" className={styles.navLink} activeOptions={{ exact: true }} activeProps={{ className: styles.active }}>
                <Trans>Home</Trans>
              </Link>
            </li>
            <li>
              <Link to="/statistics" className={styles.navLink} activeProps={{ className: styles.active }}>
                <Trans>Statistics</Trans>
              </Link>
            </li>
            <li>
              <Link to="/emergency-exemptions" className={styles.navLink} activeProps={{ className: styles.active }}>
                <Trans>Emergency Exemptions</Trans>
              </Link>
            </li>
            <li>
              <Link to="/saved-projects" className={styles.navLink} activeProps={{ className: styles.active }}>
                <Trans>Saved for offline</Trans>
              </Link>
            </li>
            {staff && (
              <li>
                <Link to="/staff" className={styles.navLink} activeProps={{ className: styles.active }}>
                  <Trans>Staff</Trans>
                </Link>
              </li>
            )}
          </ul>
        </nav>

        <div id="site-account" className={styles.utility}>
          {account ?? (
            <nav aria-label={t`Account`}>
              <ul className={styles.utilityList}>
                <li>
                  <Link to="/register" className={styles.utilityLink}>
                    <Trans>Create Account</Trans>
                  </Link>
                </li>
                <li>
                  <Link to="/login" className={styles.utilityLink}>
                    <Trans>Log In</Trans>
                  </Link>
                </li>
              </ul>
            </nav>
          )}
          <OfflineStatusMenu className={styles.language} />
          <LanguageSwitch className={styles.language} />
        </div>

        {isHome && (
          <div className={styles.action}>
            <Link to="/project/before-you-begin" className={buttonClassName('primary', styles.actionButton)}>
              <Trans>Start proposal</Trans>
            </Link>
          </div>
        )}
      </div>
    </header>
  )
}
