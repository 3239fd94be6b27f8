// What a staff toast says of the notice an action e-mailed: only what the server says it sent.
import { useLingui } from '@lingui/react/macro'

/** The sentence that says how many people a notice was e-mailed to (the server's `told`). */
export function useNoticeTold(): (told: number) => string {
  const { t } = useLingui()
  return (told) =>
    told === 0
      ? t`No notice was e-mailed: nobody is to be told.`
      : told === 1
        ? t`Its notice is e-mailed to 1 person.`
        : t`Its notice is e-mailed to ${told} people.`
}
