// The proponent's answers to an information request (spec §2 "/information-responses/{id}", §4,
// §5, §8): each question's answer in rich text with its files, both agreements, then Save Draft or
// Submit Response. Files go first, one at a time; then the answers. A request already answered
// says where it stands instead.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { ReactNode } from 'react'
import { Button } from '../../../components/ui/button'
import { LazyRichTextEditor } from '../../../components/rich-text/lazy-rich-text-editor'
import { SanitizedHtml } from '../../../components/ui/sanitized-html'
import { showToast } from '../../../components/ui/toast'
import { useFormatDateTime } from '../../../lib/i18n'
import { canSaveDraft, canSubmitResponse, isAnswerable, showsPreamble } from '../../../../shared/domain/information-responses'
import type { AnswersSaved } from '../../../../shared/schemas/information-response'
import { answerRequests } from '../api/answer-requests'
import { answersPayload, formFacts, initialAnswerForm, queuedFiles } from '../answer-form-model'
import type { AnswerFormModel } from '../answer-form-model'
import { Agreements } from './agreements'
import { AnswerFiles } from './answer-files'
import type { AttachedFile } from './answer-files'
import { RequestStanding } from './request-standing'
import { useSendFiles } from './use-send-files'
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
  onChanged: () => Promise<void>
  onSubmitted: (saved: AnswersSaved) => void
}

export function AnswerForm({ projectId, request, files, renderDocuments, onChanged, onSubmitted }: Props) {
  const formatDateTime = useFormatDateTime()
  const { t } = useLingui()
  const [model, setModel] = useState<AnswerFormModel>(() => initialAnswerForm(request.questions))
  const [busy, setBusy] = useState(false)
  const sendFiles = useSendFiles()
  const ids = { projectId, informationRequestId: request.informationRequestId }

  if (!isAnswerable(request.status)) return <RequestStanding projectId={projectId} informationRequestId={request.informationRequestId} number={request.number} status={request.status} />

  const facts = formFacts(model)
  const change = (next: (m: AnswerFormModel) => AnswerFormModel) => setModel(next)
  const setQueue = (questionNumber: number, files: (queued: File[]) => File[]) => change((m) => ({ ...m, queued: { ...m.queued, [questionNumber]: files(m.queued[questionNumber] ?? []) } }))

  const save = async (publish: boolean) => {
    setBusy(true)
    try {
      const allSent = await sendFiles(
        queuedFiles(model),
        ({ questionNumber, file }) => answerRequests.addFile(projectId, request.informationRequestId, questionNumber, file),
        ({ questionNumber, file }) => setQueue(questionNumber, (queued) => queued.filter((f) => f !== file)),
      )
      if (!allSent) {
        showToast(t`Encountered an issue.`, { kind: 'error' })
        await onChanged()
        return
      }
      const saved = await answerRequests.save(answersPayload(model, ids, publish))
      await onChanged()
      if (publish) {
        showToast(t`Answers submitted for review.`)
        onSubmitted(saved)
      } else {
        showToast(t`Draft answers saved.`)
      }
    } catch {
      showToast(t`Encountered an issue.`, { kind: 'error' })
    } finally {
      setBusy(false)
    }
  }

  const removeAttached = async (questionNumber: number, file: AttachedFile) => {
    setBusy(true)
    try {
      await answerRequests.removeFile(projectId, request.informationRequestId, questionNumber, file.documentId)
      showToast(t`Attachment ${file.fileName} Removed.`)
      await onChanged()
    } catch {
      showToast(t`Encountered an issue.`, { kind: 'error' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      aria-labelledby="answer-heading"
      onSubmit={(event) => {
        event.preventDefault()
        if (canSubmitResponse(facts)) void save(true)
      }}
    >
      <h2 id="answer-heading">
        <Trans>Information Request {request.number}</Trans>
      </h2>
      {request.deadline && (
        <p className={styles.meta}>
          <Trans>Response due {formatDateTime(request.deadline)}</Trans>
        </p>
      )}
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
              value={model.answers[q.questionNumber] ?? ''}
              readOnly={busy}
              onChange={(html) => change((m) => ({ ...m, answers: { ...m.answers, [q.questionNumber]: html } }))}
            />
            <AnswerFiles
              label={<Trans>Add files to the answer to question {q.questionNumber}</Trans>}
              attached={(q.answer?.attachments ?? []).flatMap((id) => files[id] ?? [])}
              queued={model.queued[q.questionNumber] ?? []}
              onQueue={(added) => setQueue(q.questionNumber, (queued) => [...queued, ...added])}
              onUnqueue={(index) => {
                setQueue(q.questionNumber, (queued) => queued.filter((_, i) => i !== index))
                showToast(t`Removed file.`)
              }}
              onRemoveAttached={(file) => void removeAttached(q.questionNumber, file)}
              disabled={busy}
            />
          </li>
        ))}
      </ol>
      <Agreements
        privacy={model.agreeToPrivacy}
        terms={model.agreeToTerms}
        disabled={busy}
        onChange={({ privacy, terms }) => change((m) => ({ ...m, agreeToPrivacy: privacy ?? m.agreeToPrivacy, agreeToTerms: terms ?? m.agreeToTerms }))}
      />
      <div className={styles.actions}>
        <Button variant="secondary" disabled={busy || !canSaveDraft(facts)} onClick={() => void save(false)}>
          <Trans>Save Draft</Trans>
        </Button>
        <Button type="submit" disabled={busy || !canSubmitResponse(facts)}>
          <Trans>Submit Response</Trans>
        </Button>
      </div>
      <p className={styles.meta}>
        <Link to="/projects/$projectId/information-responses" params={{ projectId }}>
          <Trans>Back to Information Responses</Trans>
        </Link>
      </p>
    </form>
  )
}
