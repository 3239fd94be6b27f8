// Limits how often one client may do something costly or abusable (logging in, registering,
// asking for mail, uploading location files). The counts live in PostgreSQL, so that every server
// counts the same; each hit is one atomic upsert. Two kinds of rule: a fixed window (so many an
// hour, then HTTP 429 with a message and Retry-After until the window ends), and a backoff that
// slows down instead of locking out (past its free hits, each hit waits twice as long as the last).
// Beside the counts, marks that a key is known for a while (a client that has signed in to an
// account), which the limits may spare.
import type { Context, MiddlewareHandler } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import { and, eq, gt, lte, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { jsonRows } from '../db/json-rows.ts'
import { rateLimits } from '../db/schema/index.ts'
import { AppError } from './app-error.ts'

export interface RateLimitRule {
  name: string
  limit: number
  windowMs: number
}

/** Free hits, then a wait of 2, 4, 8 … seconds (at most maxDelaySeconds) before each further one. */
export interface BackoffRule {
  name: string
  freeHits: number
  maxDelaySeconds: number
  /** The count is forgotten after this long without a hit. */
  forgetAfterMs: number
}

export interface RateLimitHit {
  rule: RateLimitRule
  key: string
}

export interface Verdict {
  allowed: boolean
  retryAfterSeconds: number
}

/** A backoff rule's verdict, with the count it left (or found, when refused). */
export interface Attempt extends Verdict {
  hits: number
}

/** How long a mark lasts after it was last made. */
export interface MarkRule {
  name: string
  forgetAfterMs: number
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`
const row = (rule: { name: string }, key: string) => and(eq(rateLimits.rule, rule.name), eq(rateLimits.key, key))
const column = (c: { name: string }) => sql.identifier(c.name)
const secondsUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000))

/** When a backoff rule lets the next hit through, from the row as it stands. */
const nextAllowedAt = (rule: BackoffRule) =>
  sql`case when ${rateLimits.hits} < ${rule.freeHits} then ${rateLimits.lastHitAt}
      else ${rateLimits.lastHitAt} + least(${rule.maxDelaySeconds}, power(2, ${rateLimits.hits} - ${rule.freeHits} + 1)) * interval '1 second' end`

export class RateLimiter {
  /**
   * trustedProxies: how many reverse proxies stand in front of the server. Behind them every
   * request comes from the last proxy, so the client is read from X-Forwarded-For instead.
   */
  constructor(
    private readonly db: Database,
    private readonly clock: () => Date,
    readonly trustedProxies = 0,
  ) {}

  /** Counts a hit of a fixed-window rule; allowed while within the limit. */
  async hit(rule: RateLimitRule, key: string): Promise<Verdict> {
    const [verdict] = await this.hitChains(this.db, [[{ rule, key }]])
    return verdict!
  }

  /**
   * Counts chains of fixed-window hits, on db (a transaction's, to count them with what they
   * allow), as if each chain had come alone, in order, and each of its hits after the one before
   * it had been allowed: a comment refused for its client address is not counted against its
   * e-mail address. A key may come in several chains. Answers each chain's verdict: its first
   * refusal, or allowed.
   *
   * One statement counts every hit of every chain; the hits that come after a refusal in their
   * chain, which a lone request would never have counted, are taken back by a second statement,
   * needed only when some chain was refused. Both run in the caller's transaction, whose row locks
   * keep anyone else from reading the count in between.
   */
  async hitChains(db: Pick<Database, 'execute'>, chains: readonly (readonly RateLimitHit[])[]): Promise<Verdict[]> {
    const hits = chains.flat()
    if (hits.length === 0) return chains.map(() => ({ allowed: true, retryAfterSeconds: 0 }))
    const now = this.clock()
    const slot = (hit: RateLimitHit) => `${hit.rule.name}\n${hit.key}`
    const counts = new Map<string, { hit: RateLimitHit; n: number }>()
    for (const hit of hits) {
      const counted = counts.get(slot(hit))
      if (counted) counted.n += 1
      else counts.set(slot(hit), { hit, n: 1 })
    }
    // Rows in one order whoever writes them, so that two writers never wait on each other crosswise.
    const rows = [...counts.values()].sort((a, b) => (slot(a.hit) < slot(b.hit) ? -1 : 1))
    const expired = sql`${rateLimits.expiresAt} <= ${at(now)}`
    const values = rows.map(({ hit, n }) => ({
      rule: hit.rule.name,
      key: hit.key,
      hits: n,
      lastHitAt: now,
      expiresAt: new Date(now.getTime() + hit.rule.windowMs),
    }))
    // One JSON parameter for the rows (decision 0047): a group of comments counts dozens of keys.
    const answer = await db.execute(sql`insert into ${rateLimits} ${jsonRows(rateLimits, values)}
      on conflict (${column(rateLimits.rule)}, ${column(rateLimits.key)}) do update set
        ${column(rateLimits.hits)} = case when ${expired} then excluded.hits else ${rateLimits.hits} + excluded.hits end,
        ${column(rateLimits.lastHitAt)} = ${at(now)},
        ${column(rateLimits.expiresAt)} = case when ${expired} then excluded.expires_at else ${rateLimits.expiresAt} end
      returning ${rateLimits.rule}, ${rateLimits.key}, ${rateLimits.hits}, (extract(epoch from ${rateLimits.expiresAt}) * 1000)::float8 as expires_ms`)
    const after = new Map(
      (answer as unknown as { rows: { rule: string; key: string; hits: number; expires_ms: number }[] }).rows.map((r) => [`${r.rule}\n${r.key}`, r]),
    )
    /** Each key's count as its hits are walked in order, from what it was before this statement. */
    const running = new Map([...counts].map(([key, { n }]) => [key, after.get(key)!.hits - n]))
    const notCounted = new Map<string, number>()
    const verdicts = chains.map((chain): Verdict => {
      let refused: Verdict | undefined
      for (const hit of chain) {
        const key = slot(hit)
        if (refused) {
          notCounted.set(key, (notCounted.get(key) ?? 0) + 1)
          continue
        }
        const count = running.get(key)! + 1
        running.set(key, count)
        if (count > hit.rule.limit) refused = { allowed: false, retryAfterSeconds: secondsUntil(new Date(after.get(key)!.expires_ms), now) }
      }
      return refused ?? { allowed: true, retryAfterSeconds: 0 }
    })
    if (notCounted.size > 0) {
      const back = [...notCounted].map(([key, n]) => ({ ...after.get(key)!, n }))
      await db.execute(sql`update ${rateLimits} set ${column(rateLimits.hits)} = ${rateLimits.hits} - back.n
        from json_to_recordset(${JSON.stringify(back)}::json) as back(rule text, key text, n int)
        where ${rateLimits.rule} = back.rule and ${rateLimits.key} = back.key`)
    }
    return verdicts
  }

  /**
   * Counts a hit of a fixed-window rule and tells what is left of the window, for the RateLimit-*
   * headers of an API that states its quota on every answer; a refused hit counts too.
   */
  async hitWithQuota(rule: RateLimitRule, key: string): Promise<Verdict & { remaining: number; resetSeconds: number }> {
    const now = this.clock()
    const expired = sql`${rateLimits.expiresAt} <= ${at(now)}`
    const [counted] = await this.db
      .insert(rateLimits)
      .values({ rule: rule.name, key, hits: 1, lastHitAt: now, expiresAt: new Date(now.getTime() + rule.windowMs) })
      .onConflictDoUpdate({
        target: [rateLimits.rule, rateLimits.key],
        set: {
          hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
          lastHitAt: now,
          expiresAt: sql`case when ${expired} then excluded.expires_at else ${rateLimits.expiresAt} end`,
        },
      })
      .returning({ hits: rateLimits.hits, expiresAt: rateLimits.expiresAt })
    const resetSeconds = secondsUntil(counted!.expiresAt, now)
    const allowed = counted!.hits <= rule.limit
    return { allowed, retryAfterSeconds: allowed ? 0 : resetSeconds, remaining: Math.max(0, rule.limit - counted!.hits), resetSeconds }
  }

  /** Counts a hit of a backoff rule unless it must still wait; a refused hit is not counted. */
  async attempt(rule: BackoffRule, key: string): Promise<Attempt> {
    const now = this.clock()
    const expired = sql`${rateLimits.expiresAt} <= ${at(now)}`
    const [counted] = await this.db
      .insert(rateLimits)
      .values({ rule: rule.name, key, hits: 1, lastHitAt: now, expiresAt: new Date(now.getTime() + rule.forgetAfterMs) })
      .onConflictDoUpdate({
        target: [rateLimits.rule, rateLimits.key],
        set: { hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`, lastHitAt: now, expiresAt: sql`excluded.expires_at` },
        setWhere: sql`${expired} or ${nextAllowedAt(rule)} <= ${at(now)}`,
      })
      .returning({ hits: rateLimits.hits })
    if (counted) return { allowed: true, retryAfterSeconds: 0, hits: counted.hits }
    const [waiting] = await this.db
      .select({ until: sql<string>`${nextAllowedAt(rule)}`, hits: rateLimits.hits })
      .from(rateLimits)
      .where(row(rule, key))
    return { allowed: false, retryAfterSeconds: waiting ? secondsUntil(new Date(waiting.until), now) : 1, hits: waiting?.hits ?? rule.freeHits }
  }

  /** Takes back one hit, for an attempt that turned out to be legitimate. */
  async takeBack(rule: { name: string }, key: string): Promise<void> {
    await this.db
      .update(rateLimits)
      .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
      .where(row(rule, key))
  }

  /** Forgets every hit of a key (a successful login clears its failures). */
  async forget(rule: { name: string }, key: string): Promise<void> {
    await this.db.delete(rateLimits).where(row(rule, key))
  }

  /** Marks a key as known until the rule forgets it; marking it again starts the time afresh. */
  async mark(rule: MarkRule, key: string): Promise<void> {
    const now = this.clock()
    const expiresAt = new Date(now.getTime() + rule.forgetAfterMs)
    await this.db
      .insert(rateLimits)
      .values({ rule: rule.name, key, hits: 1, lastHitAt: now, expiresAt })
      .onConflictDoUpdate({ target: [rateLimits.rule, rateLimits.key], set: { lastHitAt: now, expiresAt } })
  }

  async isMarked(rule: MarkRule, key: string): Promise<boolean> {
    const [found] = await this.db
      .select({ hits: rateLimits.hits })
      .from(rateLimits)
      .where(and(row(rule, key), gt(rateLimits.expiresAt, this.clock())))
    return found !== undefined
  }
}

/** Deletes the counts that have expired (the daily cleanup). */
export async function forgetExpiredLimits(db: Database, now: Date): Promise<void> {
  await db.delete(rateLimits).where(lte(rateLimits.expiresAt, now))
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
    await enforce(limiter, rule, clientAddress(c, limiter.trustedProxies))
    await next()
  }
}

/** Limits by any key (e.g. the e-mail address a request names). */
export async function enforce(limiter: RateLimiter, rule: RateLimitRule, key: string): Promise<void> {
  const verdict = await limiter.hit(rule, key)
  if (!verdict.allowed) throw refusal(verdict)
}

/** The answer to a hit past its limit. */
export function refusal({ retryAfterSeconds }: Verdict): AppError {
  return new AppError(429, 'rate-limited', `Too many attempts. Please wait ${Math.ceil(retryAfterSeconds / 60)} minutes and try again.`, undefined, {
    'Retry-After': String(retryAfterSeconds),
  })
}
