// Makes guessing passwords slow without letting anyone lock the owner out. Failed logins are
// counted per client and per client and account together, never per account alone: a stranger's
// guesses from elsewhere do not slow the owner down. Past a few failures each further attempt
// waits twice as long (2, 4, 8 … seconds, at most 15 minutes), and a login by e-mailed link works
// all along. A successful login clears its pair's failures and does not count for its client.
import type { BackoffRule, RateLimiter, Verdict } from '../../http/rate-limit.ts'
import { AppError } from '../../http/app-error.ts'

const HOUR = 3_600_000

export const LOGIN_THROTTLE = {
  /** A client trying many accounts (one office behind one address only counts its failures). */
  perClient: { name: 'login-client', freeHits: 20, maxDelaySeconds: 15 * 60, forgetAfterMs: HOUR },
  perClientAndAccount: { name: 'login-client-account', freeHits: 5, maxDelaySeconds: 15 * 60, forgetAfterMs: 24 * HOUR },
} satisfies Record<string, BackoffRule>

function waitInWords(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`
  return `${Math.ceil(seconds / 60)} minutes`
}

function throttled({ retryAfterSeconds }: Verdict): AppError {
  return new AppError(
    429,
    'login-throttled',
    `Too many failed attempts to log in. Please try again in ${waitInWords(retryAfterSeconds)}, or log in now with a link sent to you by e-mail.`,
    undefined,
    { 'Retry-After': String(retryAfterSeconds) },
  )
}

export function loginThrottle(limiter: RateLimiter) {
  return {
    /** Counts a login attempt as failed until `succeeded` says otherwise; throws 429 while it must wait. */
    async begin(client: string, email: string): Promise<{ succeeded(): Promise<void> }> {
      const pair = `${client} ${email.trim().toLowerCase()}`
      const byClient = await limiter.attempt(LOGIN_THROTTLE.perClient, client)
      if (!byClient.allowed) throw throttled(byClient)
      const byPair = await limiter.attempt(LOGIN_THROTTLE.perClientAndAccount, pair)
      if (!byPair.allowed) {
        await limiter.takeBack(LOGIN_THROTTLE.perClient, client)
        throw throttled(byPair)
      }
      return {
        async succeeded() {
          await limiter.forget(LOGIN_THROTTLE.perClientAndAccount, pair)
          await limiter.takeBack(LOGIN_THROTTLE.perClient, client)
        },
      }
    },
  }
}
