// Sending an account form: the message for what went wrong, in the interface language, for the
// form to show above itself; cleared when the form is sent again. A new password the server
// refuses is said next to the password field instead.
import { useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { AnyFormApi } from '@tanstack/react-form'
import { useState } from 'react'
import { ApiError } from '../../../lib/api-client'
import { accountErrorMessage } from '../api/account-api'
import { NEW_PASSWORD_FIELD } from '../components/field-rules'

interface Failure {
  /** Shown when the server gives no reason the screen knows. */
  fallback: MessageDescriptor
  /** Shown when the link the screen was opened from has expired. */
  expired?: MessageDescriptor
}

export function useAccountSend({ fallback, expired }: Failure) {
  const { i18n } = useLingui()
  const [error, setError] = useState<string | null>(null)
  /** Runs `work`; a message it returns is a refusal to show, as is any failure. `form` has the new password field, if any. */
  const attempt = async (work: () => Promise<MessageDescriptor | void>, form?: AnyFormApi) => {
    setError(null)
    try {
      const refusal = await work()
      if (refusal) setError(i18n._(refusal))
    } catch (failure) {
      if (form && failure instanceof ApiError && failure.code === 'common-password' && failure.userMessage) {
        // A server error stays on the field until its value changes.
        const onServer = failure.userMessage
        form.setFieldMeta(NEW_PASSWORD_FIELD, (meta) => ({ ...meta, isTouched: true, errorMap: { ...meta.errorMap, onServer } }))
        return
      }
      setError(accountErrorMessage(i18n, failure, fallback, expired))
    }
  }
  return { error, attempt }
}
