// The Documents tab: the proposal, documents by the stage they arrived in (newest stage first),
// and the notes, letters and document groups of the project.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { filterWords, matchesDocumentFilter } from '../../../../shared/domain/document-filter'
import { findStage } from '../../../../shared/domain/stages'
import { projectPageQueries } from '../api/project-page-queries'
import type { Project, ProjectDocument } from '../api/project-page-queries'
import type { GetData } from '../../../lib/api-client'
import { ProjectUploads } from './add-document-form'
import { FilteredDocuments } from './document-list'
import type { DocumentSection, DocumentTexts } from './document-list'
import styles from './project-page.module.css'
import contentStyles from './project-content.module.css'
import { useStageNames } from '../../../lib/stage-names'
import { useFormatDate, useLocale } from '../../../lib/i18n'

/** How long the filter waits for typing to pause before it searches inside the documents. */
const TEXT_SEARCH_DELAY_MS = 300

/** The search inside the project's documents for the filter's words, once typing pauses. */
function useDocumentTexts(projectId: string, filter: string): DocumentTexts {
  const lang = useLocale()
  const words = filter.trim()
  const [searched, setSearched] = useState(words)
  useEffect(() => {
    const timer = setTimeout(() => setSearched(words), TEXT_SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [words])
  const scans = useQuery(projectPageQueries.documentTexts(projectId, '', lang)).data
  const found = useQuery({ ...projectPageQueries.documentTexts(projectId, searched, lang), enabled: searched !== '' }).data
  // Only the passages of the words in the box: those of words since changed would list documents they no longer name.
  const current = searched === words ? found : undefined
  return useMemo(() => ({ passages: new Map(current?.matches.map((m) => [m.documentId, m.passage])), noText: new Set(scans?.noText) }), [current, scans])
}

type Notes = GetData<'/api/projects/{projectId}/notes'>
type Letters = GetData<'/api/projects/{projectId}/correspondence'>
type Groups = GetData<'/api/projects/{projectId}/document-groups'>

interface Props {
  project: Project
  documents: ProjectDocument[]
  attachments: ProjectDocument[]
  notes: Notes
  correspondence: Letters
  documentGroups: Groups
}

function useSections(project: Project, documents: ProjectDocument[]): DocumentSection[] {
  const { t } = useLingui()
  const names = useStageNames()
  const byStage = new Map<string, ProjectDocument[]>()
  for (const d of documents) {
    const key = d.stageUploaded ?? ''
    byStage.set(key, [...(byStage.get(key) ?? []), d])
  }
  const order = (stageId: string) => findStage(project.projectTypeId, stageId)?.order ?? -1
  return [...byStage.entries()]
    .sort(([a], [b]) => order(b) - order(a))
    .map(([stageId, docs]) => ({
      key: stageId || 'none',
      title: (stageId && names.stage(project.projectTypeId, stageId)) || t`Other documents`,
      documents: [...docs].reverse(),
    }))
}

export function DocumentsTab({ project, documents, attachments, notes, correspondence, documentGroups }: Props) {
  const format = useFormatDate()
  const sections = useSections(project, documents)
  const params = { projectId: project.projectId }
  const [filter, setFilter] = useState('')
  const texts = useDocumentTexts(project.projectId, filter)
  const words = filterWords(filter)
  const letters = correspondence.filter((c) =>
    matchesDocumentFilter(words, { fileName: c.title, documentNumber: c.documentNumber, description: c.description }),
  )
  return (
    <div>
      <ProjectUploads project={project} />
      {project.form1 && (
        <p>
          <Link to="/projects/$projectId/documents/proposal" params={params}>
            <Trans>View the project proposal</Trans>
          </Link>
          {project.form1DocumentNumber && <span className={contentStyles.documentNumber}> {project.form1DocumentNumber}</span>}
        </p>
      )}
      <FilteredDocuments
        sections={sections}
        attachments={attachments}
        filter={filter}
        onFilterChange={setFilter}
        otherRecords={{ total: correspondence.length, matching: letters.length }}
        texts={texts}
      />
      {documentGroups.length > 0 && (
        <section>
          <h2 className={contentStyles.sectionHeading}>
            <Trans>Document groups</Trans>
          </h2>
          <ul className={`${styles.plainList} ${contentStyles.records}`}>
            {documentGroups.map((g) => (
              <li key={g.documentGroupId}>
                <Link to="/projects/$projectId/document-groups/$documentGroupId" params={{ ...params, documentGroupId: g.documentGroupId }}>
                  {g.title}
                </Link>
                {g.description && <div className={contentStyles.documentMeta}>{g.description}</div>}
              </li>
            ))}
          </ul>
        </section>
      )}
      {notes.length > 0 && (
        <section>
          <h2 className={contentStyles.sectionHeading}>
            <Trans>Notes</Trans>
          </h2>
          <ul className={`${styles.plainList} ${contentStyles.records}`}>
            {notes.map((n) => (
              <li key={n.noteId}>
                {n.documentNumber && <span className={contentStyles.documentNumber}>{n.documentNumber} </span>}
                <Link to="/projects/$projectId/notes/$noteId" params={{ ...params, noteId: n.noteId }}>
                  {n.title}
                </Link>
                <div className={contentStyles.documentMeta}>{format(n.uploadDate)}</div>
              </li>
            ))}
          </ul>
        </section>
      )}
      {letters.length > 0 && (
        <section>
          <h2 className={contentStyles.sectionHeading}>
            <Trans>Correspondence</Trans>
          </h2>
          <ul className={`${styles.plainList} ${contentStyles.records}`}>
            {letters.map((c) => (
              <li key={c.correspondenceId}>
                {c.documentNumber && <span className={contentStyles.documentNumber}>{c.documentNumber} </span>}
                <Link to="/projects/$projectId/correspondence/$correspondenceId" params={{ ...params, correspondenceId: c.correspondenceId }}>
                  {c.title}
                </Link>
                <div className={contentStyles.documentMeta}>{format(c.sentDate)}</div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
