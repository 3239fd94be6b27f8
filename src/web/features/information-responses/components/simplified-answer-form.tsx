// The answer to a simplified information request (spec §2 "/simplified-information-responses/{id}",
// §4): its questions are documents, and so is its answer. The answer is kept on this device as it
// is written (hooks/use-answer-draft, as the other answer form) and sent, files one at a time, then
// the request saved as a draft or submitted, now or when the connection returns. Any other status
// says the request has been responded to.
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { LeaveGuard } from '../../../components/ui/leave-guard'
import { showToast } from '../../../components/ui/toast'
import { Loading } from '../../../components/ui/status-message'
import type { KeptAnswer } from '../../../lib/db/form-drafts-store'
import { isAnswerable } from '../../../../shared/domain/information-responses'
import { answerRequests } from '../api/answer-requests'
import { useAnswerDraft } from '../hooks/use-answer-draft'
import { AnswerActions, submitWhenAllowed } from './answer-actions'
import { AnswerFiles } from './answer-files'
import { AnswerHeading } from './answer-heading'
import type { AttachedFile } from './answer-files'
import styles from './information-responses.module.css'

interface Props {
  projectId: string
  request: { simplifiedInformationRequestId: string; number: number; status: string; deadline: string | null }
  /** The request's own documents, as the project page lists them. */
  questions: ReactNode
  /** The answer's files already sent. */
  responses: AttachedFile[]
  onChanged: () => Promise<unknown>
  onSubmitted: (answered: { reviewDeadline: string | null }) => void
  /** The page's data as read now, kept with the answer for a visit with no connection. */
  page: () => KeptAnswer[]
}

const NO_QUESTIONS: never[] = []

export function SimplifiedAnswerForm({ projectId, request, questions, responses, onChanged, onSubmitted, page }: Props) {
  const { t } = useLingui()
  const id = request.simplifiedInformationRequestId
  const draft = useAnswerDraft({
    kind: 'simplified-answer',
    projectId,
    requestId: id,
    questions: NO_QUESTIONS,
    page,
    onChanged,
    onSubmitted,
    removeSent: (file) => answerRequests.removeSimplifiedFile(projectId, id, file.documentId),
  })

  if (!isAnswerable(request.status)) {
    return (
      <section aria-labelledby="simplified-heading">
        <h2 id="simplified-heading">
          <Trans>Information Request {request.number}</Trans>
        </h2>
        <p className={styles.warning} role="note">
          <Trans>Information Request {request.number} has been responded to.</Trans>
        </p>
        {questions}
      </section>
    )
  }
  if (!draft.loaded) return <Loading label={<Trans>Opening the answer form…</Trans>} />

  return (
    <form
      aria-labelledby="simplified-heading"
      onSubmit={(event) => {
        event.preventDefault()
        submitWhenAllowed(draft)
      }}
    >
      <LeaveGuard when={draft.unsent} kept />
      <AnswerHeading id="simplified-heading" number={request.number} deadline={request.deadline} />
      <h3>
        <Trans>The request</Trans>
      </h3>
      {questions}
      <h3>
        <Trans>Your response</Trans>
      </h3>
      <AnswerFiles
        label={<Trans>Add files to your response</Trans>}
        attached={responses}
        queued={draft.queued}
        onQueue={(added) => void draft.addFiles(undefined, added)}
        onUnqueue={(fileId) => {
          void draft.removeFile(fileId)
          showToast(t`Removed file.`)
        }}
        onRemoveAttached={(file) => void draft.removeAttached(file)}
        disabled={draft.busy}
      />
      <AnswerActions draft={draft} />
    </form>
  )
}
