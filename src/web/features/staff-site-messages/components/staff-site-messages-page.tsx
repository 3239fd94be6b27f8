// Site messages: write the home page's message in English and French (the allowed rich text), with
// its expiry, see it as visitors will before saving, then publish or withdraw it. Editing a message
// fills the form with it.
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { FormEvent } from 'react'
import { LazyRichTextEditor } from '../../../components/rich-text/lazy-rich-text-editor'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { LeaveGuard, useChangedSince } from '../../../components/ui/leave-guard'
import { SanitizedHtml } from '../../../components/ui/sanitized-html'
import styles from '../../../components/staff/staff.module.css'
import { ApiError } from '../../../lib/api-client'
import { StaffActionResult } from '../../../components/staff/staff-action'
import { useStaffMutation } from '../../../components/staff/use-staff-mutation'
import { useLocale } from '../../../lib/i18n'
import { formatDate, formatDateTime, yukonDay, yukonInstant } from '../../../../shared/domain/dates'
import { staffSiteMessageCalls } from '../api/staff-site-messages-api'
import type { StaffSiteMessage } from '../api/staff-site-messages-api'

interface Draft {
  messageId: string | null
  title: string
  body: string
  titleFr: string
  bodyFr: string
  expiryDate: string
}

const EMPTY: Draft = { messageId: null, title: '', body: '', titleFr: '', bodyFr: '', expiryDate: '' }

/** The day before the stored expiry moment is the last day shown; the form names the day it stops. */
const draftOf = (m: StaffSiteMessage): Draft => ({
  messageId: m.messageId,
  title: m.title,
  body: m.body,
  titleFr: m.titleFr ?? '',
  bodyFr: m.bodyFr ?? '',
  expiryDate: m.expiryDate ? yukonDay(new Date(m.expiryDate)) : '',
})

export function StaffSiteMessagesPage({ messages }: { messages: StaffSiteMessage[] }) {
  const { t } = useLingui()
  const locale = useLocale()
  const [draft, setDraft] = useState<Draft>(EMPTY)
  const [formKey, setFormKey] = useState(0)
  const mutation = useStaffMutation((failed, _, common) => {
    if (!(failed instanceof ApiError && failed.status === 400)) return common.unsaved
    if (failed.userMessage === 'Write the message.') return t`Write the message.`
    if (failed.userMessage === 'Choose an expiry date after today.') return t`Choose an expiry date after today.`
    if (failed.userMessage === 'Give the French message both a title and a text, or neither.')
      return t`Give the French message both a title and a text, or neither.`
    return common.invalid
  })
  const changed = useChangedSince(draft, formKey)
  const set = (fields: Partial<Draft>) => setDraft((d) => ({ ...d, ...fields }))
  const edit = (next: Draft) => {
    setDraft(next)
    setFormKey((k) => k + 1)
  }

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const input = { title: draft.title, body: draft.body, titleFr: draft.titleFr || null, bodyFr: draft.bodyFr || null, expiryDate: draft.expiryDate || null }
    const id = draft.messageId
    mutation.mutate({
      run: () => (id ? staffSiteMessageCalls.update(id, input) : staffSiteMessageCalls.create(input)),
      doneMessage: id ? t`The message “${draft.title}” was saved.` : t`The message “${draft.title}” was saved. Publish it to show it on the home page.`,
      after: () => edit(EMPTY),
    })
  }

  return (
    <>
      <StaffActionResult action={mutation} />
      <section className={styles.panel}>
        <h2>{draft.messageId ? <Trans>Edit the message</Trans> : <Trans>New message</Trans>}</h2>
        <form key={formKey} onSubmit={save} data-testid="site-message-form">
          <LeaveGuard when={changed} />
          <Field id="site-message-title" label={<Trans>Title</Trans>} required>
            {(control) => <input {...control} value={draft.title} maxLength={200} required onChange={(e) => set({ title: e.target.value })} />}
          </Field>
          <LazyRichTextEditor id="site-message-body" label={<Trans>Message</Trans>} value={draft.body} onChange={(body) => set({ body })} required />
          <Field
            id="site-message-title-fr"
            label={<Trans>Title in French</Trans>}
            hint={<Trans>Leave the French title and message empty to show the English message to French readers.</Trans>}
          >
            {(control) => <input {...control} lang="fr" value={draft.titleFr} maxLength={200} onChange={(e) => set({ titleFr: e.target.value })} />}
          </Field>
          <LazyRichTextEditor id="site-message-body-fr" label={<Trans>Message in French</Trans>} value={draft.bodyFr} onChange={(bodyFr) => set({ bodyFr })} />
          <Field id="site-message-expiry" label={<Trans>Stops showing on</Trans>} hint={<Trans>Leave empty to show the message until it is withdrawn.</Trans>}>
            {(control) => <input {...control} type="date" value={draft.expiryDate} onChange={(e) => set({ expiryDate: e.target.value })} />}
          </Field>
          <h3>
            <Trans>Preview</Trans>
          </h3>
          <div className={styles.panels} data-testid="site-message-preview">
            <article className={styles.panel} lang="en">
              <h4>{draft.title}</h4>
              <SanitizedHtml html={draft.body} />
            </article>
            <article className={styles.panel} lang="fr">
              <h4>{draft.titleFr || draft.title}</h4>
              <SanitizedHtml html={draft.titleFr ? draft.bodyFr : draft.body} />
            </article>
          </div>
          <div className={styles.row}>
            <Button type="submit" disabled={mutation.pending}>
              <Trans>Save message</Trans>
            </Button>
            {draft.messageId && (
              <Button variant="secondary" onClick={() => edit(EMPTY)}>
                <Trans>Cancel editing</Trans>
              </Button>
            )}
          </div>
        </form>
      </section>

      <h2>
        <Trans>Messages</Trans>
      </h2>
      {messages.length === 0 ? (
        <p>
          <Trans>No site messages yet.</Trans>
        </p>
      ) : (
        <div className={styles.panels}>
          {messages.map((m) => (
            <section key={m.messageId} className={styles.panel} data-testid="site-message" aria-labelledby={`site-message-${m.messageId}`}>
              <h3 id={`site-message-${m.messageId}`}>{m.title}</h3>
              <dl className={styles.facts}>
                <dt>
                  <Trans>Published</Trans>
                </dt>
                <dd>{m.publishedAt ? formatDateTime(new Date(m.publishedAt), locale) : t`Not published`}</dd>
                <dt>
                  <Trans>Stops showing on</Trans>
                </dt>
                <dd>{m.expiryDate ? formatDate(yukonInstant(m.expiryDate), locale) : '—'}</dd>
                <dt>
                  <Trans>French</Trans>
                </dt>
                <dd>{m.titleFr ?? t`None: French readers see the English message`}</dd>
              </dl>
              <div className={styles.row}>
                <Button variant="secondary" onClick={() => edit(draftOf(m))}>
                  <Trans>Edit</Trans>
                </Button>
                {m.publishedAt ? (
                  <Button
                    variant="secondary"
                    disabled={mutation.pending}
                    onClick={() =>
                      mutation.mutate({ run: () => staffSiteMessageCalls.unpublish(m.messageId), doneMessage: t`“${m.title}” is no longer shown.` })
                    }
                  >
                    <Trans>Unpublish</Trans>
                  </Button>
                ) : (
                  <Button
                    disabled={mutation.pending}
                    onClick={() =>
                      mutation.mutate({ run: () => staffSiteMessageCalls.publish(m.messageId), doneMessage: t`“${m.title}” is published on the home page.` })
                    }
                  >
                    <Trans>Publish</Trans>
                  </Button>
                )}
              </div>
            </section>
          ))}
        </div>
      )}
    </>
  )
}
