// After too many failed passwords the server makes the next attempt wait (2, 4, 8 … seconds, at
// most 15 minutes, or an hour for an account guessed at from many places). This says how long,
// and offers what works at once: a login link by e-mail.
import { Plural, Trans } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { accountApi } from '../api/account-api'
import { useAccountSend } from '../hooks/use-account-send'
import { FormMessage } from './account-card'
import styles from './accounts.module.css'

function WaitMessage({ seconds }: { seconds: number }) {
  if (seconds < 90) {
    return (
      <Plural
        value={seconds}
        one="Too many failed attempts to log in. You can try your password again in # second, or log in now with a link sent to you by e-mail."
        other="Too many failed attempts to log in. You can try your password again in # seconds, or log in now with a link sent to you by e-mail."
      />
    )
  }
  const minutes = Math.ceil(seconds / 60)
  return (
    <Plural
      value={minutes}
      one="Too many failed attempts to log in. You can try your password again in # minute, or log in now with a link sent to you by e-mail."
      other="Too many failed attempts to log in. You can try your password again in # minutes, or log in now with a link sent to you by e-mail."
    />
  )
}

export function LoginThrottled({ email, seconds }: { email: string; seconds: number }) {
  const { error, attempt } = useAccountSend({ fallback: msg`An Error Occurred` })
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState(false)
  if (sent) {
    return (
      <FormMessage kind="success">
        <Trans>If {email} has an account, a login link is on its way. It can be used once.</Trans>
      </FormMessage>
    )
  }
  const sendLink = async () => {
    setSending(true)
    await attempt(async () => {
      await accountApi.requestLoginLink(email)
      setSent(true)
    })
    setSending(false)
  }
  return (
    <div className={`${styles.message} ${styles.error} ${styles.throttled}`} role="alert">
      <p>
        <WaitMessage seconds={seconds} />
      </p>
      <div className={styles.actions}>
        <Button onClick={() => void sendLink()} disabled={sending}>
          <Trans>E-mail me a login link</Trans>
        </Button>
      </div>
      {error && <p>{error}</p>}
    </div>
  )
}
