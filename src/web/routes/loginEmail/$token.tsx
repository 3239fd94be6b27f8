// /loginEmail/{token}: the mailed login link logs the visitor in, once.
import { createFileRoute, redirect } from '@tanstack/react-router'
import { ApiError } from '../../lib/api-client'
import { startSession } from '../../lib/device-session'
import { accountApi } from '../../features/accounts/api/account-api'
import { homeIfLoggedIn } from '../-require-login'

export const Route = createFileRoute('/loginEmail/$token')({
  beforeLoad: homeIfLoggedIn,
  loader: async ({ params }) => {
    try {
      const answer = await accountApi.loginWithLink(params.token)
      await startSession(answer)
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      throw redirect({ to: '/loginEmail', replace: true, state: { accountNotice: error.code === 'expired-link' ? 'expired-create' : 'invalid-link' } })
    }
    throw redirect({ to: '/', replace: true })
  },
})
