// The proponent's answers to an information request (spec §2 "/information-responses/{id}", §4,
// §5, §8): each question's answer in rich text with its files, both agreements, then Save Draft or
// Submit Response. The answer is kept on this device as it is written (hooks/use-answer-draft) and
// sent, files first, one at a time, then the answers, now or when the connection returns. A
// request already answered says where it stands instead.
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

export interface AnswerableRequest {
  informationRequestId: string
  number: number
  status: string
  preamble: string
  deadline: string | null
  questions: { questionNumber: number; text: string; attachments: string[]; answer: { text: string | null; attachments: string[] } | null }[]
}

interface Props {
  projectId: string
  request: AnswerableRequest
  /** The request's documents the proponent sees, by id. */
  files: Record<string, AttachedFile>
  /** The question's own documents, as the project page lists documents. */
  renderDocuments: (ids: string[]) => ReactNode
  /** Fetches the request and its documents again after a change. */
  onChanged: () => Promise<unknown>
  onSubmitted: (answered: { reviewDeadline: string | null }) => void
  /** The page's data as read now, kept with the answer for a visit with no connection. */
  page: () => KeptAnswer[]
}

export function AnswerForm({ projectId, request, files, renderDocuments, onChanged, onSubmitted, page }: Props) {
  const { t } = useLingui()
  const draft = useAnswerDraft({
    kind: 'answer',
    projectId,
    requestId: request.informationRequestId,
    questions: request.questions,
    page,
    onChanged,
    onSubmitted,
    removeSent: (file) => answerRequests.removeFile(projectId, request.informationRequestId, file.questionNumber ?? 1, file.documentId),
  })

  if (!isAnswerable(request.status)) return <RequestStanding projectId={projectId} informationRequestId={request.informationRequestId} number={request.number} status={request.status} />
  const { form } = draft
  if (!draft.loaded || !form) return <Loading label={<Trans>Opening the answer form…</Trans>} />

  return (
    <form
      aria-labelledby="answer-heading"
      onSubmit={(event) => {
        event.preventDefault()
        submitWhenAllowed(draft)
      }}
    >
      <LeaveGuard when={draft.unsent} kept />
      <AnswerHeading id="answer-heading" number={request.number} deadline={request.deadline} />
      {showsPreamble(request.status) && request.preamble && <SanitizedHtml html={request.preamble} />}
      <ol className={styles.questions}>
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
              value={form.answers[q.questionNumber] ?? ''}
              readOnly={draft.busy}
              onChange={(html) => draft.change((f) => ({ answers: { ...f.answers, [q.questionNumber]: html } }))}
            />
            <AnswerFiles
              label={<Trans>Add files to the answer to question {q.questionNumber}</Trans>}
              attached={(q.answer?.attachments ?? []).flatMap((id) => files[id] ?? [])}
              queued={draft.queued.filter((file) => (file.questionNumber ?? 1) === q.questionNumber)}
              onQueue={(added) => void draft.addFiles(q.questionNumber, added)}
              onUnqueue={(id) => {
                void draft.removeFile(id)
                showToast(t`Removed file.`)
              }}
              onRemoveAttached={(file) => void draft.removeAttached({ ...file, questionNumber: q.questionNumber })}
              disabled={draft.busy}
            />
          </li>
        ))}
      </ol>
      <AnswerActions draft={draft} />
      <p className={styles.meta}>
        <Link to="/projects/$projectId/information-responses" params={{ projectId }}>
          <Trans>Back to Information Responses</Trans>
        </Link>
      </p>
    </form>
  )
}
