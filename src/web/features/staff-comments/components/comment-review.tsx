// One comment under review: its original text, where the reviewer selects passages to withhold
// (each with its reason), the public copy as it will read, and the decision — publish, reject with
// a reason, or leave for further review — saved alone or followed by the next comment waiting.
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { PublicCopy } from '../../../components/ui/public-copy'
import { ReviewFacts } from '../../../components/staff/review-facts'
import { DecisionForm, useReviewSave } from '../../../components/staff/decision-form'
import { publicCopyParts, redactionProblem } from '../../../../shared/domain/comment-review'
import type { Redaction, WithholdReason } from '../../../../shared/domain/comment-review'
import { staffCommentCalls } from '../api/staff-comments-api'
import type { ReviewComment as Comment } from '../api/staff-comments-api'
import { useWithholdReasonNames } from '../../../lib/withhold-reasons'
import { WithholdReasonSelect } from '../../../components/staff/withhold-reason-select'
import { AttachmentRedaction } from './attachment-redaction'
import styles from './comment-review.module.css'
import staffStyles from '../../../components/staff/staff.module.css'

type Decision = 'publish' | 'reject' | 'further-review'
type Span = { start: number; end: number }

/** The passage of `container`'s text the reader has selected, by character offsets, or null. */
function selectedSpan(container: HTMLElement): Span | null {
  const selection = document.getSelection()
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null
  const range = selection.getRangeAt(0)
  if (!container.contains(range.startContainer) || !container.contains(range.endContainer)) return null
  const before = document.createRange()
  before.setStart(container, 0)
  before.setEnd(range.startContainer, range.startOffset)
  const start = before.toString().length
  return { start, end: start + range.toString().length }
}

/** The original, with the withheld passages marked. Its text is exactly the original's, so offsets hold. */
function Original({ text, redactions, names }: { text: string; redactions: Redaction[]; names: Record<WithholdReason, string> }) {
  const parts = []
  let at = 0
  for (const r of [...redactions].sort((a, b) => a.start - b.start)) {
    parts.push(text.slice(at, r.start))
    parts.push(
      <mark key={r.start} title={names[r.reason]}>
        {text.slice(r.start, r.end)}
      </mark>,
    )
    at = r.end
  }
  parts.push(text.slice(at))
  return <>{parts}</>
}

export function CommentReview({
  comment,
  nextId,
  pending,
  onDone,
}: {
  comment: Comment
  nextId: string | null
  pending: number
  onDone: (next: string | null) => void
}) {
  const { t } = useLingui()
  const names = useWithholdReasonNames()
  const original = useRef<HTMLDivElement>(null)
  const [selection, setSelection] = useState<Span | null>(null)
  const [reason, setReason] = useState<WithholdReason>('personal-information')
  const [redactions, setRedactions] = useState<Redaction[]>([])
  const [problem, setProblem] = useState<string | null>(null)
  const [decision, setDecision] = useState<Decision>('publish')
  const [rejectReason, setRejectReason] = useState<WithholdReason>('personal-information')
  const [note, setNote] = useState('')

  // A tap on a button may clear the selection on a tablet: the last one inside the text is kept.
  useEffect(() => {
    const track = () => {
      if (original.current) setSelection(selectedSpan(original.current))
    }
    document.addEventListener('selectionchange', track)
    return () => document.removeEventListener('selectionchange', track)
  }, [])

  const withhold = () => {
    if (!selection) return setProblem(t`Select a passage of the comment first.`)
    const next = [...redactions, { ...selection, reason }]
    if (redactionProblem(comment.originalText, next)) return setProblem(t`That passage overlaps one already withheld.`)
    setProblem(null)
    setRedactions(next)
    setSelection(null)
    document.getSelection()?.removeAllRanges()
  }

  const { save, saving, error } = useReviewSave({
    decide: () =>
      decision === 'publish'
        ? staffCommentCalls.publish(comment.commentId, { redactions })
        : decision === 'reject'
          ? staffCommentCalls.reject(comment.commentId, { reason: rejectReason, ...(note.trim() ? { note: note.trim() } : {}) })
          : staffCommentCalls.furtherReview(comment.commentId),
    onSaved: (goNext) => onDone(goNext ? nextId : null),
    alreadyReviewed: t`This comment has already been reviewed.`,
  })
  const reviewable = comment.state === 'unreviewed'
  const needsNote = decision === 'reject' && rejectReason === 'other' && !note.trim()

  return (
    <>
      <ReviewFacts from={comment.authorName} receivedAt={comment.receivedAt} reviewDueAt={comment.reviewDueAt} needsFurtherReview={comment.needsFurtherReview}>
        <WriterFacts writer={comment.writer} />
        <dt>
          <Trans>Attachments</Trans>
        </dt>
        <dd>
          <AttachmentRedaction comment={comment} />
        </dd>
      </ReviewFacts>

      <div className={styles.columns}>
        <section className={staffStyles.panel} aria-labelledby="original-heading">
          <h2 id="original-heading">
            <Trans>Original text</Trans>
          </h2>
          <div ref={original} className={styles.text} data-testid="comment-original">
            <Original text={comment.originalText} redactions={redactions} names={names} />
          </div>
          {reviewable && (
            <div className={staffStyles.row}>
              <WithholdReasonSelect label={<Trans>Reason</Trans>} value={reason} onChange={setReason} />
              <Button variant="secondary" onMouseDown={(e) => e.preventDefault()} onClick={withhold}>
                <Trans>Withhold selected text</Trans>
              </Button>
            </div>
          )}
          {problem && <p role="alert">{problem}</p>}
          {redactions.length > 0 && (
            <ul className={styles.withheld} aria-label={t`Withheld passages`}>
              {redactions.map((r) => (
                <li key={r.start}>
                  <q>{comment.originalText.slice(r.start, r.end)}</q> — {names[r.reason]}{' '}
                  <Button variant="secondary" onClick={() => setRedactions(redactions.filter((x) => x !== r))}>
                    <Trans>Restore</Trans>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className={staffStyles.panel} aria-labelledby="preview-heading">
          <h2 id="preview-heading">
            <Trans>Public copy</Trans>
          </h2>
          <div className={styles.text} data-testid="comment-public-preview">
            <PublicCopy parts={publicCopyParts(comment.originalText, redactions)} />
          </div>
        </section>
      </div>

      {reviewable ? (
        <DecisionForm
          decisions={[
            ['publish', t`Publish`],
            ['reject', t`Reject`],
            ['further-review', t`Needs further review`],
          ]}
          decision={decision}
          onDecision={setDecision}
          onSave={save}
          error={error}
          pending={pending}
          disabled={saving || needsNote}
        >
          {decision === 'reject' && (
            <div className={staffStyles.row}>
              <WithholdReasonSelect label={<Trans>Reason for rejecting</Trans>} value={rejectReason} onChange={setRejectReason} />
              <label className={staffStyles.note}>
                <Trans>Note (required for “Other”)</Trans>
                <textarea value={note} maxLength={4000} onChange={(e) => setNote(e.target.value)} />
              </label>
            </div>
          )}
        </DecisionForm>
      ) : (
        <p role="status">
          <Trans>This comment has already been reviewed.</Trans>
        </p>
      )}
    </>
  )
}

/** Who wrote it beyond their name: the office reads the contact to answer them, and publishes as they asked. */
function WriterFacts({ writer }: { writer: Comment['writer'] }) {
  return (
    <>
      <dt>
        <Trans>Posted on behalf of</Trans>
      </dt>
      <dd>{writer.postingAs ?? <Trans>Themself</Trans>}</dd>
      <dt>
        <Trans>Name shown publicly</Trans>
      </dt>
      <dd>{writer.anonymousComment ? <Trans>No: they asked that their name not be displayed publicly</Trans> : <Trans>Yes</Trans>}</dd>
      <dt>
        <Trans>Contact</Trans>
      </dt>
      <dd>
        {writer.email && <a href={`mailto:${writer.email}`}>{writer.email}</a>}
        {writer.email && writer.phoneNumber && ' · '}
        {writer.phoneNumber && <a href={`tel:${writer.phoneNumber.replace(/[^\d+]/g, '')}`}>{writer.phoneNumber}</a>}
        {!writer.email && !writer.phoneNumber && <Trans>None given</Trans>}
      </dd>
    </>
  )
}
