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

  constructor(private readonly clock: () => Date) {}

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

export function clientAddress(c: Context): string {
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
    enforce(limiter, rule, clientAddress(c))
    await next()
  }
}

/** Limits by any key (e.g. the e-mail address a request names). */
export function enforce(limiter: RateLimiter, rule: RateLimitRule, key: string): void {
  const { allowed, retryAfterSeconds } = limiter.hit(rule, key)
  if (!allowed) throw new AppError(429, 'rate-limited', `Too many attempts. Please wait ${Math.ceil(retryAfterSeconds / 60)} minutes and try again.`, undefined, { 'Retry-After': String(retryAfterSeconds) })
}
