// What a draft kept on this device says when the registry asked for a login to take it (a proposal,
// a comment): it stays here, and the login comes back to this page to send it.
import { Trans } from '@lingui/react/macro'
import { Link, useLocation } from '@tanstack/react-router'

export function SessionEnded() {
  const location = useLocation()
  return (
    <>
      <Trans>Error: your session has ended. The draft is kept on this device.</Trans>{' '}
      <Link to="/login" search={{ redirect: location.href }}>
        <Trans>Log in again</Trans>
      </Link>{' '}
      <Trans>to send it.</Trans>
    </>
  )
}
