// The shell of every change the office makes from its screens: one at a time, what it did once
// done, every query read again after it (the public pages too), and why it was refused in the
// page's language. Each screen says only what its own refusals mean.
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { ApiError } from '../../lib/api-client'

/** What to say once a change is done: fixed, or from the server's answer (how many a notice told, say). */
export type DoneMessage<T> = string | ((result: T) => string)

export interface StaffChange {
  run: () => Promise<unknown>
  /** Nothing is said of a change whose screen moves on once it is done (a review). */
  doneMessage?: DoneMessage<unknown>
  /** Runs once it is done, before the queries are read again (a form clears itself). */
  after?: () => void
  /** Runs once the queries are read again (a review goes on to the next item, or back to its queue). */
  afterRead?: () => void
  /** A form that shows the refusal of its fields under them itself. */
  fromForm?: boolean
}

/** The sentences most refusals come down to. */
export interface CommonRefusals {
  /** A 400: what was sent was not taken. */
  invalid: string
  /** Anything else: the change did not reach the registry, or it failed there. */
  unsaved: string
  /** invalid for a 400, unsaved otherwise. */
  either: string
}

/** Why the change was refused, for the screen to show; null shows nothing. */
export type Refusal = (error: unknown, change: StaffChange | undefined, common: CommonRefusals) => string | null

export function useStaffMutation(refusal: Refusal) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [done, setDone] = useState<string | null>(null)
  const mutation = useMutation({
    mutationFn: ({ run }: StaffChange) => run(),
    onMutate: () => setDone(null),
    onSuccess: async (result, { doneMessage, after, afterRead }) => {
      setDone(typeof doneMessage === 'function' ? doneMessage(result) : (doneMessage ?? null))
      after?.()
      await queryClient.invalidateQueries()
      afterRead?.()
    },
  })
  const failed = mutation.error
  const common = (): CommonRefusals => {
    const invalid = t`A value is missing or not valid. Check the fields and try again.`
    const unsaved = t`The change could not be saved. Check your connection and try again.`
    return { invalid, unsaved, either: failed instanceof ApiError && failed.status === 400 ? invalid : unsaved }
  }
  return {
    mutate: (change: StaffChange) => mutation.mutate(change),
    mutateAsync: (change: StaffChange) => mutation.mutateAsync(change),
    pending: mutation.isPending,
    error: failed ? refusal(failed, mutation.variables, common()) : null,
    done,
  }
}
