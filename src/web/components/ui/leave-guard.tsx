// Asks before leaving a page with work that would be lost (spec public-registry §4, §5: pending
// files): "unsaved changes cannot be undone", Yes leave / Cancel. Links within the app ask in a
// dialog; closing the tab or reloading gets the browser's own question.
import { Trans } from '@lingui/react/macro'
import { useBlocker } from '@tanstack/react-router'
import { useEffect, useId, useRef } from 'react'
import { Button } from './button'
import dialogStyles from './dialog.module.css'

export function LeaveGuard({ when }: { when: boolean }) {
  const { status, proceed, reset } = useBlocker({ shouldBlockFn: () => when, enableBeforeUnload: when, withResolver: true })
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
        <Trans>You have unsaved changes. Unsaved changes cannot be undone.</Trans>
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
