// The top of a project page: number, title, proponent, assessment type and current stage, and the
// banners of paused and suspended projects.
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Project } from '../api/project-page-queries'
import styles from './project-page.module.css'
import { useStageNames } from '../../../lib/stage-names'
import { useFormatDate } from '../../../lib/i18n'

/** actions: buttons about the visitor's relation to the project (follow, hide), supplied by the page. */
export function ProjectHeader({ project, actions }: { project: Project; actions?: ReactNode }) {
  const names = useStageNames()
  const deadline = useFormatDate()(project.stageDates.deadline)
  return (
    <header className={styles.header}>
      <p className={styles.eyebrow}>
        {project.projectNumber && <span className={styles.number}>{project.projectNumber}</span>}
        <span>{names.type(project.projectTypeId)}</span>
      </p>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{project.title}</h1>
        {actions && <div className={styles.headerActions}>{actions}</div>}
      </div>
      <p className={styles.stage} data-stage-group={project.stageGrouping}>
        <span className={styles.stageDot} aria-hidden="true" />
        <span>
          <Trans>Stage:</Trans> <strong>{names.stage(project.projectTypeId, project.stageId)}</strong>
          {deadline && (
            <>
              {' '}
              <Trans>(until {deadline})</Trans>
            </>
          )}
        </span>
      </p>
      {project.paused && (
        <p className={styles.banner} role="note">
          <Trans>This assessment is paused. Timelines resume when the assessment continues.</Trans>
        </p>
      )}
      {project.suspended && (
        <p className={styles.banner} role="note">
          <Trans>This assessment is suspended.</Trans>
        </p>
      )}
    </header>
  )
}
