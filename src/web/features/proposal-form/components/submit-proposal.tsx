// The end of both proposal forms' part 8: after a submit attempt, the earlier parts that still lack
// required fields, each a way back to that part, then 'Submit proposal' (the page submits, or with
// no connection keeps the submit in the outbox until it returns).
import { Trans, useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Button } from '../../../components/ui/button'
import styles from './form-fields.module.css'

interface Props {
  /** True after a submit attempt. */
  showErrors: boolean
  /** The parts that lack something a submit needs, in order. */
  missingParts: readonly number[]
  /** The form's part titles. */
  titles: Record<number, MessageDescriptor>
  onGoToPart: (part: number) => void
  onSubmit: () => void
  submitting?: boolean
}

export function SubmitProposal({ showErrors, missingParts, titles, onGoToPart, onSubmit, submitting }: Props) {
  const { i18n } = useLingui()
  return (
    <>
      {showErrors && missingParts.length > 0 && (
        <div className={styles.banner} role="alert">
          <p>
            <Trans>There are required fields in previous sections that are not filled in:</Trans>
          </p>
          <ul>
            {missingParts.map((part) => (
              <li key={part}>
                <button type="button" className={styles.linkButton} onClick={() => onGoToPart(part)}>
                  <Trans>
                    Part {part}: {i18n._(titles[part]!)}
                  </Trans>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className={styles.submitRow}>
        <Button onClick={onSubmit} disabled={submitting} aria-busy={submitting || undefined}>
          <Trans>Submit proposal</Trans>
        </Button>
      </div>
    </>
  )
}
