// The office's own navigation, above each staff page, with the number of comments waiting for review.
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { staffCommentQueries } from '../../features/staff-comments/api/staff-comments-api'
import styles from '../../components/staff/staff.module.css'

export function StaffNav({ staffUserId }: { staffUserId: string }) {
  const { t } = useLingui()
  const { data: pending } = useQuery(staffCommentQueries.count(staffUserId))
  return (
    <nav className={styles.nav} aria-label={t`Staff workspace`}>
      <Link to="/staff" activeOptions={{ exact: true }}>
        <Trans>Projects</Trans>
      </Link>
      <Link to="/staff/comments" data-testid="staff-nav-comments">
        <Trans>Comments</Trans>
        {pending !== undefined && <span className={styles.badge}>{pending}</span>}
      </Link>
    </nav>
  )
}
