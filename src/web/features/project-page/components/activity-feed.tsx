// The Activity tab: what happened on the project, newest first, with links into the project and
// the documents each event brought. Events are said in the reader's language from their code; lines
// imported as free text are the registry's English, marked as such.
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { ReactNode } from 'react'
import { informationRequestPath, recordPath } from '../../../../shared/domain/activity-messages'
import { InternalLink } from '../../../components/ui/internal-link'
import { referenceQueries } from '../../../lib/reference-data'
import { FileLink } from '../../../components/ui/file-link'
import type { ActivityItem, ProjectDocument } from '../api/project-page-queries'
import { useStageNames } from '../../../lib/stage-names'
import { DocumentRows } from './document-list'
import styles from './project-content.module.css'
import { useFormatDate, useFormatDateTime } from '../../../lib/i18n'

type Event = NonNullable<ActivityItem['event']>

/** A line the registry wrote as free text (imported): English, marked so, with its links. */
function FreeText({ item, projectId, documents }: { item: ActivityItem; projectId: string; documents: Map<string, ProjectDocument> }) {
  return (
    <p className={styles.activityMessage} lang="en">
      {item.messageParts.map((part, index) => {
        if (part.messagePartType === 'Text' || !part.linkTo) return <span key={index}>{part.message}</span>
        if (part.messagePartType === 'Link') {
          return (
            <ProjectLink key={index} projectId={projectId} path={part.linkTo}>
              {part.message}
            </ProjectLink>
          )
        }
        return (
          <DocumentLink key={index} document={documents.get(part.linkTo)}>
            {part.message}
          </DocumentLink>
        )
      })}
    </p>
  )
}

function ProjectLink({ projectId, path, children }: { projectId: string; path: string; children?: ReactNode }) {
  return <InternalLink href={`/projects/${projectId}/${path.replace(/^\/+/, '')}`}>{children}</InternalLink>
}

/** A link to a document's file; plain text when the reader may not download it. */
function DocumentLink({ document, children }: { document: ProjectDocument | undefined; children?: ReactNode }) {
  const fileId = document ? (document.redactedUploadId ?? document.unredactedUploadId) : null
  return fileId ? <FileLink uploadId={fileId}>{children}</FileLink> : <span>{children}</span>
}

/** The outcome by its name in the reader's language (the English one the event carries until the list arrives). */
function OutcomeRecorded({ outcomeId, englishName }: { outcomeId: string; englishName: string }) {
  const { i18n } = useLingui()
  const outcome = useQuery(referenceQueries.domain()).data?.assessmentOutcomes.find((o) => o.assessmentOutcomeId === outcomeId)
  const name = (i18n.locale === 'fr' ? outcome?.nameFr : null) ?? outcome?.name ?? englishName
  return <Trans>Assessment outcome: {name}.</Trans>
}

/** What happened, in the reader's language. */
function EventMessage({ event, projectId, documents }: { event: Event; projectId: string; documents: Map<string, ProjectDocument> }) {
  const names = useStageNames()
  const formatDateTime = useFormatDateTime()
  const at = (path: string) => ({ projectId, path })
  switch (event.code) {
    case 'proposal-received': {
      const proponent = event.proponentName
      return (
        <Trans>
          Proposal received from {proponent}: <DocumentLink document={documents.get(event.documentId)}>Project Proposal</DocumentLink>
        </Trans>
      )
    }
    case 'stage-started': {
      const stage = names.stage(event.projectTypeId, event.stageId)
      return <Trans>{stage} started.</Trans>
    }
    case 'recommendation-sent':
      return (
        <Trans>
          Recommendation sent to the decision bodies. <DocumentLink document={documents.get(event.documentId)}>Read the report</DocumentLink>
        </Trans>
      )
    case 'decision-issued':
      return event.documentId ? (
        <Trans>
          Decision document issued. <DocumentLink document={documents.get(event.documentId)}>Decision Document</DocumentLink>
        </Trans>
      ) : (
        <Trans>Decision document issued.</Trans>
      )
    case 'information-request-issued':
      return (
        <Trans>
          Information request issued to the proponent. <ProjectLink {...at(informationRequestPath(event))}>View the request</ProjectLink>
        </Trans>
      )
    case 'information-request-answered':
      return (
        <Trans>
          The proponent answered the information request. <ProjectLink {...at(informationRequestPath(event))}>View the answers</ProjectLink>
        </Trans>
      )
    case 'comment-period-open': {
      const deadline = formatDateTime(event.deadline)
      if (event.participantsOnly) {
        return deadline ? (
          <Trans>
            Comments from participants are accepted until {deadline}. <ProjectLink {...at('comments')}>Add a comment</ProjectLink>
          </Trans>
        ) : (
          <Trans>
            Comments from participants are accepted. <ProjectLink {...at('comments')}>Add a comment</ProjectLink>
          </Trans>
        )
      }
      return deadline ? (
        <Trans>
          Comments are accepted until {deadline}. <ProjectLink {...at('comments')}>Add a comment</ProjectLink>
        </Trans>
      ) : (
        <Trans>
          Comments are accepted. <ProjectLink {...at('comments')}>Add a comment</ProjectLink>
        </Trans>
      )
    }
    case 'comment-period-closed':
      return <Trans>The comment period is closed.</Trans>
    case 'seeking-views-deadline': {
      const deadline = formatDateTime(event.deadline)
      return <Trans>Views and information are sought until {deadline}.</Trans>
    }
    case 'lead-assessor-assigned': {
      const name = event.name
      return <Trans>{name} is the lead assessor.</Trans>
    }
    case 'outcome-recorded':
      return <OutcomeRecorded outcomeId={event.outcomeId} englishName={event.name} />
    case 'panel-named': {
      const names = event.names.join(', ')
      return <Trans>The panel members are {names}.</Trans>
    }
    case 'assessment-paused':
      return <Trans>The assessment is paused at the proponent’s request.</Trans>
    case 'assessment-suspended':
      return <Trans>The assessment is suspended until the proponent confirms the project will go ahead.</Trans>
    case 'hearings-scheduled':
      return (
        <Trans>
          Public hearings are scheduled. <ProjectLink {...at('hearings')}>See the hearings</ProjectLink> and the{' '}
          <ProjectLink {...at('intervenors')}>intervenors</ProjectLink>.
        </Trans>
      )
    case 'hearing-changed': {
      const title = event.title
      return (
        <Trans>
          The date, time or place of {title} changed. <ProjectLink {...at('hearings')}>See the hearings</ProjectLink>
        </Trans>
      )
    }
    case 'comment-published':
      return (
        <Trans>
          A comment was posted. <ProjectLink {...at('comments')}>Read the comments</ProjectLink>
        </Trans>
      )
    case 'record-published': {
      const title = <ProjectLink {...at(recordPath(event))}>{event.title}</ProjectLink>
      if (event.kind === 'note') return <Trans>Note posted: {title}</Trans>
      if (event.kind === 'correspondence') return <Trans>Correspondence posted: {title}</Trans>
      return <Trans>Documents posted: {title}</Trans>
    }
    case 'intervenor-accepted': {
      const name = event.name
      return (
        <Trans>
          {name} was accepted as an intervenor. <ProjectLink {...at('intervenors')}>See the intervenors</ProjectLink>
        </Trans>
      )
    }
    case 'document-added': {
      const name = event.name
      const file = <DocumentLink document={documents.get(event.documentId)}>{name}</DocumentLink>
      if (event.kind === 'decision') return <Trans>Decision received from a decision body: {file}</Trans>
      if (event.kind === 'authorization') return <Trans>Authorization received from a decision body: {file}</Trans>
      return <Trans>Document added: {file}</Trans>
    }
  }
}

/** The "More" text: an event's own, in the reader's language; free text's, in English. */
function moreText(item: ActivityItem): ReactNode {
  if (item.event) return item.event.code === 'comment-period-open' ? <Trans>Comments are posted after 24 to 48 hours of review.</Trans> : null
  return item.moreMessage ? <span lang="en">{item.moreMessage}</span> : null
}

function Entry({ item, projectId }: { item: ActivityItem; projectId: string }) {
  const [more, setMore] = useState(false)
  const formatDate = useFormatDate()
  const documents = new Map(item.documents.map((d) => [d.documentId, d]))
  const day = formatDate(item.activityDate)
  const from = formatDate(item.activityRangeStartDate)
  const moreMessage = moreText(item)
  return (
    <li className={styles.activity}>
      <p className={styles.activityDate}>{from && from !== day ? `${from} – ${day}` : day}</p>
      <div>
        {item.event ? (
          <p className={styles.activityMessage}>
            <EventMessage event={item.event} projectId={projectId} documents={documents} />
          </p>
        ) : (
          <FreeText item={item} projectId={projectId} documents={documents} />
        )}
        {moreMessage && (
          <>
            {more && <p>{moreMessage}</p>}
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
