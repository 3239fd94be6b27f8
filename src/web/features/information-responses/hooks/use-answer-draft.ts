// The answer being written to an information request (or a simplified one) on this device, shared
// by both answer forms (lib/db/form-drafts-store): the one left unsent by an earlier visit is taken
// up again, else the answers the registry holds. What is typed is kept within 300 ms, and at once
// when the page is hidden or left, with the page's data, so that the form opens with no connection
// too; files are kept with it as they are chosen, each with its question. Save Draft and Submit
// Response queue it for the sync engine, which sends the files, then the answers, now or when the
// connection returns; the form then says how it went, and the device forgets its copy.
import { useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { initialAnswerForm, readAnswerForm } from '../../../../shared/answer-form/answer-form'
import type { AnswerForm } from '../../../../shared/answer-form/answer-form'
import { showToast } from '../../../components/ui/toast'
import { useConnectivity } from '../../../lib/connectivity'
import { formDraftsStore, unsentFormDraft, useFormDraft, useFormDraftFiles, useFormDraftsPending } from '../../../lib/db/form-drafts-store'
import type { KeptAnswer, StoredFormDraft } from '../../../lib/db/form-drafts-store'
import { onFormFileSent } from '../../../lib/drafts/form-draft-events'
import { markPendingForms } from '../../../lib/drafts/pending-forms'
import { sendWaitingWork } from '../../../lib/drafts/send-waiting-work'
import { useEditsInFlight } from '../../../lib/drafts/use-edits-in-flight'
import { useFlushOnLeave } from '../../../lib/drafts/use-flush-on-leave'
import { useLocale } from '../../../lib/i18n'
import { useSessionUser } from '../../../lib/session'

const SAVE_AFTER_MS = 300

interface Options {
  kind: 'answer' | 'simplified-answer'
  projectId: string
  requestId: string
  /** The questions and the answers the registry holds (none for a simplified request). */
  questions: readonly { questionNumber: number; answer: { text: string | null } | null }[]
  /** The page's data as read now, kept with the draft for a visit with no connection. */
  page: () => KeptAnswer[]
  /** Fetches the request again once the registry has the answers. */
  onChanged: () => Promise<unknown>
  onSubmitted: (answered: { reviewDeadline: string | null }) => void
  /** Asks the registry to remove one of the answer's files it already has. */
  removeSent: (file: { documentId: string; questionNumber?: number }) => Promise<unknown>
}

/** The device's id of one person's answer to one request: the same each time the form opens. */
export const answerDraftId = (kind: Options['kind'], requestId: string, owner: string) => `${kind}:${requestId}:${owner}`

export function useAnswerDraft({ kind, projectId, requestId, questions, page, onChanged, onSubmitted, removeSent }: Options) {
  const { t } = useLingui()
  const language = useLocale()
  const owner = useSessionUser()?.userId ?? ''
  const draftId = answerDraftId(kind, requestId, owner)
  const stored = useFormDraft(draftId)
  const files = useFormDraftFiles(draftId)
  const pending = useFormDraftsPending([draftId])
  const connectivity = useConnectivity()
  const [form, setForm] = useState<AnswerForm | null>(null)
  // Whether this form saw the answers go (sent from it, or waiting when it opened): only then does it say how it went and move on.
  const [sending, setSending] = useState(false)
  if (form === null && stored !== undefined) setForm((stored && readAnswerForm(stored.form)) || initialAnswerForm(questions))
  if (!sending && stored?.submittedAt && !stored.answered) setSending(true)
  // Refused (the registry's answer, or one of the files): the answers are the person's to change and send again.
  const refused = !!stored && !stored.submittedAt && stored.lastError !== null
  if (sending && refused) setSending(false)

  // The page's data is read when the answer is kept, not each time the page renders.
  const readPage = useRef(page)
  useEffect(() => {
    readPage.current = page
  }, [page])
  const latest = useRef<AnswerForm | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const { editing: dirty, edit, kept } = useEditsInFlight(stored)
  const [removing, setRemoving] = useState(false)

  const record = useCallback(
    (next: AnswerForm): StoredFormDraft =>
      unsentFormDraft({
        draftId,
        kind,
        projectId,
        userId: owner,
        form: next,
        facts: { panelReview: false, language, requestId },
        openedAt: Date.now(),
        answered: null,
        page: readPage.current(),
      }),
    [draftId, kind, projectId, owner, language, requestId],
  )

  const flush = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = undefined
    const next = latest.current
    latest.current = null
    const draft = next && record(next)
    if (draft) await formDraftsStore.save(draft)
    if (draft && !latest.current) kept(draft.updatedAt)
  }, [record, kept])

  useFlushOnLeave(flush)

  const change = useCallback(
    (patch: (current: AnswerForm) => Partial<AnswerForm>) => {
      setForm((current) => {
        if (!current) return current
        const next = { ...current, ...patch(current) }
        latest.current = next
        edit()
        // Not pushed back by further typing: an edit is on the device within SAVE_AFTER_MS.
        timer.current ??= setTimeout(() => void flush(), SAVE_AFTER_MS)
        return next
      })
    },
    [flush, edit],
  )

  /** Keeps the chosen files with the answer to a question (the answer is kept first). */
  const addFiles = useCallback(
    async (questionNumber: number | undefined, chosen: readonly File[]) => {
      if (!form) return
      latest.current = latest.current ?? form
      await flush()
      await formDraftsStore.addChosen(draftId, kind, chosen, questionNumber)
    },
    [draftId, kind, form, flush],
  )

  /** Queues the files and the answers, as Save Draft (publish false) or Submit Response, and asks the sync engine to send. */
  const send = useCallback(
    async (publish: boolean) => {
      if (!form) return
      latest.current = { ...form, publish }
      await flush()
      await formDraftsStore.submit(draftId, 0)
      markPendingForms(true)
      sendWaitingWork()
    },
    [draftId, form, flush],
  )

  /** Removes a file the registry has (with a connection only: it is the registry's now). */
  const removeAttached = useCallback(
    async (file: { documentId: string; fileName: string; questionNumber?: number }) => {
      setRemoving(true)
      try {
        await removeSent(file)
        showToast(t`Attachment ${file.fileName} Removed.`)
        await onChanged()
      } catch {
        showToast(t`Encountered an issue.`, { kind: 'error' })
      } finally {
        setRemoving(false)
      }
    },
    [removeSent, onChanged, t],
  )

  // The files as they go, while the form is on screen (spec §8).
  useEffect(
    () =>
      onFormFileSent((event) => {
        if (event.draftId !== draftId) return
        if (event.ok) showToast(t`Uploaded File: ${event.fileName}`)
        else showToast(t`File Upload Failed: ${event.fileName}`, { kind: 'error' })
      }),
    [draftId, t],
  )

  // The registry has the answers: the form says so and the device forgets its copy (sent while the form was away, it just forgets it).
  const answered = stored?.answered
  const handled = useRef<number | null>(null)
  useEffect(() => {
    if (!stored?.answered || handled.current === stored.submittedAt) return
    handled.current = stored.submittedAt
    const { answered: outcome, form: sent } = stored
    const publish = readAnswerForm(sent)?.publish ?? false
    const told = sending
    void (async () => {
      if (told) {
        await onChanged()
        showToast(publish ? t`Answers submitted for review.` : t`Draft answers saved.`)
      }
      await formDraftsStore.remove(draftId)
      setSending(false)
      if (told && publish) onSubmitted(outcome)
    })()
  }, [stored, sending, draftId, onChanged, onSubmitted, t])

  const submitted = !!stored?.submittedAt && !answered
  const waiting = submitted && (connectivity === 'offline' || pending?.[0]?.lastError === 'unreachable')

  return useMemo(
    () => ({
      loaded: form !== null && files !== undefined,
      form,
      queued: (files ?? []).filter((file) => file.state === 'staged'),
      /** Sent, or waiting on this device for the connection: not to be changed meanwhile. */
      submitted,
      busy: submitted || removing,
      waiting,
      refused,
      saved: !!stored && !dirty && !submitted,
      /** Written or chosen on this device and not yet given to the registry: leaving asks first. */
      unsent: dirty || (!!stored && !stored.submittedAt),
      change,
      addFiles,
      removeFile: formDraftsStore.removeFile,
      removeAttached,
      send,
    }),
    [form, files, submitted, removing, waiting, refused, stored, dirty, change, addFiles, removeAttached, send],
  )
}
