// The comments this browser sent or holds for the project, for the person who wrote them (spec §4:
// a new comment waits for review, unseen by the public): "Awaiting review" once the registry has
// it, the drafts' words while it waits to go, and the reason when it was not taken. Each is
// forgotten on this device once the public list holds it. The files' toasts ("Uploaded File",
// "File Upload Failed") are said here, whether the form is still open or not.
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { readCommentForm } from '../../../../shared/comment-form/comment-form'
import { SessionEnded } from '../../../components/session-ended/session-ended'
import { showToast } from '../../../components/ui/toast'
import { useConnectivity } from '../../../lib/connectivity'
import { ANONYMOUS_OWNER, formDraftsStore, useFormDraftFiles, useFormDraftsOf, useFormDraftsPending } from '../../../lib/db/form-drafts-store'
import type { StoredFormDraft } from '../../../lib/db/form-drafts-store'
import type { OutboxRecord } from '../../../lib/db/local-db'
import { LOGIN_NEEDED } from '../../../lib/drafts/refusal-reason'
import { onFormFileSent } from '../../../lib/drafts/form-draft-events'
import { useSessionUser } from '../../../lib/session'
import { sendWaitingWork } from '../../../lib/drafts/send-waiting-work'
import { submissionRefusal } from './comment-messages'
import styles from './comments.module.css'

const EXCERPT = 300

function Status({ draft, pending }: { draft: StoredFormDraft; pending: OutboxRecord[] }) {
  const { t, i18n } = useLingui()
  const connectivity = useConnectivity()
  if (draft.lastError === LOGIN_NEEDED) return <SessionEnded />
  if (!draft.submittedAt && draft.lastError) return <Trans>Not sent: {submissionRefusal(i18n, draft.lastError)}</Trans>
  if (pending.length > 0)
    return connectivity === 'offline' || pending[0]?.lastError === 'unreachable'
      ? t`Waiting for connection`
      : t({ message: 'Saved on this device', context: 'draft' })
  return (
    <span className={styles.badge}>
      <Trans>Awaiting review</Trans>
    </span>
  )
}

export function OwnComments({ projectId, published }: { projectId: string; published: readonly string[] }) {
  const { t } = useLingui()
  const owner = useSessionUser()?.userId ?? ANONYMOUS_OWNER
  const drafts = useFormDraftsOf(projectId, owner)
  const shown = (drafts ?? []).filter((d) => d.submittedAt !== null || d.receipt !== null || (d.lastError !== null && d.lastError !== LOGIN_NEEDED))
  const pending = useFormDraftsPending(shown.map((d) => d.draftId))

  // Published: the public list has it, so this device has nothing more to keep.
  const publishedKey = published.join(',')
  useEffect(() => {
    const ids = new Set(publishedKey.split(','))
    for (const draft of drafts ?? []) if (draft.receipt && ids.has(draft.receipt.commentId)) void formDraftsStore.remove(draft.draftId)
  }, [drafts, publishedKey])

  // A comment kept for the connection's return goes as soon as this page can send it.
  const waiting = shown.some((d) => d.submittedAt !== null && (d.syncState !== 'synced' || d.receipt === null))
  useEffect(() => {
    if (waiting) sendWaitingWork()
  }, [waiting])

  useEffect(
    () =>
      onFormFileSent(({ fileName, ok }) => {
        if (ok) showToast(t`Uploaded File: ${fileName}`)
        else showToast(t`File Upload Failed: ${fileName}`, { kind: 'error' })
      }),
    [t],
  )

  if (shown.length === 0) return null
  return (
    <section className={styles.own} aria-labelledby="own-comments">
      <h2 id="own-comments">
        <Trans>Your comments on this device</Trans>
      </h2>
      <ul>
        {shown.map((draft) => {
          const form = readCommentForm(draft.form)
          const text = form?.comment.trim() ?? ''
          return (
            <li key={draft.draftId} className={styles.ownItem} data-testid="own-comment">
              <p>
                <Status draft={draft} pending={(pending ?? []).filter((e) => e.projectId === draft.draftId)} />
                {draft.receipt && <strong>{draft.receipt.commentNumber}</strong>}
              </p>
              {text && !draft.facts.panelReview && <p>{text.length > EXCERPT ? `${text.slice(0, EXCERPT)}…` : text}</p>}
              <OwnFiles draftId={draft.draftId} />
            </li>
          )
        })}
      </ul>
    </section>
  )
}

function OwnFiles({ draftId }: { draftId: string }) {
  const files = useFormDraftFiles(draftId)
  if (!files?.length) return null
  return <p className={styles.muted}>{files.map((f) => f.fileName).join(', ')}</p>
}
