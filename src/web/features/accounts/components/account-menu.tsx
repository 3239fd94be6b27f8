// The logged-in user's menu on the navigation bar: their initials open My Projects, My Account,
// Notification Settings, Renew Session (only while the session is about to end) and Log Out
// (after a confirmation, which asks whether to keep the person's drafts on the device).
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { showToast } from '../../../components/ui/toast'
import { removeDraftsFromDevice, useDraftsOnDevice } from '../../../lib/db/device-drafts'
import type { DraftsOnDevice } from '../../../lib/db/device-drafts'
import { clearSession, initialsOf } from '../../../lib/session'
import type { SessionUser } from '../../../lib/session'
import { accountApi } from '../api/account-api'
import { renewSession, useSessionExpiring } from './session-watcher'
import dialogStyles from './session-dialogs.module.css'
import styles from './account-menu.module.css'

/** What to do with the person's drafts kept on this device (DESIGN "Local-first drafts"). */
function DraftsChoice({ drafts, unsent, wipe, onChange }: DraftsOnDevice & { wipe: boolean; onChange: (wipe: boolean) => void }) {
  return (
    <fieldset className={dialogStyles.choice}>
      <legend>
        <Plural value={drafts} one="# proposal draft of yours is kept on this device." other="# proposal drafts of yours are kept on this device." />{' '}
        {unsent > 0 &&
          (unsent === drafts ? (
            <Plural value={drafts} one="Its latest changes have not reached the registry yet." other="Their latest changes have not reached the registry yet." />
          ) : (
            <Plural value={unsent} one="# of them has changes that have not reached the registry yet." other="# of them have changes that have not reached the registry yet." />
          ))}
      </legend>
      <label>
        <input type="radio" name="drafts-on-device" checked={!wipe} onChange={() => onChange(false)} />
        <Trans>Keep them here, to go on when I log in again on this device</Trans>
      </label>
      <label>
        <input type="radio" name="drafts-on-device" checked={wipe} onChange={() => onChange(true)} />
        <Trans>Remove them from this device (for a shared or borrowed device)</Trans>
      </label>
      {wipe && unsent > 0 && (
        <p role="alert" className={dialogStyles.warning}>
          <Trans>Changes not yet sent to the registry will be lost. Drafts already saved there stay in My Projects.</Trans>
        </p>
      )}
    </fieldset>
  )
}

function LogOutDialog({ user, onClose }: { user: SessionUser; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null)
  const navigate = useNavigate()
  const drafts = useDraftsOnDevice(user.userId)
  const [wipe, setWipe] = useState(false)
  useEffect(() => {
    ref.current?.showModal()
  }, [])
  const logOut = async () => {
    if (wipe) await removeDraftsFromDevice(user.userId)
    try {
      await accountApi.logout()
    } catch {
      // The session ends here whatever the server says; it also expires on its own.
    }
    clearSession()
    onClose()
    showToast(<Trans>Logged out</Trans>)
    void navigate({ to: '/' })
  }
  return (
    <dialog ref={ref} className={dialogStyles.dialog} aria-labelledby="logout-title" onCancel={onClose}>
      <h2 id="logout-title">
        <Trans>Log out?</Trans>
      </h2>
      <p>
        <Trans>Are you sure you want to log out?</Trans>
      </p>
      {drafts && drafts.drafts > 0 && <DraftsChoice {...drafts} wipe={wipe} onChange={setWipe} />}
      <div className={dialogStyles.actions}>
        <Button variant="secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={() => void logOut()} autoFocus>
          <Trans>Log Out</Trans>
        </Button>
      </div>
    </dialog>
  )
}

export function AccountMenu({ user }: { user: SessionUser }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const expiring = useSessionExpiring()
  const menuId = useId()
  const root = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('mousedown', close)
    document.addEventListener('keydown', close)
    return () => {
      document.removeEventListener('mousedown', close)
      document.removeEventListener('keydown', close)
    }
  }, [open])

  const name = `${user.firstName} ${user.lastName}`.trim() || user.email
  return (
    <div className={styles.root} ref={root}>
      <button type="button" className={styles.initials} aria-expanded={open} aria-controls={menuId} aria-label={t`Account menu for ${name}`} onClick={() => setOpen(!open)}>
        {initialsOf(user)}
      </button>
      {open && (
        <ul id={menuId} className={styles.menu}>
          <li className={styles.who}>{name}</li>
          <li>
            <Link to="/my-projects" onClick={() => setOpen(false)}>
              <Trans>My Projects</Trans>
            </Link>
          </li>
          <li>
            <Link to="/my-account" onClick={() => setOpen(false)}>
              <Trans>My Account</Trans>
            </Link>
          </li>
          <li>
            <Link to="/notifications" onClick={() => setOpen(false)}>
              <Trans>Notification Settings</Trans>
            </Link>
          </li>
          {expiring && (
            <li>
              <button type="button" onClick={() => void renewSession().finally(() => setOpen(false))}>
                <Trans>Renew Session</Trans>
              </button>
            </li>
          )}
          <li>
            <button
              type="button"
              onClick={() => {
                setOpen(false)
                setConfirming(true)
              }}
            >
              <Trans>Log Out</Trans>
            </button>
          </li>
        </ul>
      )}
      {confirming && <LogOutDialog user={user} onClose={() => setConfirming(false)} />}
    </div>
  )
}
