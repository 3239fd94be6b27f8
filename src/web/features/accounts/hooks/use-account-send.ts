// Sending an account form: the message for what went wrong, in the interface language, for the
// form to show above itself; cleared when the form is sent again.
import { useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useState } from 'react'
import { accountErrorMessage } from '../api/account-api'

interface Failure {
  /** Shown when the server gives no reason the screen knows. */
  fallback: MessageDescriptor
  /** Shown when the link the screen was opened from has expired. */
  expired?: MessageDescriptor
}

export function useAccountSend({ fallback, expired }: Failure) {
  const { i18n } = useLingui()
  const [error, setError] = useState<string | null>(null)
  /** Runs `work`; a message it returns is a refusal to show, as is any failure. */
  const attempt = async (work: () => Promise<MessageDescriptor | void>) => {
    setError(null)
    try {
      const refusal = await work()
      if (refusal) setError(i18n._(refusal))
    } catch (failure) {
      setError(accountErrorMessage(i18n, failure, fallback, expired))
    }
  }
  return { error, attempt }
}
