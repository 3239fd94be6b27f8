// The comment being written on this device (lib/db/form-drafts-store): the one left unsent by an
// earlier visit is taken up again, else a new one starts with its own clientCommentId. What is typed
// is kept within 300 ms, and at once when the page is hidden or left, so a reload or a closed tab
// loses nothing; files are kept with it as they are chosen. Submit queues it for the sync engine,
// which sends it now or when the connection returns.
import { useCallback, useMemo, useRef, useState } from 'react'
import { emptyCommentForm, hasCommentEntries, readCommentForm } from '../../../../shared/comment-form/comment-form'
import type { CommentForm } from '../../../../shared/comment-form/comment-form'
import { formDraftsStore, unsentFormDraft, useFormDraftFiles, useFormDraftsOf } from '../../../lib/db/form-drafts-store'
import type { StoredFormDraft } from '../../../lib/db/form-drafts-store'
import { markPendingForms } from '../../../lib/drafts/pending-forms'
import { sendWaitingWork } from '../../../lib/drafts/send-waiting-work'
import type { Locale } from '../../../lib/i18n'
import { useFlushOnLeave } from '../../../lib/drafts/use-flush-on-leave'
import { useEditsInFlight } from '../../../lib/drafts/use-edits-in-flight'

const SAVE_AFTER_MS = 300

interface Options {
  projectId: string
  owner: string
  panelReview: boolean
  language: Locale
}

export function useCommentDraft({ projectId, owner, panelReview, language }: Options) {
  const drafts = useFormDraftsOf(projectId, owner)
  // A new comment's id and times, made once when the form opens; the fill time counts on a clock
  // that changes of the device's time cannot move.
  const [fresh] = useState(() => ({ draftId: crypto.randomUUID(), startedAt: Date.now(), clock: performance.now() }))
  // Which comment this form holds, decided once the device's drafts are read: the one left unsent, or a new one.
  const [opened, setOpened] = useState<{ draftId: string; startedAt: number } | null>(null)
  const [form, setForm] = useState<CommentForm | null>(null)
  if (opened === null && drafts !== undefined) {
    const unsent = drafts.find((d) => d.kind === 'comment' && d.submittedAt === null)
    const resumed = unsent ? readCommentForm(unsent.form) : null
    setOpened(unsent && resumed ? { draftId: unsent.draftId, startedAt: unsent.openedAt } : fresh)
    setForm(resumed ?? emptyCommentForm())
  }
  const draftId = opened?.draftId ?? null
  const latest = useRef<CommentForm | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const files = useFormDraftFiles(draftId)
  const stored = drafts?.find((d) => d.draftId === draftId)

  const record = useCallback(
    (next: CommentForm): StoredFormDraft | null =>
      draftId
        ? unsentFormDraft({
            draftId,
            kind: 'comment',
            projectId,
            userId: owner,
            form: next,
            facts: { panelReview, language },
            openedAt: opened?.startedAt ?? fresh.startedAt,
          })
        : null,
    [draftId, opened, fresh, projectId, owner, panelReview, language],
  )

  const { editing: dirty, edit, kept } = useEditsInFlight(stored)
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
    (patch: Partial<CommentForm>) => {
      setForm((current) => {
        if (!current) return current
        const next = { ...current, ...patch }
        // Kept once something is entered (or the comment is already on this device).
        if (hasCommentEntries(next) || stored) {
          latest.current = next
          edit()
          // Not pushed back by further typing: an edit is on the device within SAVE_AFTER_MS.
          timer.current ??= setTimeout(() => void flush(), SAVE_AFTER_MS)
        }
        return next
      })
    },
    [flush, stored, edit],
  )

  /** Keeps the chosen files with the comment (the comment is kept first, entered or not). */
  const addFiles = useCallback(
    async (chosen: readonly File[]) => {
      if (!draftId || !form) return
      latest.current = latest.current ?? form
      await flush()
      await formDraftsStore.addChosen(draftId, 'comment', chosen)
    },
    [draftId, form, flush],
  )

  /** Queues the comment, as it is now, for the sync engine and asks it to send. */
  const submit = useCallback(
    async (final: CommentForm) => {
      if (!draftId) return
      latest.current = final
      await flush()
      await formDraftsStore.submit(draftId, performance.now() - fresh.clock)
      markPendingForms(true)
      sendWaitingWork()
    },
    [draftId, flush, fresh],
  )

  return useMemo(
    () => ({
      loaded: form !== null && files !== undefined,
      draftId,
      form,
      files: files ?? [],
      stored,
      saved: !!stored && !dirty,
      /** Written or chosen on this device and not yet submitted: leaving asks first. */
      unsent: dirty || (!!stored && !stored.submittedAt),
      change,
      addFiles,
      removeFile: formDraftsStore.removeFile,
      submit,
    }),
    [form, files, draftId, stored, dirty, change, addFiles, submit],
  )
}
