// The account calls of the web app, and the messages their failures show (spec
// proposals-and-accounts §8), by the server's error code so that they are in the interface language.
import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import { queryOptions } from '@tanstack/react-query'
import { api, ApiError, expectData } from '../../../lib/api-client'
import { currentLocale } from '../../../lib/i18n'

export type PasswordLinkKind = 'reset' | 'create'

export const accountApi = {
  login: (email: string, plainPassword: string) => expectData(api.POST('/api/users/login', { body: { email, plainPassword } })),
  register: (body: { firstName: string; lastName: string; company?: string | null; email: string; plainPassword: string }) =>
    expectData(api.POST('/api/users/register', { body: { ...body, language: currentLocale() } })),
  resendConfirmation: (email: string) => expectData(api.POST('/api/users/resend-confirm-email', { body: { email, language: currentLocale() } })),
  confirmEmail: (token: string) => expectData(api.POST('/api/users/confirm-email/{token}', { params: { path: { token } } })),
  requestLoginLink: (email: string) => expectData(api.POST('/api/users/login-email', { body: { email, language: currentLocale() } })),
  loginWithLink: (token: string) => expectData(api.POST('/api/users/login-email/{token}', { params: { path: { token } } })),
  forgotPassword: (email: string) => expectData(api.POST('/api/users/forgot-password', { body: { email, language: currentLocale() } })),
  checkPasswordLink: (kind: PasswordLinkKind, token: string) =>
    expectData(
      kind === 'reset'
        ? api.GET('/api/users/check-reset-password/{token}', { params: { path: { token } } })
        : api.GET('/api/users/check-create-password/{token}', { params: { path: { token } } }),
    ),
  setPassword: (kind: PasswordLinkKind, token: string, plainPassword: string) =>
    expectData(
      kind === 'reset'
        ? api.POST('/api/users/reset-password/{token}', { params: { path: { token } }, body: { plainPassword } })
        : api.POST('/api/users/create-password/{token}', { params: { path: { token } }, body: { plainPassword } }),
    ),
  updateAccount: (body: { firstName: string; lastName: string; company?: string | null; phone?: string | null }) =>
    expectData(api.POST('/api/users/update-my-account', { body: { ...body, language: currentLocale() } })),
  updatePassword: (oldPassword: string, plainPassword: string) => expectData(api.POST('/api/users/update-password', { body: { oldPassword, plainPassword } })),
  updateYearlyInfo: () => expectData(api.POST('/api/users/update-yearly-info')),
  logout: () => expectData(api.POST('/api/users/logout')),
  renewToken: () => expectData(api.GET('/api/users/renew-token')),
  endDeviceSession: (id: string) => expectData(api.POST('/api/users/device-sessions/{id}/end', { params: { path: { id } } })),
  checkExpiring: (token: string) => expectData(api.GET('/api/users/check-expiring/{token}', { params: { path: { token } } })),
}

export const accountQueries = {
  user: (userId: string) =>
    queryOptions({
      queryKey: ['account', userId] as const,
      queryFn: ({ signal }) => expectData(api.GET('/api/users/{userId}', { params: { path: { userId } }, signal })),
      select: (data) => data.user,
    }),
  devices: (userId: string) =>
    queryOptions({
      queryKey: ['account', userId, 'devices'] as const,
      queryFn: ({ signal }) => expectData(api.GET('/api/users/device-sessions', { signal })),
      select: (data) => data.devices,
    }),
}

const BY_CODE: Record<string, MessageDescriptor> = {
  'wrong-credentials': msg`Wrong username and/or password`,
  'email-not-confirmed': msg`Please confirm your e-mail address first: we have sent you a new confirmation link.`,
  'invalid-link': msg`This link is not valid or was already used. Please make a new request.`,
  'rate-limited': msg`Too many attempts. Please wait a few minutes and try again.`,
}

/**
 * What to tell the user about a failed account call: the spec's message for the server's code,
 * the caller's fallback for other refusals, and a connection message when the server was not
 * reached.
 */
export function accountErrorMessage(i18n: I18n, error: unknown, fallback: MessageDescriptor, expired?: MessageDescriptor): string {
  if (!(error instanceof ApiError)) return i18n._(msg`The registry could not be reached. Check your connection and try again.`)
  if (error.code === 'expired-link' && expired) return i18n._(expired)
  const known = error.code ? BY_CODE[error.code] : undefined
  return i18n._(known ?? fallback)
}

export const EXPIRED = {
  confirmation: msg`Expired confirmation link, please make new request.`,
  reset: msg`Expired reset password link, please make new request.`,
  create: msg`Expired link, please make new request.`,
  login: msg`Expired login link, please make new request.`,
}
