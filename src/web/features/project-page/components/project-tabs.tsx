// The tab bar of a project page, with only the tabs the rules show for this project.
import { useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Link } from '@tanstack/react-router'
import { visibleTabs } from '../../../../shared/domain/project-tabs'
import type { PROJECT_TABS, ProjectTab } from '../../../../shared/domain/project-tabs'
import type { Project } from '../api/project-page-queries'
import styles from './project-page.module.css'

const LABELS: Record<(typeof PROJECT_TABS)[number], MessageDescriptor> = {
  details: msg`Details`,
  activity: msg`Activity`,
  documents: msg`Documents`,
  notifications: msg`Notifications`,
  hearings: msg`Hearings`,
  intervenors: msg`Intervenors`,
  comments: msg`Comments`,
  'information-responses': msg`Information Responses`,
}

/** The route of each tab (and of the other addresses the tab rules govern). */
export const TAB_ROUTES = {
  details: '/projects/$projectId',
  activity: '/projects/$projectId/activity',
  documents: '/projects/$projectId/documents',
  notifications: '/projects/$projectId/notifications',
  hearings: '/projects/$projectId/hearings',
  intervenors: '/projects/$projectId/intervenors',
  comments: '/projects/$projectId/comments',
  'information-responses': '/projects/$projectId/information-responses',
  'public-notice': '/projects/$projectId/public-notice',
  correspondence: '/projects/$projectId/correspondence',
} as const satisfies Record<ProjectTab, string>

export function ProjectTabs({ project }: { project: Project }) {
  const { t, i18n } = useLingui()
  return (
    <nav className={styles.tabs} aria-label={t`Project sections`}>
      <ul>
        {visibleTabs(project).map((tab) => (
          <li key={tab}>
            <Link
              to={TAB_ROUTES[tab]}
              params={{ projectId: project.projectId }}
              className={styles.tab}
              activeOptions={{ exact: tab === 'details' }}
              activeProps={{ className: `${styles.tab} ${styles.activeTab}`, 'aria-current': 'page' }}
            >
              {i18n._(LABELS[tab])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
