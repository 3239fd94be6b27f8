// Each kind of form draft's form model, migrate step and calls (DESIGN "Local-first drafts": a new
// kind of draft is a new form model and migrate step, not a new sync engine). The sync engine sends
// a form draft's submission and then its files through its kind's entry here.
import { commentBody, readCommentForm } from '../../../shared/comment-form/comment-form'
import { anonymousSyncApi, syncApi } from '../api-client'
import { ANONYMOUS_OWNER } from '../db/form-drafts-store'
import type { FormDraftKind, FormDraftReceipt, StoredFormDraft } from '../db/form-drafts-store'
import type { StoredAttachment } from '../db/local-db'
import { DraftUnreadable } from './draft-migrations'
import { call } from './sync-calls'
import type { Answer } from './sync-calls'

interface FormDraftKindCalls {
  /** Today's form, or throws DraftUnreadable. */
  migrate: (stored: unknown) => unknown
  /** Sends the form; its answer, and the receipt it carries when it is a success. */
  submit: (draft: StoredFormDraft, attachmentCount: number) => Promise<{ answer: Answer; receipt: FormDraftReceipt | null }>
  /** Sends one file with what the submission answered. */
  upload: (draft: StoredFormDraft, receipt: FormDraftReceipt, file: StoredAttachment & { blob: Blob }) => Promise<Answer>
}

/** A visitor's own work goes without the session of whoever is signed in now. */
const clientOf = (draft: StoredFormDraft) => (draft.userId === ANONYMOUS_OWNER ? anonymousSyncApi : syncApi)

export const formDraftKinds: Record<FormDraftKind, FormDraftKindCalls> = {
  comment: {
    migrate: (stored) => {
      const form = readCommentForm(stored)
      if (!form) throw new DraftUnreadable('not-a-form')
      return form
    },
    async submit(draft, attachmentCount) {
      const form = formDraftKinds.comment.migrate(draft.form) as ReturnType<typeof readCommentForm> & object
      const body = commentBody(form, {
        clientCommentId: draft.draftId,
        projectId: draft.projectId,
        signedIn: draft.userId !== ANONYMOUS_OWNER,
        panelReview: draft.facts.panelReview,
        attachmentCount,
        fillMilliseconds: draft.fillMilliseconds ?? 0,
        language: draft.facts.language,
      })
      const answer = await call(clientOf(draft).POST('/api/projects/submit-comment', { body }))
      if (answer === 'unreachable' || answer.status !== 200) return { answer, receipt: null }
      const { commentId, commentNumber, uploadToken } = answer.body as FormDraftReceipt
      return { answer, receipt: { commentId, commentNumber, uploadToken } }
    },
    upload(draft, receipt, file) {
      const form = new FormData()
      form.append('file', new File([file.blob], file.fileName, { type: file.contentType }))
      return call(
        clientOf(draft).POST('/api/uploads/add-comment-document/{projectId}/{commentId}', {
          params: { path: { projectId: draft.projectId, commentId: receipt.commentId }, header: { 'Upload-Token': receipt.uploadToken } },
          body: form as never,
          bodySerializer: (body: unknown) => body as FormData,
        }),
      )
    },
  },
}
