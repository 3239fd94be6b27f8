// What every panel of the office's project screens shares: one staff action at a time, after which
// every query is read again (the public pages too), its refusal said in the page's language, and
// the panel frame.
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { ReactNode } from 'react'
import { ApiError } from '../../lib/api-client'
import { useDecidedRefusal } from './decided-refusal'
import styles from './staff.module.css'

/** What to say once an action is done: fixed, or from the server's answer (how many a notice told, say). */
export type DoneMessage<T> = string | ((result: T) => string)

/** Runs one staff action, then reads the project again; a refusal is said in the page's language. */
export function useStaffAction() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const decided = useDecidedRefusal()
  const [done, setDone] = useState<string | null>(null)
  const mutation = useMutation({
    mutationFn: ({ run }: { run: () => Promise<unknown>; doneMessage: DoneMessage<unknown> }) => run(),
    onSuccess: async (result, { doneMessage }) => {
      setDone(typeof doneMessage === 'function' ? doneMessage(result) : doneMessage)
      // Every page that shows the project (the public ones too) reads it again.
      await queryClient.invalidateQueries()
    },
    onMutate: () => setDone(null),
  })
  const error = mutation.error
    ? mutation.error instanceof ApiError && mutation.error.status === 409
      ? (decided(mutation.error) ?? t`The project’s stage or state no longer allows this. The page now shows the project as it is.`)
      : mutation.error instanceof ApiError && mutation.error.status === 400
        ? t`A value is missing or not valid. Check the fields and try again.`
        : t`The change could not be saved. Check your connection and try again.`
    : null
  return {
    run: <T,>(run: () => Promise<T>, doneMessage: DoneMessage<T>) => mutation.mutate({ run, doneMessage: doneMessage as DoneMessage<unknown> }),
    pending: mutation.isPending,
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
