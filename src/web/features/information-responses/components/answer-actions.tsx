// The end of both answer forms (spec §5): the two agreements, Save Draft and Submit Response, and
// where the answer stands on this device (kept as typed; waiting for the connection once sent).
import { Trans, useLingui } from '@lingui/react/macro'
import { canSaveDraft, canSubmitResponse } from '../../../../shared/domain/information-responses'
import { formFacts } from '../../../../shared/answer-form/answer-form'
import { Button } from '../../../components/ui/button'
import type { useAnswerDraft } from '../hooks/use-answer-draft'
import { Agreements } from '../../../components/ui/agreements'
import styles from './information-responses.module.css'

export function AnswerActions({ draft }: { draft: ReturnType<typeof useAnswerDraft> }) {
  const { t } = useLingui()
  if (!draft.form) return null
  const facts = formFacts(draft.form, draft.queued.length)
  return (
    <>
      <Agreements
        privacy={draft.form.agreeToPrivacy}
        terms={draft.form.agreeToTerms}
        disabled={draft.busy}
        legend={<Trans>Before you save or submit, please agree to:</Trans>}
        className={styles.agreements}
        checkClassName={styles.check}
        onChange={({ privacy, terms }) => draft.change(() => ({ agreeToPrivacy: privacy, agreeToTerms: terms }))}
      />
      <div className={styles.actions}>
        <Button variant="secondary" disabled={draft.busy || !canSaveDraft(facts)} onClick={() => void draft.send(false)}>
          <Trans>Save Draft</Trans>
        </Button>
        <Button type="submit" disabled={draft.busy || !canSubmitResponse(facts)}>
          <Trans>Submit Response</Trans>
        </Button>
      </div>
      {draft.refused && (
        <p className={styles.warning} role="alert" data-testid="answer-refused">
          <Trans>Encountered an issue.</Trans>
        </p>
      )}
      {draft.waiting && (
        <p className={styles.warning} role="status" data-testid="answer-waiting">
          <Trans>There is no connection: your answers are kept on this device and will be sent when the connection returns.</Trans>
        </p>
      )}
      {draft.saved && (
        <p className={styles.meta} role="status" data-testid="answer-saved">
          {t({ message: 'Saved on this device', context: 'draft' })}
        </p>
      )}
    </>
  )
}

/** Submit Response, when the rules of §5 allow it (the form's submit, Enter included). */
export function submitWhenAllowed(draft: ReturnType<typeof useAnswerDraft>): void {
  if (draft.form && !draft.busy && canSubmitResponse(formFacts(draft.form, draft.queued.length))) void draft.send(true)
}
