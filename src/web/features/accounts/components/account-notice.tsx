// Messages that arrive with a redirect to an account screen (expired or used links, "log in to
// continue"), in the interface language.
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import type { HistoryState } from '@tanstack/react-router'
import { EXPIRED } from '../api/account-api'
import { FormMessage } from './account-card'

const NOTICES: Record<NonNullable<HistoryState['accountNotice']>, { kind: 'error' | 'info'; message: MessageDescriptor }> = {
  'expired-confirmation': { kind: 'error', message: EXPIRED.confirmation },
  'expired-reset': { kind: 'error', message: EXPIRED.reset },
  'expired-create': { kind: 'error', message: EXPIRED.create },
  'invalid-link': { kind: 'error', message: msg`This link is not valid or was already used. Please make a new request.` },
  'confirmation-problem': { kind: 'error', message: msg`Problem confirming email, please contact the provider.` },
  'login-required': { kind: 'info', message: msg`Please log in to continue.` },
}

export function AccountNotice() {
  const { i18n } = useLingui()
  const notice = useRouterState({ select: (s) => s.location.state.accountNotice })
  // The state may come from an older version of the app, with a notice this one does not know.
  const shown = notice ? NOTICES[notice] : undefined
  if (!shown) return null
  return <FormMessage kind={shown.kind}>{i18n._(shown.message)}</FormMessage>
}
