// The Log Out confirmation, which asks whether to keep the person's proposal drafts on this device
// (DESIGN "Local-first drafts"). Its own chunk: it reads the local database, which the header of
// every page need not download.
import { Plural, Trans } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { showToast } from '../../../components/ui/toast'
import { removeDraftsFromDevice, useDraftsOnDevice } from '../../../lib/db/device-drafts'
import type { DraftsOnDevice } from '../../../lib/db/device-drafts'
import { clearSession } from '../../../lib/session'
import { forgetDeviceToken } from '../../../lib/device-session'
import type { SessionUser } from '../../../lib/session'
import { accountApi } from '../api/account-api'
import dialogStyles from '../../../components/ui/dialog.module.css'
import styles from './session-dialogs.module.css'

/** What to do with the person's drafts kept on this device (DESIGN "Local-first drafts"). */
function DraftsChoice({ drafts, unsent, wipe, onChange }: DraftsOnDevice & { wipe: boolean; onChange: (wipe: boolean) => void }) {
  return (
    <fieldset className={styles.choice}>
      <legend>
        <Plural value={drafts} one="# proposal draft of yours is kept on this device." other="# proposal drafts of yours are kept on this device." />{' '}
        {unsent > 0 &&
          (unsent === drafts ? (
            <Plural
              value={drafts}
              one="Its latest changes have not reached the registry yet."
              other="Their latest changes have not reached the registry yet."
            />
          ) : (
            <Plural
              value={unsent}
              one="# of them has changes that have not reached the registry yet."
              other="# of them have changes that have not reached the registry yet."
            />
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
        <p role="alert" className={styles.warning}>
          <Trans>Changes not yet sent to the registry will be lost. Drafts already saved there stay in My Projects.</Trans>
        </p>
      )}
    </fieldset>
  )
}

export default function LogOutDialog({ user, onClose }: { user: SessionUser; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null)
  const navigate = useNavigate()
  const drafts = useDraftsOnDevice(user.userId)
  const [wipe, setWipe] = useState(false)
  useEffect(() => {
    ref.current?.showModal()
  }, [])
  const logOut = async () => {
    if (wipe) await removeDraftsFromDevice(user.userId)
    // First: a check that finds the session ended on its way out must not trade the device token for a new one.
    await forgetDeviceToken()
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
