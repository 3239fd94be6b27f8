// The decision form of every review (a comment, a queue's item): the decisions the item allows as
// radio buttons, what the decision chosen asks for (a reason, a file), why the last save was refused,
// then Save (the form's submit, back to the queue) and "Save and next", which goes on to the next
// item waiting and says how many wait.
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { ApiError } from '../../lib/api-client'
import { Button } from '../ui/button'
import { useDecidedRefusal } from './decided-refusal'
import { useStaffMutation } from './use-staff-mutation'
import styles from './staff.module.css'

interface ReviewSave {
  /** Sends the decision chosen. */
  decide: () => Promise<unknown>
  /** Once every query is read again: on to the next item waiting, or back to the queue. */
  onSaved: (goNext: boolean) => void
  /** Said for a 409 that names nobody. */
  alreadyReviewed: string
  /** What the review says of a refusal of its own (a file's kind or size); null for the common ones. */
  refusal?: (status: number | null) => string | null
}

/** Saves a review through the staff mutation shell; a refusal is said in the page's language. */
export function useReviewSave({ decide, onSaved, alreadyReviewed, refusal }: ReviewSave) {
  const { t } = useLingui()
  const decided = useDecidedRefusal()
  const { mutate, pending, error } = useStaffMutation((failed, _, common) => {
    const status = failed instanceof ApiError ? failed.status : null
    if (status === 409) return decided(failed) ?? alreadyReviewed
    return refusal?.(status) ?? (status === 400 ? common.invalid : t`The review could not be saved. Check your connection and try again.`)
  })
  return { save: (goNext: boolean) => mutate({ run: decide, afterRead: () => onSaved(goNext) }), saving: pending, error }
}

interface Props<D extends string> {
  /** Each decision with its label, in the order shown. */
  decisions: readonly (readonly [D, string])[]
  decision: D
  onDecision: (decision: D) => void
  /** Saves the decision, then goes on to the next item waiting or not. */
  onSave: (goNext: boolean) => void
  error: string | null
  /** How many items wait, on "Save and next". */
  pending: number
  disabled: boolean
  /** What the decision chosen asks for, under the decisions. */
  children?: ReactNode
}

export function DecisionForm<D extends string>({ decisions, decision, onDecision, onSave, error, pending, disabled, children }: Props<D>) {
  return (
    <form
      className={styles.panel}
      onSubmit={(e) => {
        e.preventDefault()
        onSave(false)
      }}
    >
      <fieldset className={styles.decision}>
        <legend>
          <Trans>Decision</Trans>
        </legend>
        {decisions.map(([value, label]) => (
          <label key={value}>
            <input type="radio" name="decision" value={value} checked={decision === value} onChange={() => onDecision(value)} /> {label}
          </label>
        ))}
      </fieldset>
      {children}
      {error && <p role="alert">{error}</p>}
      <div className={styles.row}>
        <Button type="submit" variant="secondary" disabled={disabled}>
          <Trans>Save</Trans>
        </Button>
        <Button disabled={disabled} onClick={() => onSave(true)}>
          <Trans>Save and next ({pending} pending)</Trans>
        </Button>
      </div>
    </form>
  )
}
