// Each kind of form draft's form model, migrate step and calls (DESIGN "Local-first drafts": a new
// kind of draft is a new form model and migrate step, not a new sync engine). The sync engine sends
// a form draft's submission and then its files through its kind's entry here.
import { commentBody, readCommentForm } from '../../../shared/comment-form/comment-form'
import { answersBody, readAnswerForm } from '../../../shared/answer-form/answer-form'
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
  /** Sends the form; its answer, and what the draft keeps of it when it is a success (a comment's receipt, an answer's review deadline). */
  submit: (
    draft: StoredFormDraft,
    attachmentCount: number,
  ) => Promise<{ answer: Answer; kept: Pick<StoredFormDraft, 'receipt'> | Pick<StoredFormDraft, 'answered'> | null }>
  /** Sends one file, with what the submission answered when the files follow it (a comment's receipt). */
  upload: (draft: StoredFormDraft, receipt: FormDraftReceipt | null, file: StoredAttachment & { blob: Blob }) => Promise<Answer>
}

/** A visitor's own work goes without the session of whoever is signed in now. */
const clientOf = (draft: StoredFormDraft) => (draft.userId === ANONYMOUS_OWNER ? anonymousSyncApi : syncApi)

function multipart(file: StoredAttachment & { blob: Blob }) {
  const form = new FormData()
  form.append('file', new File([file.blob], file.fileName, { type: file.contentType }))
  return { body: form as never, bodySerializer: (body: unknown) => body as FormData }
}

function answerForm(stored: unknown) {
  const form = readAnswerForm(stored)
  if (!form) throw new DraftUnreadable('not-a-form')
  return form
}

/** What an answer's sending keeps: the review deadline the registry gives it. */
function answered(answer: Answer) {
  if (answer === 'unreachable' || answer.status !== 200) return { answer, kept: null }
  return { answer, kept: { answered: { reviewDeadline: (answer.body as { reviewDeadline: string | null }).reviewDeadline } } }
}

/** The request an answer draft answers: its id is the draft's facts' requestId. */
const requestOf = (draft: StoredFormDraft) => draft.facts.requestId ?? ''

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
      if (answer === 'unreachable' || answer.status !== 200) return { answer, kept: null }
      const { commentId, commentNumber, uploadToken } = answer.body as FormDraftReceipt
      return { answer, kept: { receipt: { commentId, commentNumber, uploadToken } } }
    },
    upload(draft, receipt, file) {
      return call(
        clientOf(draft).POST('/api/uploads/add-comment-document/{projectId}/{commentId}', {
          params: { path: { projectId: draft.projectId, commentId: receipt?.commentId ?? '' }, header: { 'Upload-Token': receipt?.uploadToken ?? '' } },
          ...multipart(file),
        }),
      )
    },
  },
  answer: {
    migrate: answerForm,
    async submit(draft) {
      const ids = { projectId: draft.projectId, informationRequestId: requestOf(draft) }
      return answered(
        await call(
          syncApi.PUT('/api/projects/{projectId}/information-requests/{informationRequestId}', {
            params: { path: ids },
            body: answersBody(answerForm(draft.form), ids),
          }),
        ),
      )
    },
    upload(draft, _receipt, file) {
      const path = { projectId: draft.projectId, informationRequestId: requestOf(draft), questionNumber: String(file.questionNumber ?? 1) }
      return call(
        syncApi.POST('/api/uploads/add-information-request-document/{projectId}/{informationRequestId}/answer/{questionNumber}', {
          params: { path },
          ...multipart(file),
        }),
      )
    },
  },
  'simplified-answer': {
    migrate: answerForm,
    async submit(draft) {
      const path = { projectId: draft.projectId, simplifiedId: requestOf(draft) }
      const { publish } = answerForm(draft.form)
      return answered(
        await call(
          syncApi.PUT('/api/projects/{projectId}/simplified-information-requests/{simplifiedId}', {
            params: { path },
            body: { projectId: path.projectId, simplifiedInformationRequestId: path.simplifiedId, publish },
          }),
        ),
      )
    },
    upload(draft, _receipt, file) {
      const path = { projectId: draft.projectId, simplifiedId: requestOf(draft) }
      return call(
        syncApi.POST('/api/uploads/add-simplified-information-request-document/{projectId}/{simplifiedId}/answer', { params: { path }, ...multipart(file) }),
      )
    },
  },
}
