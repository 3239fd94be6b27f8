// The office's own navigation, above each staff page, with the number of items waiting in each review queue.
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { staffCommentQueries } from '../../features/staff-comments/api/staff-comments-api'
import { staffQueueQueries } from '../../features/staff-queues/api/staff-queues-api'
import { useQueueNames } from '../../features/staff-queues/components/queue-names'
import { REVIEW_QUEUES } from '../../../shared/schemas/staff-queues'
import styles from '../../components/staff/staff.module.css'
import { isAdministrator, isManager } from '../-require-staff'

export function StaffNav({ staffUserId }: { staffUserId: string }) {
  const { t } = useLingui()
  const { data: pending } = useQuery(staffCommentQueries.count(staffUserId))
  const { data: counts } = useQuery(staffQueueQueries.counts(staffUserId))
  const names = useQueueNames()
  return (
    <nav className={styles.nav} aria-label={t`Staff workspace`}>
      <Link to="/staff" activeOptions={{ exact: true }}>
        <Trans>Projects</Trans>
      </Link>
      <Link to="/staff/comments" data-testid="staff-nav-comments">
        <Trans>Comments</Trans>
        {pending !== undefined && <span className={styles.badge}>{pending}</span>}
      </Link>
      {REVIEW_QUEUES.map((queue) => (
        <Link key={queue} to="/staff/review/$queue" params={{ queue }} data-testid={`staff-nav-${queue}`}>
          {names.label[queue]}
          {counts && <span className={styles.badge}>{counts[queue]}</span>}
        </Link>
      ))}
      {isManager() && <Link to="/staff/emergency-exemptions">{t`Emergency exemptions`}</Link>}
      {isAdministrator() && <Link to="/staff/site-messages">{t`Site messages`}</Link>}
      {isAdministrator() && <Link to="/staff/accounts">{t`Staff accounts`}</Link>}
      {isAdministrator() && <Link to="/staff/organizations">{t`Organizations`}</Link>}
    </nav>
  )
}
