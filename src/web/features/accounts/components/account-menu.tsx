// The logged-in user's menu on the navigation bar: their initials open My Projects, My Account,
// Notification Settings, Renew Session (only while the session is about to end) and Log Out
// (after a confirmation, which asks whether to keep the person's drafts on the device).
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { initialsOf } from '../../../lib/session'
import type { SessionUser } from '../../../lib/session'
import { renewSession, useSessionExpiring } from './session-watcher'
import styles from './account-menu.module.css'

const LogOutDialog = lazy(() => import('./log-out-dialog'))

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
  const initials = initialsOf(user)
  return (
    <div className={styles.root} ref={root}>
      <button
        type="button"
        className={styles.initials}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t`${initials} – ${name}, account menu`}
        onClick={() => setOpen(!open)}
      >
        {initials}
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
      {confirming && (
        <Suspense>
          <LogOutDialog user={user} onClose={() => setConfirming(false)} />
        </Suspense>
      )}
    </div>
  )
}
