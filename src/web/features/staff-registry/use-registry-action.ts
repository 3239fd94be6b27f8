// One registry administration change at a time, after which every query is read again (the public
// lists and pages too); what it did, or why it was refused, in the page's language.
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { ApiError } from '../../lib/api-client'
import { useRegistryWords } from './registry-names'

interface Change {
  run: () => Promise<unknown>
  doneMessage: string
  /** A form that shows the refusal of its fields under them itself. */
  fromForm?: boolean
}

export function useRegistryAction() {
  const { t } = useLingui()
  const words = useRegistryWords()
  const queryClient = useQueryClient()
  const [done, setDone] = useState<string | null>(null)
  const mutation = useMutation({
    mutationFn: ({ run }: Change) => run(),
    onMutate: () => setDone(null),
    onSuccess: async (_, { doneMessage }) => {
      setDone(doneMessage)
      await queryClient.invalidateQueries()
    },
  })
  const failed = mutation.error
  const refused = failed instanceof ApiError && (failed.status === 400 || failed.status === 404 || failed.status === 409)
  const error =
    !failed || (refused && mutation.variables?.fromForm)
      ? null
      : refused
        ? words.message(failed.userMessage, t`A value is missing or not valid. Check the fields and try again.`)
        : t`The change could not be saved. Check your connection and try again.`
  return {
    run: (change: Change) => mutation.mutate(change),
    /** For a form: rejects with the refusal, which the form shows under its field. */
    runFromForm: (change: Omit<Change, 'fromForm'>) => mutation.mutateAsync({ ...change, fromForm: true }),
    pending: mutation.isPending,
    done,
    error,
  }
}

export type RegistryAction = ReturnType<typeof useRegistryAction>
