// The office's own navigation, above each staff page.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import styles from './staff.module.css'

export function StaffNav() {
  const { t } = useLingui()
  return (
    <nav className={styles.nav} aria-label={t`Staff workspace`}>
      <Link to="/staff" activeOptions={{ exact: true }}>
        <Trans>Projects</Trans>
      </Link>
    </nav>
  )
}
