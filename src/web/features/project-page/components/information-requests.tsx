// An information request as the public reads it: its questions, and its answers once published,
// which an anonymous visitor is asked to log in to read (spec §6).
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { LoginPrompt } from '../../../components/ui/login-prompt'
import { SanitizedHtml } from '../../../components/ui/sanitized-html'
import { useSession } from '../../../lib/session'
import { showsPreamble } from '../../../../shared/domain/information-responses'
import type { InformationRequest, ProjectDocument } from '../api/project-page-queries'
import { DocumentRows } from './document-list'
import styles from './project-page.module.css'
import contentStyles from './project-content.module.css'
import questionStyles from '../../../components/ui/questions.module.css'
import { useFormatDateTime } from '../../../lib/i18n'

function Documents({ ids, documents }: { ids: string[]; documents: Record<string, ProjectDocument> }) {
  return <DocumentRows documents={ids.flatMap((id) => documents[id] ?? [])} />
}

export function InformationRequestView({
  projectId,
  request,
  documents,
}: {
  projectId: string
  request: InformationRequest
  documents: Record<string, ProjectDocument>
}) {
  const session = useSession()
  const formatDateTime = useFormatDateTime()
  return (
    <article>
      <Link to="/projects/$projectId/documents" params={{ projectId }} className={contentStyles.back}>
        <Trans>Back to documents</Trans>
      </Link>
      <h2>
        <Trans>Information Request {request.number}</Trans>
      </h2>
      <p className={contentStyles.documentMeta}>
        {request.documentNumberRequest && <span>{request.documentNumberRequest}</span>}
        {request.deadline && (
          <span>
            <Trans>Response due {formatDateTime(request.deadline)}</Trans>
          </span>
        )}
      </p>
      {request.assessorReviewing && (
        <p className={styles.banner} role="note">
          <Trans>Assessor Reviewing Information</Trans>
        </p>
      )}
      {!session && request.status === 'published_answer' && (
        <LoginPrompt>
          <Trans>Please log in to view the answers to this information request.</Trans>
        </LoginPrompt>
      )}
      {showsPreamble(request.status) && request.preamble && <SanitizedHtml className={contentStyles.richText} html={request.preamble} />}
      <ol className={questionStyles.questions}>
        {request.questions.map((q) => (
          <li key={q.questionNumber} data-testid="question">
            <h3>
              <Trans>Question {q.questionNumber}</Trans>
            </h3>
            <SanitizedHtml className={contentStyles.richText} html={q.text} />
            <Documents ids={q.attachments} documents={documents} />
            {q.answer && (
              <div className={contentStyles.answer}>
                <h4>
                  <Trans>Answer</Trans>
                </h4>
                {q.answer.text && <SanitizedHtml className={contentStyles.richText} html={q.answer.text} />}
                <Documents ids={q.answer.attachments} documents={documents} />
              </div>
            )}
          </li>
        ))}
      </ol>
    </article>
  )
}
