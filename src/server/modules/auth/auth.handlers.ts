// Account and session endpoints, with rate limits on every route that sends mail or checks a
// password: by client address, and by the e-mail address named (mail) or by client and account
// together and by account (logins, login-throttle.ts).
import { Hono } from 'hono'
import type { Context } from 'hono'
import type { BlankEnv } from 'hono/types'
import type { AppDeps } from '../../app-deps.ts'
import { body } from '../../http/openapi.ts'
import { clientAddress, enforce, rateLimit, RateLimiter } from '../../http/rate-limit.ts'
import type { RateLimitRule } from '../../http/rate-limit.ts'
import { authContext } from '../../http/auth-context.ts'
import { personal } from '../../http/cache-headers.ts'
import type { AuthContext } from '../../http/auth-context.ts'
import { DeviceTokenBody, EmailBody, LoginBody, RegisterBody, SetPasswordBody, UpdateAccountBody, UpdatePasswordBody } from '../../../shared/schemas/account.ts'
import { UUID_PATTERN } from '../../../shared/schemas/project.ts'
import { AppError } from '../../http/app-error.ts'
import { accountsService } from './accounts.service.ts'
import { sessionTokens } from './session-tokens.ts'
import { deviceSessionStore } from './device-sessions.ts'
import type { SessionTokens } from './session-tokens.ts'
import { routes } from './auth.routes.ts'
import { loginThrottle } from './login-throttle.ts'
import type { Language } from '../../mail/account-mails.ts'

const MINUTE = 60_000
export const RATE_LIMITS = {
  passwordChange: { name: 'password-change', limit: 10, windowMs: 15 * MINUTE },
  register: { name: 'register', limit: 5, windowMs: 60 * MINUTE },
  mail: { name: 'mail', limit: 5, windowMs: 60 * MINUTE },
  mailPerEmail: { name: 'mail-email-address', limit: 3, windowMs: 60 * MINUTE },
  // A device trades its token about once a session; this leaves room for twenty tabs at once.
  deviceExchange: { name: 'device-exchange', limit: 60, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>

const OK = 'OK' as const
const tokenAnswer = (s: { token: string; isTimeToUpdate: boolean; deviceToken?: string }) => ({
  status: OK,
  token: s.token,
  jwtToken: s.token,
  isTimeToUpdate: s.isTimeToUpdate,
  ...(s.deviceToken ? { deviceToken: s.deviceToken } : {}),
})

export interface AuthServices {
  auth: AuthContext
  tokens: SessionTokens
  limiter: RateLimiter
}

/** The session machinery other modules need to know who calls. */
export function authServices({ db, clock, jwtSecret, config }: AppDeps): AuthServices {
  const tokens = sessionTokens(db, jwtSecret, config.sessionTokenMinutes)
  return { tokens, auth: authContext(tokens, clock), limiter: new RateLimiter(db, clock, config.trustedProxies) }
}

export function authHandlers(deps: AppDeps, { auth, tokens, limiter }: AuthServices): Hono {
  const { db, mailer, config, clock } = deps
  const devices = deviceSessionStore(db, tokens)
  const accounts = accountsService({ db, mailer, tokens, devices, publicBaseUrl: config.publicBaseUrl, clock, production: config.appEnv === 'production' })
  const userAgent = (c: Context) => c.req.header('user-agent')
  const throttle = loginThrottle(limiter, accounts.tellOfFailedLogins)
  // Each request that mails a link is limited per address named, as well as per client.
  const mailLink =
    (send: (email: string, language: Language) => void) => async (c: Context<BlankEnv, string, { out: { json: { email: string; language: Language } } }>) => {
      const { email, language } = c.req.valid('json')
      await enforce(limiter, RATE_LIMITS.mailPerEmail, email.trim().toLowerCase())
      send(email, language)
      return c.json({ status: OK }, 200)
    }
  const linkToken = (c: Context) => {
    const token = c.req.param('token') ?? ''
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token))
      throw new AppError(404, 'invalid-link', 'This link is not valid or was already used. Please make a new request.')
    return token
  }

  return new Hono()
    .post('/api/checkToken', routes.checkToken, auth.signedIn, async (c) => {
      await auth.required(c)
      return c.json({ status: OK }, 200)
    })
    .post('/api/users/register', routes.register, rateLimit(limiter, RATE_LIMITS.register), body(RegisterBody), async (c) => {
      await accounts.register(c.req.valid('json'))
      return c.json({ status: OK }, 200)
    })
    .post(
      '/api/users/resend-confirm-email',
      routes.resendConfirmation,
      rateLimit(limiter, RATE_LIMITS.mail),
      body(EmailBody),
      mailLink(accounts.resendConfirmation),
    )
    .post('/api/users/confirm-email/:token', routes.confirmEmail, async (c) =>
      c.json(tokenAnswer(await accounts.confirmEmail(linkToken(c), userAgent(c))), 200),
    )
    .post('/api/users/login', routes.login, body(LoginBody), async (c) => {
      const { email, plainPassword } = c.req.valid('json')
      const attempt = await throttle.begin(clientAddress(c, limiter.trustedProxies), email)
      const session = await accounts.login(email, plainPassword, userAgent(c)).catch(async (error: unknown) => {
        // The password was right; the address is not confirmed yet.
        if (error instanceof AppError && error.code === 'email-not-confirmed') await attempt.succeeded()
        throw error
      })
      await attempt.succeeded()
      return c.json(tokenAnswer(session), 200)
    })
    .post('/api/users/login-email', routes.requestLoginLink, rateLimit(limiter, RATE_LIMITS.mail), body(EmailBody), mailLink(accounts.requestLoginLink))
    .post('/api/users/login-email/:token', routes.loginWithLink, async (c) => {
      const session = await accounts.loginWithLink(linkToken(c), userAgent(c))
      await throttle.signedIn(clientAddress(c, limiter.trustedProxies), session.email)
      return c.json(tokenAnswer(session), 200)
    })
    .post('/api/users/forgot-password', routes.forgotPassword, rateLimit(limiter, RATE_LIMITS.mail), body(EmailBody), mailLink(accounts.forgotPassword))
    .get('/api/users/check-reset-password/:token', routes.checkResetLink, personal, async (c) =>
      c.json({ status: OK, userId: await accounts.checkPasswordLink('reset-password', linkToken(c)) }, 200),
    )
    .get('/api/users/check-create-password/:token', routes.checkCreateLink, personal, async (c) =>
      c.json({ status: OK, userId: await accounts.checkPasswordLink('create-password', linkToken(c)) }, 200),
    )
    .post('/api/users/reset-password/:token', routes.resetPassword, body(SetPasswordBody), async (c) =>
      c.json(tokenAnswer(await accounts.setPassword('reset-password', linkToken(c), c.req.valid('json').plainPassword, userAgent(c))), 200),
    )
    .post('/api/users/create-password/:token', routes.createPassword, body(SetPasswordBody), async (c) =>
      c.json(tokenAnswer(await accounts.setPassword('create-password', linkToken(c), c.req.valid('json').plainPassword, userAgent(c))), 200),
    )
    .get('/api/users/check-expiring/:token', routes.checkExpiring, personal, async (c) => {
      const result = await tokens.check(c.req.param('token'), clock())
      return c.json({ status: result.status, expiresAt: 'expiresAt' in result ? result.expiresAt.toISOString() : null }, 200)
    })
    .get('/api/users/renew-token', routes.renewToken, auth.signedIn, async (c) => {
      const user = await auth.required(c)
      const token = await tokens.renew(user, clock())
      if (!token) throw new AppError(401, 'session-expired', 'Your session has expired. Please log in again.')
      return c.json({ status: OK, token, jwtToken: token, isTimeToUpdate: false }, 200)
    })
    .post('/api/users/device-session', routes.exchangeDeviceToken, rateLimit(limiter, RATE_LIMITS.deviceExchange), body(DeviceTokenBody), async (c) => {
      const { token, deviceToken, user } = await devices.exchange(c.req.valid('json').deviceToken, clock(), userAgent(c))
      return c.json(tokenAnswer({ token, deviceToken, isTimeToUpdate: accounts.isTimeToUpdate(user) }), 200)
    })
    .get('/api/users/device-sessions', routes.deviceSessions, auth.signedIn, personal, async (c) => {
      return c.json({ status: OK, devices: await devices.list(await auth.required(c), clock()) }, 200)
    })
    .post('/api/users/device-sessions/:id/end', routes.endDeviceSession, auth.signedIn, async (c) => {
      const id = c.req.param('id')
      if (!UUID_PATTERN.test(id)) throw AppError.notFound()
      await devices.revoke(await auth.required(c), id.toLowerCase(), clock())
      return c.json({ status: OK }, 200)
    })
    .post('/api/users/update-my-account', routes.updateAccount, auth.signedIn, body(UpdateAccountBody), async (c) => {
      await accounts.updateAccount(await auth.required(c), c.req.valid('json'))
      return c.json({ status: OK }, 200)
    })
    .post(
      '/api/users/update-password',
      routes.updatePassword,
      auth.signedIn,
      rateLimit(limiter, RATE_LIMITS.passwordChange),
      body(UpdatePasswordBody),
      async (c) => {
        const { oldPassword, plainPassword } = c.req.valid('json')
        const result = await accounts.updatePassword(await auth.required(c), oldPassword, plainPassword, userAgent(c))
        return c.json({ status: result.errorFields.length ? 'KO' : OK, ...result }, 200)
      },
    )
    .post('/api/users/update-yearly-info', routes.updateYearlyInfo, auth.signedIn, async (c) => {
      await accounts.updateYearlyInfo(await auth.required(c))
      return c.json({ status: OK }, 200)
    })
    .post('/api/users/logout', routes.logout, auth.signedIn, async (c) => {
      await accounts.logout(await auth.required(c))
      return c.json({ status: OK }, 200)
    })
    .get('/api/users/:userId{[0-9a-fA-F-]{36}}', routes.user, auth.signedIn, async (c) => {
      const userId = c.req.param('userId')
      if (!UUID_PATTERN.test(userId)) throw AppError.notFound()
      return c.json({ status: OK, user: await accounts.user(await auth.required(c), userId.toLowerCase()) }, 200)
    })
}
