// The check a password link's page makes before it shows (its route's loader): kept apart from
// the page's form, so that loading the route table does not load the form library.
import { redirect } from '@tanstack/react-router'
import { ApiError } from '../../../lib/api-client'
import { accountApi } from './account-api'
import type { PasswordLinkKind } from './account-api'

/** An expired or unknown link sends the visitor to ask for a new one, saying why. */
export async function checkPasswordLink(kind: PasswordLinkKind, token: string): Promise<void> {
  try {
    await accountApi.checkPasswordLink(kind, token)
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    throw redirect({
      to: '/forgot-password',
      replace: true,
      state: { accountNotice: error.code === 'expired-link' ? (kind === 'reset' ? 'expired-reset' : 'expired-create') : 'invalid-link' },
    })
  }
}
