// A staff page opened by a staff member whose role is too low for it: says which role it needs,
// rather than that no page is there.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { usePageTitle } from '../../../components/ui/use-page-title'
import type { StaffRoleName } from '../../../lib/staff-role'
import styles from './site-pages.module.css'

export function RoleNeededPage({ role }: { role: StaffRoleName }) {
  const { t } = useLingui()
  const title = role === 'manager' ? t`This page needs the manager role` : t`This page needs the administrator role`
  usePageTitle(title)
  return (
    <section className={styles.page} aria-labelledby="role-needed-heading">
      <h1 id="role-needed-heading">{title}</h1>
      <p>
        {role === 'manager' ? (
          <Trans>Managers and administrators of the office open it. If your work needs it, ask an administrator to give you the manager role.</Trans>
        ) : (
          <Trans>Administrators of the office open it. If your work needs it, ask an administrator to give you the administrator role.</Trans>
        )}
      </p>
      <p>
        <Link to="/staff">
          <Trans>Back to the staff workspace</Trans>
        </Link>
      </p>
    </section>
  )
}
