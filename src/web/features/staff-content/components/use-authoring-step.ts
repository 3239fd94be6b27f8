// One authoring step of the office (save, attach, publish): runs it, then reads everything again
// (the public tabs too); a refusal is said in the page's language.
import { useLingui } from '@lingui/react/macro'
import { ApiError } from '../../../lib/api-client'
import { useStaffMutation } from '../../../components/staff/use-staff-mutation'
import type { DoneMessage } from '../../../components/staff/use-staff-mutation'

export function useAuthoringStep() {
  const { t } = useLingui()
  const { mutate, pending, error, done } = useStaffMutation((failed, _, common) => {
    const failure = failed instanceof ApiError ? failed : null
    if (failure?.code === 'already-published')
      return t`This information request is already published and can no longer be changed. The page now shows it as it is.`
    if (failure?.code === 'stale-revision') return t`Someone changed it since you opened it. Reload the page to see their change, then edit again.`
    if (failure?.code === 'same-state') return t`The record was already in that state. The page now shows it as it is.`
    if (failure?.code === 'no-documents') return t`Attach the request’s documents before publishing it.`
    if (failure?.status === 413 || failure?.status === 415 || failure?.status === 422)
      return t`A file was refused: it is too large, or not a kind of file the registry keeps.`
    return common.either
  })
  return {
    run: <T>(run: () => Promise<T>, doneMessage: DoneMessage<T>, after?: () => void) =>
      mutate({ run, doneMessage: doneMessage as DoneMessage<unknown>, ...(after ? { after } : {}) }),
    pending,
    error,
    done,
  }
}

export type Step = ReturnType<typeof useAuthoringStep>
