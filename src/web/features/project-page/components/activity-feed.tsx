// The Activity tab: what happened on the project, newest first, with links into the project and
// the documents each event brought.
import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { InternalLink } from '../../../components/ui/internal-link'
import { uploadUrl } from '../../../lib/downloads'
import type { ActivityItem, ProjectDocument } from '../api/project-page-queries'
import { DocumentRows } from './document-list'
import styles from './project-page.module.css'

function Message({ item, projectId, documents }: { item: ActivityItem; projectId: string; documents: Map<string, ProjectDocument> }) {
  return (
    <p className={styles.activityMessage}>
      {item.messageParts.map((part, index) => {
        if (part.messagePartType === 'Text' || !part.linkTo) return <span key={index}>{part.message}</span>
        if (part.messagePartType === 'Link') {
          return (
            <InternalLink key={index} href={`/projects/${projectId}/${part.linkTo.replace(/^\/+/, '')}`}>
              {part.message}
            </InternalLink>
          )
        }
        const document = documents.get(part.linkTo)
        const fileId = document ? (document.redactedUploadId ?? document.unredactedUploadId) : null
        return fileId ? (
          <a key={index} href={uploadUrl(fileId)}>
            {part.message}
          </a>
        ) : (
          <span key={index}>{part.message}</span>
        )
      })}
    </p>
  )
}

function Entry({ item, projectId }: { item: ActivityItem; projectId: string }) {
  const [more, setMore] = useState(false)
  const documents = new Map(item.documents.map((d) => [d.documentId, d]))
  return (
    <li className={styles.activity}>
      <p className={styles.activityDate}>
        {item.activityRangeStartDateFormatted && item.activityRangeStartDateFormatted !== item.activityDateFormatted
          ? `${item.activityRangeStartDateFormatted} – ${item.activityDateFormatted}`
          : item.activityDateFormatted}
      </p>
      <div>
        <Message item={item} projectId={projectId} documents={documents} />
        {item.moreMessage && (
          <>
            {more && <p>{item.moreMessage}</p>}
            <button type="button" className={styles.moreButton} aria-expanded={more} onClick={() => setMore(!more)}>
              {more ? <Trans>Less</Trans> : <Trans>More</Trans>}
            </button>
          </>
        )}
        <DocumentRows documents={item.documents} />
      </div>
    </li>
  )
}

export function ActivityFeed({ projectId, items }: { projectId: string; items: ActivityItem[] }) {
  if (items.length === 0) {
    return (
      <p className={styles.empty}>
        <Trans>There is no activity on this project yet.</Trans>
      </p>
    )
  }
  return (
    <ol className={styles.activityList}>
      {items.map((item) => (
        <Entry key={item.activityId} item={item} projectId={projectId} />
      ))}
    </ol>
  )
}
