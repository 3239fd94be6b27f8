// What every panel of the office's project screens shares: one staff action at a time, after which
// every query is read again (the public pages too), its refusal said in the page's language, and
// the panel frame.
import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { ReactNode } from 'react'
import { ApiError } from '../../lib/api-client'
import { useDecidedRefusal } from './decided-refusal'
import { useStaffMutation } from './use-staff-mutation'
import type { DoneMessage } from './use-staff-mutation'
import styles from './staff.module.css'

export type { DoneMessage }

/** Runs one staff action, then reads the project again; a refusal is said in the page's language. */
export function useStaffAction() {
  const { t } = useLingui()
  const decided = useDecidedRefusal()
  const { mutate, pending, error, done } = useStaffMutation((failed, _, common) =>
    failed instanceof ApiError && failed.status === 409
      ? (decided(failed) ?? t`The project’s stage or state no longer allows this. The page now shows the project as it is.`)
      : common.either,
  )
  return {
    run: <T,>(run: () => Promise<T>, doneMessage: DoneMessage<T>) => mutate({ run, doneMessage: doneMessage as DoneMessage<unknown> }),
    pending,
    error,
    done,
  }
}

export type StaffAction = ReturnType<typeof useStaffAction>

/** What the last action did, or why it was refused. */
export function StaffActionResult({ action }: { action: Pick<StaffAction, 'done' | 'error'> }) {
  return (
    <>
      {action.done && (
        <p role="status" data-testid="staff-action-done">
          {action.done}
        </p>
      )}
      {action.error && <p role="alert">{action.error}</p>}
    </>
  )
}

/** A panel of the page, named by its heading (a region screen readers list). */
export function Panel({ title, children }: { title: ReactNode; children: ReactNode }) {
  const id = useId()
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  )
}
