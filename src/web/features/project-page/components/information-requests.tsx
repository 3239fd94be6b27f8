// Information requests as the public reads them (questions, and the answers once published), and
// the proponent's list of requests still waiting for an answer.
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { SanitizedHtml } from '../../../components/ui/sanitized-html'
import type { InformationRequest, ProjectDocument } from '../api/project-page-queries'
import { DocumentRows } from './document-list'
import styles from './project-page.module.css'

/** Requests the proponent can still answer (spec §4). */
export const ANSWERABLE_STATUSES = ['published', 'draft_answer']

function Documents({ ids, documents }: { ids: string[]; documents: Record<string, ProjectDocument> }) {
  return <DocumentRows documents={ids.flatMap((id) => documents[id] ?? [])} />
}

export function InformationRequestView({ projectId, request, documents }: { projectId: string; request: InformationRequest; documents: Record<string, ProjectDocument> }) {
  const answered = request.status === 'answered' || request.status === 'published_answer'
  return (
    <article>
      <Link to="/projects/$projectId/documents" params={{ projectId }} className={styles.back}>
        <Trans>Back to documents</Trans>
      </Link>
      <h2>
        <Trans>Information Request {request.number}</Trans>
      </h2>
      <p className={styles.documentMeta}>
        {request.documentNumberRequest && <span>{request.documentNumberRequest}</span>}
        {request.deadlineDateFormatted && (
          <span>
            <Trans>Response due {request.deadlineDateFormatted}</Trans>
          </span>
        )}
      </p>
      {request.assessorReviewing && (
        <p className={styles.banner} role="note">
          <Trans>Assessor Reviewing Information</Trans>
        </p>
      )}
      {!answered && request.preamble && <SanitizedHtml className={styles.richText} html={request.preamble} />}
      <ol className={styles.questions}>
        {request.questions.map((q) => (
          <li key={q.questionNumber} data-testid="question">
            <h3>
              <Trans>Question {q.questionNumber}</Trans>
            </h3>
            <SanitizedHtml className={styles.richText} html={q.text} />
            <Documents ids={q.attachments} documents={documents} />
            {q.answer && (
              <div className={styles.answer}>
                <h4>
                  <Trans>Answer</Trans>
                </h4>
                {q.answer.text && <SanitizedHtml className={styles.richText} html={q.answer.text} />}
                <Documents ids={q.answer.attachments} documents={documents} />
              </div>
            )}
          </li>
        ))}
      </ol>
    </article>
  )
}

export function InformationResponsesTab({ projectId, requests }: { projectId: string; requests: InformationRequest[] }) {
  const open = requests.filter((r) => ANSWERABLE_STATUSES.includes(r.status))
  if (open.length === 0) {
    return (
      <p className={styles.empty}>
        <Trans>There are no information requests waiting for your response.</Trans>
      </p>
    )
  }
  return (
    <ul className={`${styles.plainList} ${styles.records}`}>
      {open.map((r) => (
        <li key={r.informationRequestId}>
          <Link to="/projects/$projectId/information-requests/$informationRequestId/{-$irType}" params={{ projectId, informationRequestId: r.informationRequestId, irType: 'question' }}>
            <Trans>Information Request {r.number}</Trans>
          </Link>
          <div className={styles.documentMeta}>
            {r.status === 'draft_answer' && (
              <span>
                <Trans>Draft answers saved</Trans>
              </span>
            )}
            {r.deadlineDateFormatted && (
              <span>
                <Trans>Response due {r.deadlineDateFormatted}</Trans>
              </span>
            )}
          </div>
        </li>
      ))}
    </ul>
  )
}
