// The proponent's answer to an information request, of either kind (spec §2
// "/information-responses/{id}", "/simplified-information-responses/{id}", §4, §5, §8): a request's
// questions are each answered in rich text with their files; a simplified request's questions are
// documents, and so is its answer. Then Save Draft or Submit Response. The answer is kept on this
// device as it is written (hooks/use-answer-draft) and sent, files first, one at a time, then the
// answers, now or when the connection returns. A request already answered says where it stands
// instead.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { LazyRichTextEditor } from '../../../components/rich-text/lazy-rich-text-editor'
import { LeaveGuard } from '../../../components/ui/leave-guard'
import { SanitizedHtml } from '../../../components/ui/sanitized-html'
import { showToast } from '../../../components/ui/toast'
import { Loading } from '../../../components/ui/status-message'
import type { KeptAnswer } from '../../../lib/db/form-drafts-store'
import { isAnswerable, showsPreamble } from '../../../../shared/domain/information-responses'
import { answerRequests } from '../api/answer-requests'
import { useAnswerDraft } from '../hooks/use-answer-draft'
import { AnswerActions, submitWhenAllowed } from './answer-actions'
import { AnswerFiles } from './answer-files'
import { AnswerHeading } from './answer-heading'
import type { AttachedFile } from './answer-files'
import { RequestStanding } from './request-standing'
import styles from './information-responses.module.css'
import questionStyles from '../../../components/ui/questions.module.css'

export interface AnswerableRequest {
  informationRequestId: string
  number: number
  status: string
  preamble: string
  deadline: string | null
  questions: { questionNumber: number; text: string; attachments: string[]; answer: { text: string | null; attachments: string[] } | null }[]
}

export interface SimplifiedRequest {
  simplifiedInformationRequestId: string
  number: number
  status: string
  deadline: string | null
}

interface Common {
  projectId: string
  /** Fetches the request and its documents again after a change. */
  onChanged: () => Promise<unknown>
  onSubmitted: (answered: { reviewDeadline: string | null }) => void
  /** The page's data as read now, kept with the answer for a visit with no connection. */
  page: () => KeptAnswer[]
}

interface QuestionsAnswered {
  kind: 'answer'
  request: AnswerableRequest
  /** The request's documents the proponent sees, by id. */
  files: Record<string, AttachedFile>
  /** The question's own documents, as the project page lists documents. */
  renderDocuments: (ids: string[]) => ReactNode
}

interface DocumentsAnswered {
  kind: 'simplified-answer'
  request: SimplifiedRequest
  /** The request's own documents, as the project page lists them. */
  questions: ReactNode
  /** The answer's files already sent. */
  responses: AttachedFile[]
}

type Props = Common & (QuestionsAnswered | DocumentsAnswered)
type Draft = ReturnType<typeof useAnswerDraft>

const NO_QUESTIONS: never[] = []

export function AnswerForm(props: Props) {
  const { projectId, onChanged, onSubmitted, page } = props
  const simplified = props.kind === 'simplified-answer'
  const requestId = simplified ? props.request.simplifiedInformationRequestId : props.request.informationRequestId
  const { number, status, deadline } = props.request
  const headingId = simplified ? 'simplified-heading' : 'answer-heading'
  const draft = useAnswerDraft({
    kind: props.kind,
    projectId,
    requestId,
    questions: simplified ? NO_QUESTIONS : props.request.questions,
    page,
    onChanged,
    onSubmitted,
    removeSent: (file) =>
      simplified
        ? answerRequests.removeSimplifiedFile(projectId, requestId, file.documentId)
        : answerRequests.removeFile(projectId, requestId, file.questionNumber ?? 1, file.documentId),
  })

  if (!isAnswerable(status)) {
    if (!simplified) return <RequestStanding projectId={projectId} informationRequestId={requestId} number={number} status={status} />
    return (
      <section aria-labelledby={headingId}>
        <h2 id={headingId}>
          <Trans>Information Request {number}</Trans>
        </h2>
        <p className={styles.warning} role="note">
          <Trans>Information Request {number} has been responded to.</Trans>
        </p>
        {props.questions}
      </section>
    )
  }
  if (!draft.loaded || !draft.form) return <Loading label={<Trans>Opening the answer form…</Trans>} />

  return (
    <form
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault()
        submitWhenAllowed(draft)
      }}
    >
      <LeaveGuard when={draft.unsent} kept />
      <AnswerHeading id={headingId} number={number} deadline={deadline} />
      {simplified ? <DocumentsAnswer {...props} draft={draft} /> : <QuestionsAnswer {...props} draft={draft} />}
      <AnswerActions draft={draft} />
      {!simplified && (
        <p className={styles.meta}>
          <Link to="/projects/$projectId/information-responses" params={{ projectId }}>
            <Trans>Back to Information Responses</Trans>
          </Link>
        </p>
      )}
    </form>
  )
}

function useRemovedToast(draft: Draft) {
  const { t } = useLingui()
  return (id: string) => {
    void draft.removeFile(id)
    showToast(t`Removed file.`)
  }
}

function QuestionsAnswer({ request, files, renderDocuments, draft }: QuestionsAnswered & { draft: Draft }) {
  const unqueue = useRemovedToast(draft)
  const answers = draft.form?.answers ?? {}
  return (
    <>
      {showsPreamble(request.status) && request.preamble && <SanitizedHtml html={request.preamble} />}
      <ol className={`${questionStyles.questions} ${questionStyles.answered}`}>
        {request.questions.map((q) => (
          <li key={q.questionNumber} data-testid="question">
            <h3>
              <Trans>Question {q.questionNumber}</Trans>
            </h3>
            <SanitizedHtml html={q.text} />
            {renderDocuments(q.attachments)}
            <LazyRichTextEditor
              id={`answer-${q.questionNumber}`}
              label={<Trans>Answer to question {q.questionNumber}</Trans>}
              value={answers[q.questionNumber] ?? ''}
              readOnly={draft.busy}
              onChange={(html) => draft.change((f) => ({ answers: { ...f.answers, [q.questionNumber]: html } }))}
            />
            <AnswerFiles
              label={<Trans>Add files to the answer to question {q.questionNumber}</Trans>}
              attached={(q.answer?.attachments ?? []).flatMap((id) => files[id] ?? [])}
              queued={draft.queued.filter((file) => (file.questionNumber ?? 1) === q.questionNumber)}
              onQueue={(added) => void draft.addFiles(q.questionNumber, added)}
              onUnqueue={unqueue}
              onRemoveAttached={(file) => void draft.removeAttached({ ...file, questionNumber: q.questionNumber })}
              disabled={draft.busy}
            />
          </li>
        ))}
      </ol>
    </>
  )
}

function DocumentsAnswer({ questions, responses, draft }: DocumentsAnswered & { draft: Draft }) {
  const unqueue = useRemovedToast(draft)
  return (
    <>
      <h3>
        <Trans>The request</Trans>
      </h3>
      {questions}
      <h3>
        <Trans>Your response</Trans>
      </h3>
      <AnswerFiles
        label={<Trans>Add files to your response</Trans>}
        attached={responses}
        queued={draft.queued}
        onQueue={(added) => void draft.addFiles(undefined, added)}
        onUnqueue={unqueue}
        onRemoveAttached={(file) => void draft.removeAttached(file)}
        disabled={draft.busy}
      />
    </>
  )
}
