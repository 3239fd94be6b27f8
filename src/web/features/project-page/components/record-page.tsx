// A read-only page for one note, letter or document group: back to the documents, a title, its
// text and its documents.
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { SanitizedHtml } from '../../../components/ui/sanitized-html'
import type { ProjectDocument } from '../api/project-page-queries'
import { RecordDocuments } from './document-list'
import styles from './project-content.module.css'

interface Props {
  projectId: string
  title: string
  meta?: ReactNode
  /** Rich text from the server, cleaned before it is shown. */
  html?: string
  text?: string
  documents: ProjectDocument[]
}

export function RecordPage({ projectId, title, meta, html, text, documents }: Props) {
  return (
    <article>
      <Link to="/projects/$projectId/documents" params={{ projectId }} className={styles.back}>
        <Trans>Back to documents</Trans>
      </Link>
      <h2>{title}</h2>
      {meta && <p className={styles.documentMeta}>{meta}</p>}
      {html && <SanitizedHtml className={styles.richText} html={html} />}
      {text && <p className={styles.prose}>{text}</p>}
      <RecordDocuments documents={documents} />
    </article>
  )
}
