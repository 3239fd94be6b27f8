// /confirm-email/{token}: the mailed confirmation link confirms the address and logs the user in;
// an expired link goes to the resend page (spec §4), and so does a used one (replaced by a newer
// link, or already followed): either way what the person needs is a new link.
import { createFileRoute, redirect } from '@tanstack/react-router'
import { ApiError } from '../../lib/api-client'
import { startSession } from '../../lib/device-session'
import { accountApi } from '../../features/accounts/api/account-api'

export const Route = createFileRoute('/confirm-email/$token')({
  loader: async ({ params }) => {
    try {
      const answer = await accountApi.confirmEmail(params.token)
      await startSession(answer)
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      if (error.code === 'expired-link' || error.code === 'invalid-link')
        throw redirect({ to: '/resend-confirmation-email', replace: true, state: { accountNotice: 'expired-confirmation' } })
      throw redirect({ to: '/login', replace: true, state: { accountNotice: 'confirmation-problem' } })
    }
    throw redirect({ to: '/', replace: true })
  },
})
