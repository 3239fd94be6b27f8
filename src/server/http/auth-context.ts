// Who is calling: the bearer token is checked against its session on every request. A bad or
// ended token is a 401 (the web app then forgets it and reloads); no token is the public. A
// signed-in caller's interface language (the web app's X-UI-Language header) is kept on their
// account when it changes, so that their notices come in the language they last used.
import type { Context, MiddlewareHandler } from 'hono'
import { AppError } from './app-error.ts'
import { checksCallers } from './callers.ts'
import type { SessionTokens, SessionUser } from '../modules/auth/session-tokens.ts'

export interface AuthContext {
  /** The caller, or null for the public; a token that is not good is refused. */
  optional(c: Context): Promise<SessionUser | null>
  /** The caller, who must be logged in. */
  required(c: Context): Promise<SessionUser>
  /**
   * Every route that needs a login names this first: a caller who is not logged in is refused
   * before anything of the request's body is read. The handler then asks `required`, which
   * answers from the same check.
   */
  signedIn: MiddlewareHandler
  bearer(c: Context): string | null
}

export function authContext(tokens: SessionTokens, clock: () => Date): AuthContext {
  const bearer = (c: Context) => {
    const header = c.req.header('authorization')
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null
    return match ? match[1]! : null
  }
  const verify = async (token: string, uiLanguage: string | undefined): Promise<SessionUser> => {
    const result = await tokens.check(token, clock())
    if (result.status !== 'ok' && result.status !== 'expiring') throw new AppError(401, 'session-expired', 'Your session has expired. Please log in again.')
    const user = result.user
    if ((uiLanguage === 'en' || uiLanguage === 'fr') && uiLanguage !== user.language) {
      await tokens.recordLanguage(user.userId, uiLanguage)
      return { ...user, language: uiLanguage }
    }
    return user
  }
  // One session check per request, however many steps ask.
  const checked = new WeakMap<Context, Promise<SessionUser | null>>()
  const optional = (c: Context) => {
    let caller = checked.get(c)
    if (!caller) {
      const token = bearer(c)
      caller = token ? verify(token, c.req.header('x-ui-language')) : Promise.resolve(null)
      checked.set(c, caller)
    }
    return caller
  }
  const required = async (c: Context) => {
    const user = await optional(c)
    if (!user) throw new AppError(401, 'login-required', 'Please log in.')
    return user
  }
  return {
    bearer,
    optional,
    required,
    signedIn: checksCallers(
      async (c, next) => {
        await required(c)
        await next()
      },
      { kind: 'signed-in' },
    ),
  }
}
