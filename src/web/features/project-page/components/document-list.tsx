// Documents as the project tabs list them: one row per document (number, description linking to
// the file, or to the information request an entry stands for, file name, date, state badge for
// privileged viewers, its attachments), the Documents tab's filter, and lists that show three
// items and then "Show more".
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { readerText, useFormatDate, useLocale } from '../../../lib/i18n'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Link, useParams } from '@tanstack/react-router'
import { useId, useState } from 'react'
import type { ReactNode } from 'react'
import { filterWords, matchesDocumentFilter } from '../../../../shared/domain/document-filter'
import { originalUpload } from '../../../../shared/domain/document-visibility'
import { FileLink } from '../../../components/ui/file-link'
import { Passage } from '../../../components/ui/passage'
import type { PassagePiece } from '../../../../shared/domain/document-text'
import type { ProjectDocument } from '../api/project-page-queries'
import styles from './project-content.module.css'

/** How many items a list shows before "Show more" (spec §9). */
export const SHOWN_ITEMS = 3

const STATE_LABELS: Record<string, MessageDescriptor> = {
  unreviewed: msg`Unreviewed`,
  internal: msg`Internal`,
  unsaved: msg`Unsaved`,
  draft_answer: msg`Draft answer`,
  answered: msg`Answered`,
}

/** What the search inside documents knows of the tab's documents, by document id. */
export interface DocumentTexts {
  /** The passage where the filter's words were found. */
  passages: Map<string, PassagePiece[]>
  /** PDFs without a text layer (scans): their words cannot be found. */
  noText: Set<string>
}

const NO_TEXTS: DocumentTexts = { passages: new Map(), noText: new Set() }

interface RowProps {
  document: ProjectDocument
  attachments?: ProjectDocument[]
  texts?: DocumentTexts
}

export function DocumentRow({ document, attachments = [], texts = NO_TEXTS }: RowProps) {
  const { i18n } = useLingui()
  const { projectId = '' } = useParams({ strict: false })
  const locale = useLocale()
  const format = useFormatDate()
  const type = document.documentType ? readerText(locale, document.documentType, document.documentTypeFr) : null
  const fileId = document.redactedUploadId ?? document.unredactedUploadId
  const state = STATE_LABELS[document.documentState]
  const original = originalUpload(document)
  const passage = texts.passages.get(document.documentId)
  return (
    <li className={styles.document} data-testid="document">
      <div className={styles.documentMain}>
        {document.documentNumber && <span className={styles.documentNumber}>{document.documentNumber}</span>}
        {document.informationRequestId ? (
          <Link
            to="/projects/$projectId/information-requests/$informationRequestId/{-$irType}"
            params={{ projectId, informationRequestId: document.informationRequestId, irType: 'question' }}
            className={styles.documentLink}
          >
            {document.description}
          </Link>
        ) : fileId ? (
          <FileLink uploadId={fileId} className={styles.documentLink}>
            {document.description || document.fileName}
          </FileLink>
        ) : (
          <span>{document.description || document.fileName}</span>
        )}
        {state && <span className={styles.badge}>{i18n._(state)}</span>}
        {texts.noText.has(document.documentId) && (
          <span className={styles.badge} data-testid="no-text">
            <Trans>No searchable text</Trans>
          </span>
        )}
      </div>
      <div className={styles.documentMeta}>
        {document.fileName && <span>{document.fileName}</span>}
        <span>{format(document.receivedDate ?? document.uploadDate)}</span>
        {type && <span lang={type.lang}>{type.text}</span>}
        {original && (
          <FileLink uploadId={original}>
            <Trans>Original</Trans>
          </FileLink>
        )}
      </div>
      {passage && <Passage pieces={passage} className={styles.passage} />}
      {attachments.length > 0 && (
        <ul className={styles.attachments} aria-label={i18n._(msg`Attachments`)}>
          {attachments.map((a) => (
            <DocumentRow key={a.documentId} document={a} texts={texts} />
          ))}
        </ul>
      )}
    </li>
  )
}

/** Documents in a plain list (none: nothing). */
export function DocumentRows({ documents }: { documents: ProjectDocument[] }) {
  if (documents.length === 0) return null
  return (
    <ul className={styles.documentList}>
      {documents.map((d) => (
        <DocumentRow key={d.documentId} document={d} />
      ))}
    </ul>
  )
}

/** The documents of one record (a hearing, a note, a letter…), under their heading (none: nothing). */
export function RecordDocuments({ documents }: { documents: ProjectDocument[] }) {
  if (documents.length === 0) return null
  return (
    <section>
      <h3>
        <Trans>Documents</Trans>
      </h3>
      <DocumentRows documents={documents} />
    </section>
  )
}

/** A list that shows its first three items, then "Show more" / "Show less". */
export function ExpandableList<T>({ items, render, label }: { items: T[]; render: (item: T) => ReactNode; label?: string }) {
  const [expanded, setExpanded] = useState(false)
  const id = useId()
  const shown = expanded ? items : items.slice(0, SHOWN_ITEMS)
  const hidden = items.length - SHOWN_ITEMS
  return (
    <>
      <ul id={id} className={styles.documentList} aria-label={label}>
        {shown.map(render)}
      </ul>
      {hidden > 0 && (
        <button type="button" className={styles.moreButton} aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded(!expanded)}>
          {expanded ? <Trans>Show less</Trans> : <Plural value={hidden} one="Show # more" other="Show # more" />}
        </button>
      )}
    </>
  )
}

export interface DocumentSection {
  key: string
  title: string
  documents: ProjectDocument[]
}

interface FilteredDocumentsProps {
  sections: DocumentSection[]
  attachments: ProjectDocument[]
  /** The filter's text, kept by the tab, which filters its other records (letters) with it too. */
  filter: string
  onFilterChange: (filter: string) => void
  /** How many of the tab's other records there are, and how many match the filter. */
  otherRecords: { total: number; matching: number }
  /** Documents whose text matches the filter (listed too), and those with no text to search. */
  texts: DocumentTexts
}

/** The Documents tab's list: a filter over sections of documents, each showing three at first. */
export function FilteredDocuments({ sections, attachments, filter, onFilterChange, otherRecords, texts }: FilteredDocumentsProps) {
  const { t } = useLingui()
  const words = filterWords(filter)
  const byId = new Map(attachments.map((a) => [a.documentId, a]))
  const attachmentsOf = (d: ProjectDocument) => d.attachments.flatMap((id) => byId.get(id) ?? [])
  const inText = (d: ProjectDocument) => [d, ...attachmentsOf(d)].some((x) => texts.passages.has(x.documentId))
  const visible = sections
    .map((s) => ({ ...s, documents: s.documents.filter((d) => matchesDocumentFilter(words, d, attachmentsOf(d)) || inText(d)) }))
    .filter((s) => s.documents.length > 0)
  const total = sections.reduce((n, s) => n + s.documents.length, 0)

  return (
    <div>
      {total + otherRecords.total > 0 && (
        <div className={styles.filter}>
          <label htmlFor="document-filter">
            <Trans>Filter documents</Trans>
          </label>
          <input
            id="document-filter"
            type="search"
            value={filter}
            onChange={(e) => onFilterChange(e.target.value)}
            placeholder={t`Number, name, description or words inside`}
          />
        </div>
      )}
      {total === 0 && (
        <p className={styles.empty}>
          <Trans>There are no public documents available for this project.</Trans>
        </p>
      )}
      {total > 0 && visible.length === 0 && otherRecords.matching === 0 && (
        <p className={styles.empty} role="status">
          <Trans>There are no documents that match {filter}</Trans>
        </p>
      )}
      {visible.map((section) => (
        <section key={section.key} className={styles.documentSection}>
          <h2 className={styles.sectionHeading}>{section.title}</h2>
          <ExpandableList
            // Filtering starts each list folded again.
            key={`${section.key}:${filter}`}
            items={section.documents}
            label={section.title}
            render={(d) => <DocumentRow key={d.documentId} document={d} attachments={attachmentsOf(d)} texts={texts} />}
          />
        </section>
      ))}
    </div>
  )
}
