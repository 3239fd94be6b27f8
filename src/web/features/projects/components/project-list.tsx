// The list of projects found on the home page: number, title (linking to the project page),
// proponent, assessment type and stage, with how many were found; at 500 and more, the spec's
// request to filter instead of a list.
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { memo } from 'react'
import { showsDistrictCounts } from '../../../../shared/domain/search-filters'
import { InternalLink } from '../../../components/ui/internal-link'
import { useStageNames } from '../../../lib/stage-names'
import type { ProjectSearchResult } from '../api/project-queries'
import styles from './project-list.module.css'

/** Drawn again only for a new result: the page around it changes more often (reference data, searching…). */
export const ProjectList = memo(function ProjectList({ result, headingId }: { result: ProjectSearchResult; headingId: string }) {
  const { projects, total } = result
  const shown = projects.length
  const names = useStageNames()
  const { i18n, t } = useLingui()
  const totalText = i18n.number(total)
  // Translated once for the list rather than once per project: a list of hundreds draws faster.
  const labels = { proponent: t`Proponent`, type: t`Assessment type`, stage: t`Stage` }

  return (
    <>
      <p className={styles.count} data-testid="project-count" role="status">
        {showsDistrictCounts(total) ? (
          <Trans>Over 500 results ({totalText}) please filter to see individual projects</Trans>
        ) : (
          <Plural value={total} _0="No projects match this search." one="# project" other="# projects" />
        )}
      </p>
      {!showsDistrictCounts(total) && shown > 0 && (
        <ol className={styles.list} aria-labelledby={headingId}>
          {projects.map((project) => {
            const stage = names.stage(project.projectTypeId, project.stageId)
            const type = names.type(project.projectTypeId)
            return (
              <li key={project.projectId} className={styles.item} data-stage-group={project.stageGrouping}>
                <span className={styles.number}>{project.projectNumber}</span>
                <div className={styles.body}>
                  <h3 className={styles.title}>
                    <InternalLink href={`/projects/${project.projectId}`}>{project.title}</InternalLink>
                  </h3>
                  <dl className={styles.meta}>
                    <div>
                      <dt>{labels.proponent}</dt>
                      <dd>{project.proponentName}</dd>
                    </div>
                    {type && (
                      <div>
                        <dt>{labels.type}</dt>
                        <dd>{type}</dd>
                      </div>
                    )}
                    {stage && (
                      <div>
                        <dt>{labels.stage}</dt>
                        <dd>
                          <span className={styles.stageDot} aria-hidden="true" />
                          {stage}
                        </dd>
                      </div>
                    )}
                  </dl>
                </div>
              </li>
            )
          })}
        </ol>
      )}
    </>
  )
})
