// Who is calling: the bearer token is checked against its session on every request. A bad or
// ended token is a 401 (the web app then forgets it and reloads); no token is the public.
import type { Context } from 'hono'
import { AppError } from './app-error.ts'
import type { SessionTokens, SessionUser } from '../modules/auth/session-tokens.ts'

export interface AuthContext {
  /** The caller, or null for the public; a token that is not good is refused. */
  optional(c: Context): Promise<SessionUser | null>
  /** The caller, who must be logged in. */
  required(c: Context): Promise<SessionUser>
  bearer(c: Context): string | null
}

export function authContext(tokens: SessionTokens, clock: () => Date): AuthContext {
  const bearer = (c: Context) => {
    const header = c.req.header('authorization')
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null
    return match ? match[1]! : null
  }
  const verify = async (token: string) => {
    const result = await tokens.check(token, clock())
    if (result.status === 'ok' || result.status === 'expiring') return result.user
    throw new AppError(401, 'session-expired', 'Your session has expired. Please log in again.')
  }
  return {
    bearer,
    async optional(c) {
      const token = bearer(c)
      return token ? verify(token) : null
    },
    async required(c) {
      const token = bearer(c)
      if (!token) throw new AppError(401, 'login-required', 'Please log in.')
      return verify(token)
    },
  }
}
