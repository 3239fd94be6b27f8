// Limits how often one client may call an endpoint (login, registration, password reset,
// resend, comments). Counts live in memory per process: enough for one server, and a restart
// forgives. Over the limit: HTTP 429 with a message and Retry-After.
import type { Context, MiddlewareHandler } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import { AppError } from './app-error.ts'

export interface RateLimitRule {
  name: string
  limit: number
  windowMs: number
}

export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>()

  /**
   * trustedProxies: how many reverse proxies stand in front of the server. Behind them every
   * request comes from the last proxy, so the client is read from X-Forwarded-For instead.
   */
  constructor(
    private readonly clock: () => Date,
    readonly trustedProxies = 0,
  ) {}

  /** Counts a hit; true while within the limit. */
  hit(rule: RateLimitRule, key: string): { allowed: boolean; retryAfterSeconds: number } {
    const now = this.clock().getTime()
    const id = `${rule.name}:${key}`
    let window = this.windows.get(id)
    if (!window || now - window.start >= rule.windowMs) {
      window = { start: now, count: 0 }
      this.windows.set(id, window)
      if (this.windows.size > 50_000) this.prune(now, rule.windowMs)
    }
    window.count += 1
    return { allowed: window.count <= rule.limit, retryAfterSeconds: Math.ceil((window.start + rule.windowMs - now) / 1000) }
  }

  private prune(now: number, windowMs: number): void {
    for (const [id, window] of this.windows) if (now - window.start >= windowMs) this.windows.delete(id)
  }
}

/**
 * The client's address: the socket's, or behind N trusted proxies the Nth address from the right
 * of X-Forwarded-For (each proxy appends the address it saw; the ones further left are whatever
 * the client claimed, so they are not believed).
 */
export function clientAddress(c: Context, trustedProxies = 0): string {
  if (trustedProxies > 0) {
    const chain = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean)
    const address = chain[chain.length - trustedProxies]
    if (address) return address
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    // In-process requests (tests) have no socket.
    return 'local'
  }
}

/** Middleware limiting by client address. */
export function rateLimit(limiter: RateLimiter, rule: RateLimitRule): MiddlewareHandler {
  return async (c, next) => {
    enforce(limiter, rule, clientAddress(c, limiter.trustedProxies))
    await next()
  }
}

/** Limits by any key (e.g. the e-mail address a request names). */
export function enforce(limiter: RateLimiter, rule: RateLimitRule, key: string): void {
  const { allowed, retryAfterSeconds } = limiter.hit(rule, key)
  if (!allowed) throw new AppError(429, 'rate-limited', `Too many attempts. Please wait ${Math.ceil(retryAfterSeconds / 60)} minutes and try again.`, undefined, { 'Retry-After': String(retryAfterSeconds) })
}
