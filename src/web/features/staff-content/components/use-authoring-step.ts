// One authoring step of the office (save, attach, publish): runs it, then reads everything again
// (the public tabs too); a refusal is said in the page's language.
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { ApiError } from '../../../lib/api-client'
import type { DoneMessage } from '../../../components/staff/staff-action'

export function useAuthoringStep() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [done, setDone] = useState<string | null>(null)
  const mutation = useMutation({
    mutationFn: ({ run }: { run: () => Promise<unknown>; doneMessage: DoneMessage<unknown>; after?: () => void }) => run(),
    onMutate: () => setDone(null),
    onSuccess: async (result, { doneMessage, after }) => {
      setDone(typeof doneMessage === 'function' ? doneMessage(result) : doneMessage)
      after?.()
      await queryClient.invalidateQueries()
    },
  })
  const failure = mutation.error instanceof ApiError ? mutation.error : null
  const refusal = (): string => {
    if (failure?.code === 'already-published') return t`This information request is already published and can no longer be changed. The page now shows it as it is.`
    if (failure?.code === 'stale-revision') return t`Someone changed it since you opened it. Reload the page to see their change, then edit again.`
    if (failure?.code === 'same-state') return t`The record was already in that state. The page now shows it as it is.`
    if (failure?.code === 'no-documents') return t`Attach the request’s documents before publishing it.`
    if (failure?.status === 400) return t`A value is missing or not valid. Check the fields and try again.`
    if (failure?.status === 413 || failure?.status === 415 || failure?.status === 422) return t`A file was refused: it is too large, or not a kind of file the registry keeps.`
    return t`The change could not be saved. Check your connection and try again.`
  }
  return {
    run: <T>(run: () => Promise<T>, doneMessage: DoneMessage<T>, after?: () => void) => mutation.mutate({ run, doneMessage: doneMessage as DoneMessage<unknown>, after }),
    pending: mutation.isPending,
    error: mutation.error ? refusal() : null,
    done,
  }
}

export type Step = ReturnType<typeof useAuthoringStep>
