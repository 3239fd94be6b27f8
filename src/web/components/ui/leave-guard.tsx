// Asks before leaving a page with work that would be lost (spec public-registry §4, §5: pending
// files): "unsaved changes cannot be undone", Yes leave / Cancel. Links within the app ask in a
// dialog; closing the tab or reloading gets the browser's own question. Every form that holds
// typed input or chosen files uses it. A form whose work the drafts machinery keeps on the device
// (`kept`) asks only when its work is not sent yet, and says that it is kept: a reload or a closed
// tab loses nothing, so the browser's question is not asked.
import { Trans } from '@lingui/react/macro'
import { useBlocker } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { Button } from './button'
import dialogStyles from './dialog.module.css'

export function LeaveGuard({ when, kept = false }: { when: boolean; kept?: boolean }) {
  const { status, proceed, reset } = useBlocker({ shouldBlockFn: () => when, enableBeforeUnload: when && !kept, withResolver: true })
  const ref = useRef<HTMLDialogElement>(null)
  const headingId = useId()
  const asking = status === 'blocked'
  useEffect(() => {
    if (asking) ref.current?.showModal()
  }, [asking])
  if (!asking) return null
  return (
    <dialog ref={ref} className={dialogStyles.dialog} aria-labelledby={headingId} onCancel={reset} data-testid="leave-guard">
      <h2 id={headingId}>
        <Trans>Leave this page?</Trans>
      </h2>
      <p>
        {kept ? (
          <Trans>What you wrote is kept on this device, but it has not been sent yet: the registry does not have it until you save or submit it.</Trans>
        ) : (
          <Trans>You have unsaved changes. Unsaved changes cannot be undone.</Trans>
        )}
      </p>
      <div className={dialogStyles.actions}>
        <Button variant="secondary" onClick={reset} autoFocus>
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={proceed}>
          <Trans>Yes, leave</Trans>
        </Button>
      </div>
    </dialog>
  )
}

/**
 * Whether a form's values differ from those it opened with, for the guard's `when`: compared as
 * JSON, in which a chosen file counts as an entry of its list. A form that opens again with other
 * values (another item to edit, or empty after a save) gives a new `opening`.
 */
export function useChangedSince(values: unknown, opening: unknown = null): boolean {
  const now = JSON.stringify(values)
  const [opened, setOpened] = useState({ opening, values: now })
  if (opened.opening !== opening) {
    setOpened({ opening, values: now })
    return false
  }
  return now !== opened.values
}
