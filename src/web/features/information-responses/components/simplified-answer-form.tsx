// The answer to a simplified information request (spec §2 "/simplified-information-responses/{id}",
// §4): its questions are documents, and so is its answer. Files go one at a time, then the request
// is saved as a draft or submitted. Any other status says the request has been responded to.
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { ReactNode } from 'react'
import { Button } from '../../../components/ui/button'
import { showToast } from '../../../components/ui/toast'
import { useFormatDateTime } from '../../../lib/i18n'
import { canSaveDraft, canSubmitResponse, isAnswerable } from '../../../../shared/domain/information-responses'
import type { AnswersSaved } from '../../../../shared/schemas/information-response'
import { answerRequests } from '../api/answer-requests'
import { Agreements } from './agreements'
import { AnswerFiles } from './answer-files'
import type { AttachedFile } from './answer-files'
import { useSendFiles } from './use-send-files'
import styles from './information-responses.module.css'

interface Props {
  projectId: string
  request: { simplifiedInformationRequestId: string; number: number; status: string; deadline: string | null }
  /** The request's own documents, as the project page lists them. */
  questions: ReactNode
  /** The answer's files already sent. */
  responses: AttachedFile[]
  onChanged: () => Promise<void>
  onSubmitted: (saved: AnswersSaved) => void
}

export function SimplifiedAnswerForm({ projectId, request, questions, responses, onChanged, onSubmitted }: Props) {
  const formatDateTime = useFormatDateTime()
  const { t } = useLingui()
  const [queued, setQueued] = useState<File[]>([])
  const [agreed, setAgreed] = useState({ privacy: false, terms: false })
  const [busy, setBusy] = useState(false)
  const sendFiles = useSendFiles()
  const id = request.simplifiedInformationRequestId

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

  const facts = { agreeToPrivacy: agreed.privacy, agreeToTerms: agreed.terms, queuedFiles: queued.length }
  const save = async (publish: boolean) => {
    setBusy(true)
    try {
      const allSent = await sendFiles(
        queued.map((file) => ({ file })),
        ({ file }) => answerRequests.addSimplifiedFile(projectId, id, file),
        ({ file }) => setQueued((files) => files.filter((f) => f !== file)),
      )
      if (!allSent) {
        showToast(t`Encountered an issue.`, { kind: 'error' })
        await onChanged()
        return
      }
      const saved = await answerRequests.saveSimplified(projectId, id, publish)
      await onChanged()
      if (publish) {
        showToast(t`Answers submitted for review.`)
        onSubmitted(saved)
      } else {
        showToast(t`Draft answers saved.`)
      }
    } catch {
      showToast(t`Encountered an issue.`, { kind: 'error' })
    } finally {
      setBusy(false)
    }
  }

  const removeAttached = async (file: AttachedFile) => {
    setBusy(true)
    try {
      await answerRequests.removeSimplifiedFile(projectId, id, file.documentId)
      showToast(t`Attachment ${file.fileName} Removed.`)
      await onChanged()
    } catch {
      showToast(t`Encountered an issue.`, { kind: 'error' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      aria-labelledby="simplified-heading"
      onSubmit={(event) => {
        event.preventDefault()
        if (canSubmitResponse(facts)) void save(true)
      }}
    >
      <h2 id="simplified-heading">
        <Trans>Information Request {request.number}</Trans>
      </h2>
      {request.deadline && (
        <p className={styles.meta}>
          <Trans>Response due {formatDateTime(request.deadline)}</Trans>
        </p>
      )}
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
        queued={queued}
        onQueue={(added) => setQueued((files) => [...files, ...added])}
        onUnqueue={(index) => {
          setQueued((files) => files.filter((_, i) => i !== index))
          showToast(t`Removed file.`)
        }}
        onRemoveAttached={(file) => void removeAttached(file)}
        disabled={busy}
      />
      <Agreements privacy={agreed.privacy} terms={agreed.terms} disabled={busy} onChange={(change) => setAgreed((a) => ({ ...a, ...change }))} />
      <div className={styles.actions}>
        <Button variant="secondary" disabled={busy || !canSaveDraft(facts)} onClick={() => void save(false)}>
          <Trans>Save Draft</Trans>
        </Button>
        <Button type="submit" disabled={busy || !canSubmitResponse(facts)}>
          <Trans>Submit Response</Trans>
        </Button>
      </div>
    </form>
  )
}
