// The list of projects on the home page: number, title (linking to the project page), proponent,
// assessment type and stage, with how many projects there are in all.
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { findStage, PROJECT_TYPES } from '../../../../shared/domain/stages'
import type { ProjectSearchResult, ProjectSummary } from '../api/project-queries'
import styles from './project-list.module.css'

export function projectPath(projectId: string): string {
  return `/projects/${encodeURIComponent(projectId)}`
}

function useNames() {
  const { i18n } = useLingui()
  const fr = i18n.locale === 'fr'
  return {
    stage: (project: ProjectSummary) => {
      const stage = findStage(project.projectTypeId, project.stageId)
      return stage ? (fr ? stage.nameFr : stage.name) : undefined
    },
    type: (project: ProjectSummary) => {
      const type = PROJECT_TYPES.find((candidate) => candidate.projectTypeId === project.projectTypeId)
      return type ? (fr ? type.nameFr : type.name) : undefined
    },
  }
}

export function ProjectList({ result, headingId }: { result: ProjectSearchResult; headingId: string }) {
  const { projects, total } = result
  const shown = projects.length
  const names = useNames()
  const { i18n } = useLingui()
  const shownText = i18n.number(shown)
  const totalText = i18n.number(total)

  return (
    <>
      <p className={styles.count} data-testid="project-count">
        {shown < total ? (
          <Trans>
            Showing the {shownText} most recent of {totalText} projects.
          </Trans>
        ) : (
          <Plural value={total} _0="No projects are listed yet." one="# project" other="# projects" />
        )}
      </p>
      {shown > 0 && (
        <ol className={styles.list} aria-labelledby={headingId}>
          {projects.map((project) => {
            const stage = names.stage(project)
            const type = names.type(project)
            return (
              <li key={project.projectId} className={styles.item} data-stage-group={project.stageGrouping}>
                <span className={styles.number}>{project.projectNumber}</span>
                <div className={styles.body}>
                  <h3 className={styles.title}>
                    <a href={projectPath(project.projectId)}>{project.title}</a>
                  </h3>
                  <dl className={styles.meta}>
                    <div>
                      <dt>
                        <Trans>Proponent</Trans>
                      </dt>
                      <dd>{project.proponentName}</dd>
                    </div>
                    {type && (
                      <div>
                        <dt>
                          <Trans>Assessment type</Trans>
                        </dt>
                        <dd>{type}</dd>
                      </div>
                    )}
                    {stage && (
                      <div>
                        <dt>
                          <Trans>Stage</Trans>
                        </dt>
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
}
