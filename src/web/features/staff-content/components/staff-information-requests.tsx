// The project's information requests as the office writes them: a full request (preamble, numbered
// questions in rich text, each with its files, and a deadline) or a simplified one (its questions
// are documents), saved unpublished, changed while unpublished, then published, which the public
// tabs, the proponent's response list and the followers' e-mail then show.
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { FileDropZone } from '../../../components/file-drop-zone/file-drop-zone'
import { LazyRichTextEditor } from '../../../components/rich-text/lazy-rich-text-editor'
import { Button } from '../../../components/ui/button'
import { LeaveGuard, useChangedSince } from '../../../components/ui/leave-guard'
import { LinkButton } from '../../../components/ui/link-button'
import { SanitizedHtml } from '../../../components/ui/sanitized-html'
import { useLocale } from '../../../lib/i18n'
import { formatDateTime, yukonDay } from '../../../../shared/domain/dates'
import { ANSWER_ATTACHMENT_SLOT } from '../../../../shared/domain/document-files'
import { UNPUBLISHED } from '../../../../shared/domain/information-request-authoring'
import { staffContentCalls, staffContentQueries } from '../api/staff-content-api'
import type { RequestDraft, StaffInformationRequest, StaffSimplifiedRequest } from '../api/staff-content-api'
import styles from '../../../components/staff/staff.module.css'
import { FileNames, FormButtons, Outcome } from './authoring-parts'
import { useAuthoringStep } from './use-authoring-step'
import type { Step } from './use-authoring-step'
import { Labelled } from '../../../components/staff/labelled'

function useStatusLabel() {
  const { t } = useLingui()
  return (status: string) =>
    status === UNPUBLISHED
      ? t`Unpublished`
      : status === 'published'
        ? t`Published, waiting for the answer`
        : status === 'draft_answer'
          ? t`Published, answer being drafted`
          : status === 'answered'
            ? t`Answer submitted for review`
            : t`Answer published`
}

export function StaffInformationRequests({ staffUserId, projectId }: { staffUserId: string; projectId: string }) {
  const { data } = useSuspenseQuery(staffContentQueries.informationRequests(staffUserId, projectId))
  const step = useAuthoringStep()
  const [writing, setWriting] = useState<'full' | 'simplified' | null>(null)
  return (
    <section className={styles.panel} aria-labelledby="staff-information-requests" data-testid="staff-information-requests">
      <h2 id="staff-information-requests">
        <Trans>Information requests</Trans>
      </h2>
      <Outcome step={step} />
      {data.informationRequests.length === 0 && data.simplifiedRequests.length === 0 && (
        <p>
          <Trans>This project has no information requests yet.</Trans>
        </p>
      )}
      {data.informationRequests.map((r) => (
        <RequestItem key={r.informationRequestId} projectId={projectId} request={r} step={step} />
      ))}
      {data.simplifiedRequests.map((r) => (
        <SimplifiedItem key={r.simplifiedInformationRequestId} projectId={projectId} request={r} step={step} />
      ))}
      {writing === 'full' && <RequestForm projectId={projectId} step={step} onClose={() => setWriting(null)} />}
      {writing === 'simplified' && <SimplifiedForm projectId={projectId} step={step} onClose={() => setWriting(null)} />}
      {writing === null && (
        <p className={styles.row}>
          <Button onClick={() => setWriting('full')}>
            <Trans>New information request</Trans>
          </Button>
          <Button variant="secondary" onClick={() => setWriting('simplified')}>
            <Trans>New simplified request (documents)</Trans>
          </Button>
        </p>
      )}
    </section>
  )
}

function RequestItem({ projectId, request, step }: { projectId: string; request: StaffInformationRequest; step: Step }) {
  const { t } = useLingui()
  const statusLabel = useStatusLabel()
  const [editing, setEditing] = useState(false)
  const unpublished = request.status === UNPUBLISHED
  if (editing) return <RequestForm projectId={projectId} step={step} request={request} onClose={() => setEditing(false)} />
  return (
    <article className={styles.item} data-testid="staff-information-request">
      <h3>
        <Trans>Information Request {request.number}</Trans>
        <span className={styles.badge}>{statusLabel(request.status)}</span>
      </h3>
      <AnswersDue deadline={request.deadline} />
      <SanitizedHtml html={request.preamble} />
      <ol>
        {request.questions.map((q) => (
          <li key={q.questionNumber}>
            <SanitizedHtml html={q.text} />
            <FileNames files={q.attachments} />
          </li>
        ))}
      </ol>
      {unpublished ? (
        <p className={styles.row}>
          <Button
            disabled={step.pending}
            onClick={() =>
              step.run(() => staffContentCalls.publishRequest(projectId, request.informationRequestId), t`Information Request ${request.number} is published.`)
            }
          >
            <Trans>Publish</Trans>
          </Button>
          <Button variant="secondary" disabled={step.pending} onClick={() => setEditing(true)}>
            <Trans>Edit</Trans>
          </Button>
        </p>
      ) : (
        <p>
          <Link
            to="/projects/$projectId/information-requests/$informationRequestId/{-$irType}"
            params={{ projectId, informationRequestId: request.informationRequestId, irType: 'question' }}
          >
            <Trans>View it as the public does</Trans>
          </Link>
        </p>
      )}
    </article>
  )
}

function AnswersDue({ deadline }: { deadline: string | null }) {
  const locale = useLocale()
  if (!deadline) return null
  return (
    <p>
      <Trans>Answers due by {formatDateTime(new Date(deadline), locale)}</Trans>
    </p>
  )
}

function DeadlineField({ value, onChange }: { value: string; onChange: (day: string) => void }) {
  return (
    <Labelled label={<Trans>Deadline for the answers (leave empty for none)</Trans>}>
      <input type="date" value={value} onChange={(e) => onChange(e.target.value)} />
    </Labelled>
  )
}

function SimplifiedItem({ projectId, request, step }: { projectId: string; request: StaffSimplifiedRequest; step: Step }) {
  const { t } = useLingui()
  const statusLabel = useStatusLabel()
  return (
    <article className={styles.item} data-testid="staff-simplified-request">
      <h3>
        <Trans>Information Request {request.number} (documents)</Trans>
        <span className={styles.badge}>{statusLabel(request.status)}</span>
      </h3>
      <AnswersDue deadline={request.deadline} />
      <ul>
        {request.documents.map((d) => (
          <li key={d.documentId}>
            {d.fileName}
            {request.status === UNPUBLISHED && (
              <>
                {' '}
                <LinkButton
                  aria-label={t`Remove ${d.fileName}`}
                  onClick={() =>
                    step.run(() => staffContentCalls.removeFile(projectId, request.simplifiedInformationRequestId, d.documentId), t`Removed ${d.fileName}.`)
                  }
                >
                  <Trans>Remove</Trans>
                </LinkButton>
              </>
            )}
          </li>
        ))}
      </ul>
      {request.status === UNPUBLISHED && (
        <Button
          disabled={step.pending}
          onClick={() =>
            step.run(
              () => staffContentCalls.publishSimplified(projectId, request.simplifiedInformationRequestId),
              t`Information Request ${request.number} is published.`,
            )
          }
        >
          <Trans>Publish</Trans>
        </Button>
      )}
    </article>
  )
}

interface QuestionDraft {
  text: string
  files: File[]
}

/** A new request, or an unpublished one being changed; files chosen go up once the text is saved. */
function RequestForm({ projectId, step, request, onClose }: { projectId: string; step: Step; request?: StaffInformationRequest; onClose: () => void }) {
  const { t } = useLingui()
  const [preamble, setPreamble] = useState(request?.preamble ?? '')
  const [deadline, setDeadline] = useState(request?.deadline ? yukonDay(new Date(request.deadline)) : '')
  const [questions, setQuestions] = useState<QuestionDraft[]>(request?.questions.map((q) => ({ text: q.text, files: [] })) ?? [{ text: '', files: [] }])
  const change = (index: number, patch: Partial<QuestionDraft>) => setQuestions((qs) => qs.map((q, i) => (i === index ? { ...q, ...patch } : q)))
  const changed = useChangedSince({ preamble, deadline, questions })

  const save = async () => {
    const draft: RequestDraft = { preamble, deadline: deadline || null, questions: questions.map((q) => ({ text: q.text })) }
    const saved = request
      ? await staffContentCalls.updateRequest(projectId, request.informationRequestId, draft)
      : await staffContentCalls.createRequest(projectId, draft)
    for (const [index, q] of questions.entries()) {
      for (const file of q.files) await staffContentCalls.addQuestionFile(projectId, saved.id, index + 1, file)
    }
    return saved
  }

  return (
    <form
      className={styles.item}
      aria-label={request ? t`Information Request ${request.number}` : t`New information request`}
      onSubmit={(e) => {
        e.preventDefault()
        step.run(save, t`The information request is saved, unpublished.`, onClose)
      }}
    >
      <LeaveGuard when={changed} />
      <LazyRichTextEditor id="request-preamble" label={<Trans>Preamble</Trans>} value={preamble} readOnly={step.pending} onChange={setPreamble} />
      {questions.map((q, index) => (
        <fieldset key={index} className={styles.question}>
          <legend>
            <Trans>Question {index + 1}</Trans>
          </legend>
          <LazyRichTextEditor
            id={`request-question-${index + 1}`}
            label={<Trans>Text of question {index + 1}</Trans>}
            value={q.text}
            readOnly={step.pending}
            required
            onChange={(text) => change(index, { text })}
          />
          {request?.questions[index]?.attachments.map((a) => (
            <p key={a.documentId}>
              {a.fileName}{' '}
              <LinkButton
                aria-label={t`Remove ${a.fileName}`}
                onClick={() => step.run(() => staffContentCalls.removeFile(projectId, request.informationRequestId, a.documentId), t`Removed ${a.fileName}.`)}
              >
                <Trans>Remove</Trans>
              </LinkButton>
            </p>
          ))}
          <FileDropZone
            slot={ANSWER_ATTACHMENT_SLOT}
            files={q.files}
            onChange={(files) => change(index, { files })}
            label={t`Files for question ${index + 1}`}
            disabled={step.pending}
          />
          {questions.length > 1 && (
            <LinkButton onClick={() => setQuestions((qs) => qs.filter((_, i) => i !== index))}>
              <Trans>Remove question {index + 1}</Trans>
            </LinkButton>
          )}
        </fieldset>
      ))}
      <p>
        <LinkButton onClick={() => setQuestions((qs) => [...qs, { text: '', files: [] }])}>
          <Trans>Add a question</Trans>
        </LinkButton>
      </p>
      <DeadlineField value={deadline} onChange={setDeadline} />
      <FormButtons submit={<Trans>Save unpublished</Trans>} disabled={step.pending || questions.some((q) => q.text.trim() === '')} onCancel={onClose} />
    </form>
  )
}

function SimplifiedForm({ projectId, step, onClose }: { projectId: string; step: Step; onClose: () => void }) {
  const { t } = useLingui()
  const [deadline, setDeadline] = useState('')
  const [files, setFiles] = useState<File[]>([])
  const save = async () => {
    const saved = await staffContentCalls.createSimplified(projectId, deadline || null)
    for (const file of files) await staffContentCalls.addSimplifiedFile(projectId, saved.id, file)
  }
  return (
    <form
      className={styles.item}
      aria-label={t`New simplified request`}
      onSubmit={(e) => {
        e.preventDefault()
        step.run(save, t`The information request is saved, unpublished.`, onClose)
      }}
    >
      <LeaveGuard when={files.length > 0 || deadline !== ''} />
      <FileDropZone slot={ANSWER_ATTACHMENT_SLOT} files={files} onChange={setFiles} label={t`The request’s documents`} disabled={step.pending} />
      <DeadlineField value={deadline} onChange={setDeadline} />
      <FormButtons submit={<Trans>Save unpublished</Trans>} disabled={step.pending || files.length === 0} onCancel={onClose} />
    </form>
  )
}
