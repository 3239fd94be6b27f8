// The project's own page (the Details tab): the actions of the moment (public notice, comment,
// intervenor application), notices about the assessment, the summary and activities, key
// documents and panel members.
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { commentsOpen, showsAddComment } from '../../../../shared/domain/can-comment'
import { offersIntervenorApplication } from '../../../../shared/domain/intervenors'
import { publicNoticeLink } from '../../../../shared/domain/project-tabs'
import { buttonClassName } from '../../../components/ui/button'
import type { Project, ProjectDocument } from '../api/project-page-queries'
import { readerText, useFormatDateTime, useLocale } from '../../../lib/i18n'
import { DocumentRows } from './document-list'
import { CommentsClosed } from './comments-closed'
import styles from './project-page.module.css'
import contentStyles from './project-content.module.css'

function Notice({ children }: { children: ReactNode }) {
  return (
    <p className={styles.banner} role="note">
      {children}
    </p>
  )
}

export function ProjectSummary({ project, keyDocuments }: { project: Project; keyDocuments: ProjectDocument[] }) {
  const notice = publicNoticeLink(project)
  const canComment = commentsOpen(project)
  const locale = useLocale()
  const formatDateTime = useFormatDateTime()
  const seekingViewsUntil = formatDateTime(project.seekingViewsAndInformationDeadline)
  const outcome = project.outcome && readerText(locale, project.outcome.name, project.outcome.nameFr)
  const decision = project.decision && readerText(locale, project.decision.name, project.decision.nameFr)
  return (
    <div className={contentStyles.summary}>
      <div className={styles.actions}>
        {notice === 'shown' && (
          <Link to="/projects/$projectId/public-notice" params={{ projectId: project.projectId }} className={buttonClassName('secondary')}>
            <Trans>View Public Notice</Trans>
          </Link>
        )}
        {notice === 'disabled' && (
          <button type="button" className={buttonClassName('secondary')} disabled>
            <Trans>View Public Notice</Trans>
          </button>
        )}
        {showsAddComment(project) && canComment && project.stageGrouping !== 'adequacy' && !project.isHistoric && (
          <Link
            to="/projects/$projectId/comments"
            params={{ projectId: project.projectId }}
            state={{ openCommentForm: true }}
            className={buttonClassName('primary')}
          >
            <Trans>Add a Comment</Trans>
          </Link>
        )}
        {offersIntervenorApplication(project) && (
          <Link to="/apply-to-be-intervenor/$projectId" params={{ projectId: project.projectId }} className={buttonClassName('secondary')}>
            <Trans>Apply as an Intervenor</Trans>
          </Link>
        )}
      </div>

      {showsAddComment(project) && !canComment && project.stageGrouping !== 'adequacy' && !project.isHistoric && <CommentsClosed project={project} />}
      {project.stageGrouping === 'adequacy' && (
        <Notice>
          <Trans>
            The proposal is in adequacy review: the assessor checks that it has the information needed to start the assessment. Comments open once the
            assessment starts.
          </Trans>
        </Notice>
      )}
      {project.newerProjectId && (
        <Notice>
          <Trans>This assessment continues under a newer project.</Trans>{' '}
          <Link to="/projects/$projectId" params={{ projectId: project.newerProjectId }}>
            <Trans>Go to the newer project</Trans>
          </Link>
        </Notice>
      )}
      {seekingViewsUntil && canComment && (
        <p>
          <Trans>Views and information are welcome until {seekingViewsUntil}.</Trans>
        </p>
      )}

      {project.summary.trim() && (
        <section>
          <h2>
            <Trans>Project summary</Trans>
          </h2>
          <p className={contentStyles.prose}>{project.summary}</p>
        </section>
      )}
      {project.activities.trim() && (
        <section>
          <h2>
            <Trans>Activities</Trans>
          </h2>
          <p className={contentStyles.prose}>{project.activities}</p>
        </section>
      )}
      {(project.outcome || project.decision) && (
        <section>
          <h2>
            <Trans>Outcome</Trans>
          </h2>
          <dl className={contentStyles.facts}>
            {project.outcome && (
              <div>
                <dt>
                  <Trans>Recommendation</Trans>
                </dt>
                <dd lang={outcome?.lang}>{outcome?.text}</dd>
              </div>
            )}
            {project.decision && (
              <div>
                <dt>
                  <Trans>Decision</Trans>
                </dt>
                <dd lang={decision?.lang}>{decision?.text}</dd>
              </div>
            )}
          </dl>
        </section>
      )}
      {keyDocuments.length > 0 && (
        <section>
          <h2>
            <Trans>Key documents</Trans>
          </h2>
          <DocumentRows documents={keyDocuments} />
        </section>
      )}
      {project.panelMembers.length > 0 && (
        <section>
          <h2>
            <Trans>Panel members</Trans>
          </h2>
          <ul className={styles.plainList}>
            {project.panelMembers.map((m) => (
              <li key={m.name}>
                <strong>{m.name}</strong>, {m.title}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
