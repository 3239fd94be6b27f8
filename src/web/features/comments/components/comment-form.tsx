// The comment form (spec public-registry §4 "Comments", §5, §8): an anonymous visitor names
// themself and gives an e-mail address or a phone number, and may name their company; a signed-in
// person only ticks the agreements, and posts as one of their organizations (a chooser when they have
// several), their single organization or company, or themself, optionally without their name shown.
// Text or at least one file; a panel review's form has files only. The comment is kept on this
// device as it is typed and sent by the drafts' sync engine, now or when the connection returns.
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import type { FormEvent, ReactNode } from 'react'
import { postingChoices, visitorOffersAnonymity } from '../../../../shared/comment-form/comment-form'
import { commentFieldIssues } from '../../../../shared/schemas/comment-submission'
import type { CommentFieldIssue } from '../../../../shared/schemas/comment-submission'
import { Agreements } from '../../../components/ui/agreements'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { LeaveGuard } from '../../../components/ui/leave-guard'
import { Loading } from '../../../components/ui/status-message'
import { useConnectivity } from '../../../lib/connectivity'
import { ANONYMOUS_OWNER, useFormDraftsPending } from '../../../lib/db/form-drafts-store'
import { useLocale } from '../../../lib/i18n'
import { useSessionUser } from '../../../lib/session'
import { validationMessage } from '../../../lib/validation-messages'
import { commenterQueries } from '../api/commenter-queries'
import { useCommentDraft } from '../hooks/use-comment-draft'
import { CommentFiles } from './comment-files'
import { submissionRefusal } from './comment-messages'
import styles from './comments.module.css'

export type CommentOutcome = { kind: 'sent'; commentNumber: string } | { kind: 'queued' }

interface Props {
  projectId: string
  panelReview: boolean
  onDone: (outcome: CommentOutcome) => void
  onCancel: () => void
}

const FIELD_MESSAGES = {
  'Attach at least one file': msg`Attach at least one file`,
  'Write a comment or attach at least one file': msg`Write a comment or attach at least one file`,
}

/** Who a signed-in person may post as; while their organizations are being read, nothing is offered. */
function usePosting(userId: string | null) {
  const organizations = useQuery({ ...commenterQueries.organizations(userId ?? ''), enabled: !!userId })
  const company = useQuery({ ...commenterQueries.company(userId ?? ''), enabled: !!userId })
  if (!userId || organizations.data === undefined || company.isPending) return null
  return postingChoices(organizations.data, company.data ?? null)
}

export function CommentForm({ projectId, panelReview, onDone, onCancel }: Props) {
  const { t, i18n } = useLingui()
  const id = useId()
  const locale = useLocale()
  const user = useSessionUser()
  const connectivity = useConnectivity()
  const posting = usePosting(user?.userId ?? null)
  const draft = useCommentDraft({ projectId, owner: user?.userId ?? ANONYMOUS_OWNER, panelReview, language: locale })
  const pending = useFormDraftsPending(draft.draftId ? [draft.draftId] : [])
  const [attempted, setAttempted] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  const { stored, form } = draft
  const submitted = !!stored?.submittedAt

  useEffect(() => heading.current?.focus(), [])

  // Sent (its files too), or kept for the connection's return: the form's work is over.
  useEffect(() => {
    if (!submitted || !stored || pending === undefined) return
    if (pending.length === 0 && stored.receipt) onDone({ kind: 'sent', commentNumber: stored.receipt.commentNumber })
    else if (!stored.receipt && (connectivity === 'offline' || pending[0]?.lastError === 'unreachable')) onDone({ kind: 'queued' })
  }, [submitted, stored, pending, connectivity, onDone])

  if (!draft.loaded || !form) return <Loading label={<Trans>Opening the comment form…</Trans>} />

  const signedIn = user !== null
  const postingAs = posting
    ? posting.chooser.length
      ? form.postingAs && posting.chooser.includes(form.postingAs)
        ? form.postingAs
        : posting.chooser[0]!
      : posting.fixed
    : null
  const body = { ...form, postingAs, attachmentCount: draft.files.length }
  const issues: CommentFieldIssue[] = attempted ? commentFieldIssues(body, { signedIn, panelReview }) : []
  const offersAnonymity = signedIn ? !!posting?.offersAnonymity : visitorOffersAnonymity(form)
  const issueOf = (field: CommentFieldIssue['field']) => {
    const issue = issues.find((i) => i.field === field)
    if (!issue) return undefined
    const known = FIELD_MESSAGES[issue.message as keyof typeof FIELD_MESSAGES]
    return known ? i18n._(known) : validationMessage(i18n, issue.message)
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setAttempted(true)
    if (commentFieldIssues(body, { signedIn, panelReview }).length > 0) return
    void draft.submit({ ...form, postingAs, anonymousComment: offersAnonymity && form.anonymousComment })
  }

  const text = (
    key: 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'companyName',
    label: ReactNode,
    options: { required?: boolean; type?: string; autoComplete: string; hint?: ReactNode },
  ) => (
    <Field id={`${id}-${key}`} label={label} required={options.required} hint={options.hint} error={issueOf(key as CommentFieldIssue['field'])}>
      {(control) => (
        <input
          {...control}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete}
          value={form[key]}
          disabled={submitted}
          onChange={(e) => draft.change({ [key]: e.target.value })}
        />
      )}
    </Field>
  )
  const refusal = !submitted && stored?.lastError ? submissionRefusal(i18n, stored.lastError) : null
  const anonymity = (
    <label className={styles.check}>
      <input type="checkbox" checked={form.anonymousComment} disabled={submitted} onChange={(e) => draft.change({ anonymousComment: e.target.checked })} />{' '}
      <span>
        <Trans>Do not display my name publicly</Trans>
      </span>
    </label>
  )

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`} data-testid="comment-form">
      <LeaveGuard when={draft.unsent} kept />
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1}>
        <Trans>Add a Comment</Trans>
      </h2>
      {refusal && (
        <p className={styles.alert} role="alert">
          {refusal}
        </p>
      )}
      {issues.length > 0 && (
        <p className={styles.alert} role="alert">
          <Trans>Please fill in the required fields listed below</Trans>
        </p>
      )}
      {signedIn ? (
        <div className={styles.identity}>
          <p>
            <Trans>
              Commenting as {user.firstName} {user.lastName}
            </Trans>
          </p>
          {posting && posting.chooser.length > 0 && (
            <Field id={`${id}-postingAs`} label={<Trans>Post on behalf of</Trans>}>
              {(control) => (
                <select {...control} value={postingAs ?? ''} disabled={submitted} onChange={(e) => draft.change({ postingAs: e.target.value })}>
                  {posting.chooser.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
          {posting?.fixed && (
            <p>
              <Trans>Posted on behalf of {posting.fixed}</Trans>
            </p>
          )}
          {offersAnonymity && anonymity}
        </div>
      ) : (
        <div className={styles.fields}>
          {text('firstName', <Trans>First name</Trans>, { required: true, autoComplete: 'given-name' })}
          {text('lastName', <Trans>Last name</Trans>, { required: true, autoComplete: 'family-name' })}
          {text('email', <Trans>E-mail</Trans>, {
            type: 'email',
            autoComplete: 'email',
            hint: <Trans>An e-mail address or a phone number is required.</Trans>,
          })}
          {text('phoneNumber', <Trans>Phone</Trans>, { type: 'tel', autoComplete: 'tel' })}
          {text('companyName', <Trans>Company (optional)</Trans>, { autoComplete: 'organization' })}
          {offersAnonymity && anonymity}
        </div>
      )}
      {/* A field people never see or reach; whatever fills it is a script. */}
      <div className={styles.trap} aria-hidden="true">
        <label>
          {t`Website`}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" value={form.website} onChange={(e) => draft.change({ website: e.target.value })} />
        </label>
      </div>
      {!panelReview && (
        <Field id={`${id}-comment`} label={<Trans>Comment</Trans>} error={issueOf('comment')}>
          {(control) => (
            <textarea {...control} rows={8} value={form.comment} disabled={submitted} onChange={(e) => draft.change({ comment: e.target.value })} />
          )}
        </Field>
      )}
      <CommentFiles
        files={draft.files}
        onAdd={(picked) => void draft.addFiles(picked)}
        onRemove={(fileId) => void draft.removeFile(fileId)}
        panelReview={panelReview}
        disabled={submitted}
        commentError={panelReview ? issueOf('comment') : undefined}
      />
      <Agreements
        privacy={form.agreeToPrivacy}
        terms={form.agreeToTerms}
        // Only the box that changed: the draft's copy of the other may not be drawn yet, and sending
        // it would untick a box ticked a moment before.
        onChange={({ privacy, terms }) => draft.change(privacy !== form.agreeToPrivacy ? { agreeToPrivacy: privacy } : { agreeToTerms: terms })}
        legend={<Trans>Agreements</Trans>}
        className={styles.agreements}
        checkClassName={styles.check}
        disabled={submitted}
        errors={{ privacy: issueOf('agreeToPrivacy'), terms: issueOf('agreeToTerms'), className: styles.error }}
      />
      {/* In place while the comment is written, its words or not: Submit does not move as each
          edit takes them away and keeping it brings them back (a press aimed at it would land on
          this line), and a live region there before its words is one screen readers announce. */}
      {!submitted && (
        <p className={`${styles.muted} ${styles.draftStatus}`} role="status" data-testid="comment-draft-status">
          {draft.saved && t({ message: 'Saved on this device', context: 'draft' })}
        </p>
      )}
      {submitted ? (
        <Loading label={<Trans>Sending your comment…</Trans>} />
      ) : (
        <div className={styles.actions}>
          <Button type="submit">
            <Trans>Submit</Trans>
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      )}
    </form>
  )
}
