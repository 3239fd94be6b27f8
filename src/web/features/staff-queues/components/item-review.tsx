// One item of a review queue under review: what it is, its files (an answer's text and files
// question by question), and the decision its queue allows — publish, keep internal or publish a
// redacted version of a document; publish an answer; accept or decline (with a reason) an
// intervenor application; accept a proposal into Adequacy Review or return it (with a reason) — or
// leave it for further review; saved alone or followed by the next item waiting.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { ReviewFacts } from '../../../components/staff/review-facts'
import { DecisionForm, useReviewSave } from '../../../components/staff/decision-form'
import staffStyles from '../../../components/staff/staff.module.css'
import { SanitizedHtml } from '../../../components/ui/sanitized-html'
import { FileLink } from '../../../components/ui/file-link'
import type { ReviewQueueName } from '../../../../shared/schemas/staff-queues'
import { staffQueueCalls } from '../api/staff-queues-api'
import type { QueueItem } from '../api/staff-queues-api'
import { useQueueNames } from './queue-names'

type Decision = 'publish' | 'internal' | 'redacted' | 'accept' | 'decline' | 'return' | 'further-review'

const DECISIONS: Record<ReviewQueueName, Decision[]> = {
  documents: ['publish', 'internal', 'redacted', 'further-review'],
  answers: ['publish', 'further-review'],
  intervenors: ['accept', 'decline', 'further-review'],
  proposals: ['accept', 'return', 'further-review'],
}

/** The answers to a proposal at Proposal Check, which the staff project screens own (the route passes them). */
export interface ProposalCalls {
  accept: (projectId: string) => Promise<unknown>
  returnProposal: (projectId: string, reason: string) => Promise<unknown>
}

function decide(queue: ReviewQueueName, item: QueueItem, decision: Decision, reason: string, file: File | null, proposals: ProposalCalls): Promise<unknown> {
  const id = item.itemId
  if (decision === 'further-review') return staffQueueCalls.furtherReview(queue, id)
  if (queue === 'documents') {
    if (decision === 'redacted') return staffQueueCalls.publishRedacted(id, file!)
    return decision === 'internal' ? staffQueueCalls.markDocumentInternal(id) : staffQueueCalls.publishDocument(id)
  }
  if (queue === 'answers') return staffQueueCalls.publishAnswer(id)
  if (queue === 'intervenors') return decision === 'decline' ? staffQueueCalls.declineIntervenor(id, reason) : staffQueueCalls.acceptIntervenor(id)
  return decision === 'return' ? proposals.returnProposal(id, reason) : proposals.accept(id)
}

function FileList({ files }: { files: QueueItem['files'] }) {
  return (
    <ul className={staffStyles.files}>
      {files.map((f) => (
        <li key={f.documentId}>{f.uploadId ? <FileLink uploadId={f.uploadId}>{f.fileName}</FileLink> : f.fileName}</li>
      ))}
    </ul>
  )
}

/** What the proponent submitted, question by question, as the public will read it once published. */
function SubmittedAnswers({ questions }: { questions: QueueItem['questions'] }) {
  return (
    <ol className={staffStyles.panel} data-testid="submitted-answers">
      {questions.map((q) => (
        <li key={q.questionNumber} className={staffStyles.item}>
          <h3>
            <Trans>Question {q.questionNumber}</Trans>
          </h3>
          <SanitizedHtml html={q.text} />
          <h4>
            <Trans>Answer</Trans>
          </h4>
          {q.answer ? (
            <SanitizedHtml html={q.answer} />
          ) : (
            <p>
              <Trans>No written answer.</Trans>
            </p>
          )}
          {q.files.length > 0 ? (
            <FileList files={q.files} />
          ) : (
            <p>
              <Trans>No files.</Trans>
            </p>
          )}
        </li>
      ))}
    </ol>
  )
}

export function ItemReview({
  queue,
  item,
  pending,
  nextId,
  proposals,
  onDone,
}: {
  queue: ReviewQueueName
  item: QueueItem
  pending: number
  nextId: string | null
  proposals: ProposalCalls
  onDone: (next: string | null) => void
}) {
  const { t } = useLingui()
  const names = useQueueNames()
  const [decision, setDecision] = useState<Decision>(DECISIONS[queue][0]!)
  const [reason, setReason] = useState('')
  const [file, setFile] = useState<File | null>(null)

  const labels: Record<Decision, string> = {
    publish: queue === 'documents' ? t`Publish as Public` : t`Publish`,
    internal: t`Mark Internal`,
    redacted: t`Publish a redacted version`,
    accept: queue === 'proposals' ? t`Accept into Adequacy Review` : t`Accept`,
    decline: t`Decline`,
    return: t`Return to the proponent`,
    'further-review': t`Needs further review`,
  }
  const needsReason = decision === 'decline' || decision === 'return'
  const incomplete = (needsReason && !reason.trim()) || (decision === 'redacted' && !file)

  const { save, saving, error } = useReviewSave({
    decide: () => decide(queue, item, decision, reason.trim(), file, proposals),
    onSaved: (goNext) => onDone(goNext ? nextId : null),
    alreadyReviewed: t`This item has already been reviewed.`,
    refusal: (status) =>
      status === 415
        ? t`That file is not a kind of file documents are kept in, or its contents do not match its name.`
        : status === 413
          ? t`That file is too large.`
          : null,
  })

  return (
    <>
      <ReviewFacts from={item.from} receivedAt={item.receivedAt} reviewDueAt={item.reviewDueAt} needsFurtherReview={item.needsFurtherReview}>
        <dt>
          <Trans>Item</Trans>
        </dt>
        <dd>{names.subject(item)}</dd>
        <dt>
          <Trans>Project</Trans>
        </dt>
        <dd>
          <Link to="/projects/$projectId" params={{ projectId: item.projectId }}>{`${item.projectNumber ?? ''} · ${item.projectTitle}`}</Link>
        </dd>
        {queue !== 'proposals' && item.questions.length === 0 && (
          <>
            <dt>
              <Trans>Files</Trans>
            </dt>
            <dd>{item.files.length === 0 ? <Trans>None</Trans> : <FileList files={item.files} />}</dd>
          </>
        )}
      </ReviewFacts>
      {item.questions.length > 0 && <SubmittedAnswers questions={item.questions} />}

      <DecisionForm
        decisions={DECISIONS[queue].map((value) => [value, labels[value]] as const)}
        decision={decision}
        onDecision={setDecision}
        onSave={save}
        error={error}
        pending={pending}
        disabled={saving || incomplete}
      >
        {decision === 'redacted' && (
          <div className={staffStyles.row}>
            <label className={staffStyles.note}>
              <Trans>Redacted file (the public downloads only this one; the original stays for staff)</Trans>
              <input type="file" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
            </label>
          </div>
        )}
        {needsReason && (
          <div className={staffStyles.row}>
            <label className={staffStyles.note}>
              {decision === 'decline' ? <Trans>Reason (the applicant is told it)</Trans> : <Trans>Reason (the proponent is told it)</Trans>}
              <textarea value={reason} maxLength={4000} onChange={(e) => setReason(e.target.value)} />
            </label>
          </div>
        )}
      </DecisionForm>
    </>
  )
}
