// Messages that arrive with a redirect to an account screen (expired or used links, "log in to
// continue"), in the interface language.
import { Trans } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import { FormMessage } from './account-card'

export function AccountNotice() {
  const notice = useRouterState({ select: (s) => s.location.state.accountNotice })
  switch (notice) {
    case 'expired-confirmation':
      return (
        <FormMessage kind="error">
          <Trans>Expired confirmation link, please make new request.</Trans>
        </FormMessage>
      )
    case 'expired-reset':
      return (
        <FormMessage kind="error">
          <Trans>Expired reset password link, please make new request.</Trans>
        </FormMessage>
      )
    case 'expired-create':
      return (
        <FormMessage kind="error">
          <Trans>Expired link, please make new request.</Trans>
        </FormMessage>
      )
    case 'invalid-link':
      return (
        <FormMessage kind="error">
          <Trans>This link is not valid or was already used. Please make a new request.</Trans>
        </FormMessage>
      )
    case 'confirmation-problem':
      return (
        <FormMessage kind="error">
          <Trans>Problem confirming email, please contact the provider.</Trans>
        </FormMessage>
      )
    case 'login-required':
      return (
        <FormMessage kind="info">
          <Trans>Please log in to continue.</Trans>
        </FormMessage>
      )
    default:
      return null
  }
}
