// The home search's "Also search inside documents": the published documents whose text holds every
// word, under their projects, each with the passage where the words were found.
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { FileLink } from '../../../components/ui/file-link'
import { InternalLink } from '../../../components/ui/internal-link'
import { Passage } from '../../../components/ui/passage'
import { ErrorMessage } from '../../../components/ui/status-message'
import { useLocale } from '../../../lib/i18n'
import { projectQueries } from '../api/project-queries'
import styles from './document-matches.module.css'

/** Projects shown before "Show all": the projects found by the search come after the list. */
const SHOWN_PROJECTS = 3

export function DocumentMatches({ q }: { q: string }) {
  const { t } = useLingui()
  const lang = useLocale()
  const result = useQuery({ ...projectQueries.documents(q, lang), placeholderData: keepPreviousData })
  const count = result.data?.projects.reduce((n, p) => n + p.documents.length, 0) ?? 0
  const [expanded, setExpanded] = useState(false)
  const listId = useId()
  const projects = result.data?.projects ?? []
  const shown = expanded ? projects : projects.slice(0, SHOWN_PROJECTS)
  const projectCount = projects.length
  return (
    <section className={styles.matches} aria-labelledby="document-matches" aria-busy={result.isFetching} data-testid="document-matches">
      <h2 id="document-matches" className={styles.heading}>
        <Trans>Found inside documents</Trans>
      </h2>
      {result.isError && (
        <ErrorMessage title={<Trans>The search inside documents did not work</Trans>}>
          <p>
            <Trans>Try again in a moment.</Trans>
          </p>
        </ErrorMessage>
      )}
      {result.data && (
        <p className={styles.count} role="status">
          {count === 0 ? (
            <Trans>No published document holds these words.</Trans>
          ) : result.data.more ? (
            <Trans>The {count} best matches; add words to find fewer.</Trans>
          ) : (
            <Plural value={count} one="# document holds these words." other="# documents hold these words." />
          )}
        </p>
      )}
      <ol id={listId} className={styles.projects}>
        {shown.map((project) => (
          <li key={project.projectId} className={styles.project}>
            <h3 className={styles.projectTitle}>
              {project.projectNumber && <span className={styles.number}>{project.projectNumber}</span>}{' '}
              <InternalLink href={`/projects/${project.projectId}`}>{project.title}</InternalLink>
            </h3>
            <ul className={styles.documents} aria-label={t`Documents of ${project.title}`}>
              {project.documents.map((d) => (
                <li key={d.documentId} className={styles.document}>
                  {d.documentNumber && <span className={styles.number}>{d.documentNumber}</span>}{' '}
                  <FileLink uploadId={d.uploadId}>{d.description || d.fileName}</FileLink>
                  <Passage pieces={d.passage} className={styles.passage} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      {projectCount > SHOWN_PROJECTS && (
        <button type="button" className={styles.more} aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)}>
          {expanded ? <Trans>Show fewer projects</Trans> : <Trans>Show all {projectCount} projects with matching documents</Trans>}
        </button>
      )}
    </section>
  )
}
