// The yearly prompt (spec §2): a year after the user last confirmed their details, a dialog asks
// them to check them. Either answer is recorded, so it does not ask again for a year. It takes its
// turn with the other dialogs that open by themselves (use-dialog-turn), such as the site's message.
import { Trans } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useSyncExternalStore } from 'react'
import { Button } from '../../../components/ui/button'
import { useDialogTurn } from '../../../components/ui/use-dialog-turn'
import { accountApi } from '../api/account-api'
import dialogStyles from '../../../components/ui/dialog.module.css'

const KEY = 'registry.yearly-prompt'
const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const pending = () => {
  try {
    return sessionStorage.getItem(KEY) === '1'
  } catch {
    return false
  }
}
function setPending(on: boolean): void {
  try {
    if (on) sessionStorage.setItem(KEY, '1')
    else sessionStorage.removeItem(KEY)
  } catch {
    // Shown for this page only.
  }
  for (const listener of listeners) listener()
}

/** Called after a login whose answer says a year has passed. */
export function askForYearlyUpdate(): void {
  setPending(true)
}

export function YearlyPrompt() {
  const open = useDialogTurn(useSyncExternalStore(subscribe, pending, () => false))
  const dialog = useRef<HTMLDialogElement>(null)
  const navigate = useNavigate()
  useEffect(() => {
    if (open && dialog.current && !dialog.current.open) dialog.current.showModal()
  }, [open])
  if (!open) return null
  const answer = async (update: boolean) => {
    dialog.current?.close()
    setPending(false)
    try {
      await accountApi.updateYearlyInfo()
    } catch {
      // Asked again at the next login; nothing else depends on it.
    }
    if (update) void navigate({ to: '/my-account' })
  }
  return (
    <dialog ref={dialog} className={dialogStyles.dialog} aria-labelledby="yearly-title" onCancel={() => void answer(false)}>
      <h2 id="yearly-title">
        <Trans>Are your details still right?</Trans>
      </h2>
      <p>
        <Trans>It has been a year since you last checked your account details. Please make sure your name, company and telephone number are up to date.</Trans>
      </p>
      <div className={dialogStyles.actions}>
        <Button variant="secondary" onClick={() => void answer(false)}>
          <Trans>They are still right</Trans>
        </Button>
        <Button onClick={() => void answer(true)} autoFocus>
          <Trans>Update my details</Trans>
        </Button>
      </div>
    </dialog>
  )
}
