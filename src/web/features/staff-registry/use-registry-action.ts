// One registry administration change at a time, after which every query is read again (the public
// lists and pages too); what it did, or why it was refused, in the page's language.
import { ApiError } from '../../lib/api-client'
import { useStaffMutation } from '../../components/staff/use-staff-mutation'
import { useRegistryWords } from './registry-names'

interface Change {
  run: () => Promise<unknown>
  doneMessage: string
}

export function useRegistryAction() {
  const words = useRegistryWords()
  const { mutate, mutateAsync, pending, error, done } = useStaffMutation((failed, change, common) => {
    const refused = failed instanceof ApiError && (failed.status === 400 || failed.status === 404 || failed.status === 409)
    if (refused && change?.fromForm) return null
    return refused ? words.message(failed.userMessage, common.invalid) : common.unsaved
  })
  return {
    run: (change: Change) => mutate(change),
    /** For a form: rejects with the refusal, which the form shows under its field. */
    runFromForm: (change: Change) => mutateAsync({ ...change, fromForm: true }),
    pending,
    done,
    error,
  }
}

export type RegistryAction = ReturnType<typeof useRegistryAction>
