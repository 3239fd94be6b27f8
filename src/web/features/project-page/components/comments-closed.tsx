// What the page says while no comment can be added: the day a scheduled period opens, or that the
// period is closed (spec §2's words).
import { Trans } from '@lingui/react/macro'
import { useFormatDate } from '../../../lib/i18n'
import type { Project } from '../api/project-page-queries'
import styles from './project-page.module.css'

export function CommentsClosed({ project }: { project: Project }) {
  const formatDate = useFormatDate()
  const upcoming = project.upcomingCommentPeriod
  const opens = formatDate(upcoming?.startsAt ?? null)
  return (
    <p className={styles.banner} role="note" data-testid="comments-closed">
      {upcoming === null ? (
        <Trans>Public Comment period is currently closed for this project.</Trans>
      ) : upcoming.participantsOnly ? (
        <Trans>A comment period for participants opens on {opens}.</Trans>
      ) : (
        <Trans>A public comment period opens on {opens}.</Trans>
      )}
    </p>
  )
}
