// Makes guessing passwords slow without letting anyone lock the owner out (decision 0055). Failed
// logins are counted per client, per client and account together, and per account from any client
// that has not signed in to it before: guesses spread over many addresses are slowed down as one.
// Past a few failures each further attempt waits twice as long (2, 4, 8 … seconds, at most 15
// minutes for a client, an hour for an account). The owner is not locked out: a login by e-mailed
// link works all along, and from an address they have signed in from, the account's count neither
// counts nor stops them. The account's owner is told by e-mail, once a day at most, when its count
// passes its free attempts. A successful login clears its pair's failures and does not count for
// its client or the account.
import type { BackoffRule, MarkRule, RateLimiter, RateLimitRule, Verdict } from '../../http/rate-limit.ts'
import { AppError } from '../../http/app-error.ts'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export const LOGIN_THROTTLE = {
  /** A client trying many accounts (one office behind one address only counts its failures). */
  perClient: { name: 'login-client', freeHits: 20, maxDelaySeconds: 15 * 60, forgetAfterMs: HOUR },
  perClientAndAccount: { name: 'login-client-account', freeHits: 5, maxDelaySeconds: 15 * 60, forgetAfterMs: DAY },
  /** One account guessed at from anywhere; forgotten after a day without a failure. */
  perAccount: { name: 'login-account', freeHits: 10, maxDelaySeconds: 60 * 60, forgetAfterMs: DAY },
} satisfies Record<string, BackoffRule>

/** A client that has signed in to an account, which the account's count spares. */
export const KNOWN_CLIENT: MarkRule = { name: 'login-known-client', forgetAfterMs: 90 * DAY }

/** The owner's mail about guesses at their account, at most once a day. */
const OWNER_TOLD: RateLimitRule = { name: 'login-account-owner-told', limit: 1, windowMs: DAY }

function waitInWords(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`
  return `${Math.ceil(seconds / 60)} minutes`
}

function throttled({ retryAfterSeconds }: Verdict, what = 'log in'): AppError {
  return new AppError(
    429,
    'login-throttled',
    `Too many failed attempts to ${what}. Please try again in ${waitInWords(retryAfterSeconds)}, or log in now with a link sent to you by e-mail.`,
    undefined,
    { 'Retry-After': String(retryAfterSeconds) },
  )
}

/** tellOwner: mails the owner of the account at this address, if there is one, after the answer. */
export function loginThrottle(limiter: RateLimiter, tellOwner: (email: string) => void) {
  const pairOf = (client: string, email: string) => `${client} ${email.trim().toLowerCase()}`

  return {
    /** Counts a login attempt as failed until `succeeded` says otherwise; throws 429 while it must wait. */
    async begin(client: string, email: string): Promise<{ succeeded(): Promise<void> }> {
      const account = email.trim().toLowerCase()
      const pair = pairOf(client, email)
      const byClient = await limiter.attempt(LOGIN_THROTTLE.perClient, client)
      if (!byClient.allowed) throw throttled(byClient)
      const byPair = await limiter.attempt(LOGIN_THROTTLE.perClientAndAccount, pair)
      if (!byPair.allowed) {
        await limiter.takeBack(LOGIN_THROTTLE.perClient, client)
        throw throttled(byPair)
      }
      const counted = !(await limiter.isMarked(KNOWN_CLIENT, pair))
      if (counted) {
        const byAccount = await limiter.attempt(LOGIN_THROTTLE.perAccount, account)
        if (!byAccount.allowed || byAccount.hits > LOGIN_THROTTLE.perAccount.freeHits) {
          if ((await limiter.hit(OWNER_TOLD, account)).allowed) tellOwner(account)
        }
        if (!byAccount.allowed) {
          await limiter.takeBack(LOGIN_THROTTLE.perClientAndAccount, pair)
          await limiter.takeBack(LOGIN_THROTTLE.perClient, client)
          throw throttled(byAccount, 'log in to this account')
        }
      }
      return {
        async succeeded() {
          await limiter.forget(LOGIN_THROTTLE.perClientAndAccount, pair)
          await limiter.takeBack(LOGIN_THROTTLE.perClient, client)
          if (counted) await limiter.takeBack(LOGIN_THROTTLE.perAccount, account)
          await limiter.mark(KNOWN_CLIENT, pair)
        },
      }
    },

    /** A sign-in by e-mailed link makes its client known to the account, as a password does. */
    signedIn(client: string, email: string): Promise<void> {
      return limiter.mark(KNOWN_CLIENT, pairOf(client, email))
    },
  }
}
