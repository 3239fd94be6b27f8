// Keeps the session honest (spec §4): checked at load, every 60 seconds and as soon as the server
// can be reached again. When it is about to end, "Expiring Soon" offers to extend it (and the
// account menu shows Renew Session); when the server has ended it (found here, or by a 401 the
// drafts' sync got), "Session Expired" says so once, offers to log in again, and says that what
// the person wrote on this device is kept.
import { Trans } from '@lingui/react/macro'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { Button } from '../../../components/ui/button'
import { showToast } from '../../../components/ui/toast'
import { currentConnectivity, onConnectivityChange } from '../../../lib/connectivity'
import { acknowledgeSessionEnded, clearSession, currentSession, endSession, setSession, useSession, useSessionEnded } from '../../../lib/session'
import { renewWithDevice, tradedJustNow } from '../../../lib/device-session'
import { accountApi } from '../api/account-api'
import dialogStyles from '../../../components/ui/dialog.module.css'

export const SESSION_CHECK_MS = 60_000

let expiring = false
const listeners = new Set<() => void>()
function setExpiring(next: boolean): void {
  if (expiring === next) return
  expiring = next
  for (const listener of listeners) listener()
}
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Whether the session is about to end (the account menu then offers Renew Session). */
export function useSessionExpiring(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => expiring,
    () => false,
  )
}

/** A fresh token for the same session: "Session Extended". */
export async function renewSession(): Promise<void> {
  const answer = await accountApi.renewToken()
  setSession(answer.token)
  setExpiring(false)
  showToast(<Trans>Session Extended</Trans>)
}

function Dialog({ open, titleId, onClose, children }: { open: boolean; titleId: string; onClose?: () => void; children: React.ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    if (open && ref.current && !ref.current.open) ref.current.showModal()
    if (!open && ref.current?.open) ref.current.close()
  }, [open])
  return (
    <dialog ref={ref} className={dialogStyles.dialog} aria-labelledby={titleId} onClose={onClose}>
      {open && children}
    </dialog>
  )
}

export function SessionWatcher() {
  const session = useSession()
  const token = session?.token
  const navigate = useNavigate()
  const href = useRouterState({ select: (s) => s.location.href })
  const [warned, setWarned] = useState<string | null>(null)
  const expired = useSessionEnded() !== null
  const showExpiring = useSessionExpiring() && token !== undefined && warned !== token

  useEffect(() => {
    if (!token) return
    let stopped = false
    const check = async () => {
      try {
        const { status } = await accountApi.checkExpiring(token)
        if (stopped || currentSession()?.token !== token) return
        if (status === 'ok') setExpiring(false)
        // The device session renews it quietly; without one, the person is asked or told.
        else if (status !== 'error' && !tradedJustNow(token) && (await renewWithDevice(token))) setExpiring(false)
        else if (status === 'expiring') setExpiring(true)
        else {
          setExpiring(false)
          if (status === 'expired') endSession()
          else clearSession()
        }
      } catch {
        // Offline or the server is away: the session is judged at the next check.
      }
    }
    void check()
    const timer = setInterval(() => void check(), SESSION_CHECK_MS)
    // Back from a time with no connection, during which it may have ended.
    const stopWatching = onConnectivityChange(() => {
      if (currentConnectivity() === 'online') void check()
    })
    return () => {
      stopped = true
      clearInterval(timer)
      stopWatching()
    }
  }, [token])

  return (
    <>
      <Dialog open={showExpiring} titleId="expiring-title">
        <h2 id="expiring-title">
          <Trans>Expiring Soon</Trans>
        </h2>
        <p>
          <Trans>Your session is about to end. Do you want to stay logged in?</Trans>
        </p>
        <div className={dialogStyles.actions}>
          <Button variant="secondary" onClick={() => setWarned(token ?? null)}>
            <Trans>Not now</Trans>
          </Button>
          <Button
            autoFocus
            onClick={() => {
              setWarned(token ?? null)
              // Refused, the server has ended it (the API client then reloads as the spec asks); not reached, it is asked again at the next check.
              void renewSession().catch(() => undefined)
            }}
          >
            <Trans>Stay logged in</Trans>
          </Button>
        </div>
      </Dialog>
      <Dialog open={expired} titleId="expired-title" onClose={acknowledgeSessionEnded}>
        <h2 id="expired-title">
          <Trans>Session Expired</Trans>
        </h2>
        <p>
          <Trans>Your session has ended. Log in again to continue.</Trans>
        </p>
        <p>
          <Trans>What you wrote on this device is kept: your drafts and changes not yet sent go to the registry as soon as you log in again.</Trans>
        </p>
        <div className={dialogStyles.actions}>
          <Button variant="secondary" onClick={acknowledgeSessionEnded}>
            <Trans>Close</Trans>
          </Button>
          <Button
            autoFocus
            onClick={() => {
              acknowledgeSessionEnded()
              void navigate({ to: '/login', search: { redirect: href } })
            }}
          >
            <Trans>Log in again</Trans>
          </Button>
        </div>
      </Dialog>
    </>
  )
}
