// Single-use tokens sent in links by e-mail. The link carries a random token; the database
// keeps only its SHA-256, its kind, its expiry and when it was used.
import { randomBytes } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { userTokens } from '../../db/schema/index.ts'
import type { USER_TOKEN_KINDS } from '../../db/schema/index.ts'
import { tokenHash } from '../../lib/signed-tokens.ts'

export type LinkTokenKind = (typeof USER_TOKEN_KINDS)[number]

/** How long each kind of link works. */
export const LINK_TOKEN_HOURS: Record<LinkTokenKind, number> = {
  'confirm-email': 72,
  'login-email': 1,
  'reset-password': 2,
  'create-password': 72,
}

export type ConsumedToken = { ok: true; userId: string } | { ok: false; reason: 'expired' | 'invalid' }

export function linkTokens(db: Database) {
  return {
    async issue(userId: string, kind: LinkTokenKind, now: Date): Promise<string> {
      const token = randomBytes(32).toString('base64url')
      await db.insert(userTokens).values({ userId, kind, tokenHash: tokenHash(token), expiresAt: new Date(now.getTime() + LINK_TOKEN_HOURS[kind] * 3_600_000) })
      return token
    },

    /** Looks at a token without using it (the reset page checks the link before showing the form). */
    async check(kind: LinkTokenKind, token: string, now: Date): Promise<ConsumedToken> {
      const [row] = await db
        .select()
        .from(userTokens)
        .where(and(eq(userTokens.tokenHash, tokenHash(token)), eq(userTokens.kind, kind)))
      if (!row) return { ok: false, reason: 'invalid' }
      // A link already used, or replaced by a newer one, works no more than an expired one and is
      // worded as the spec words that ("Expired reset password link, please make new request.").
      if (row.usedAt || row.expiresAt <= now) return { ok: false, reason: 'expired' }
      return { ok: true, userId: row.userId }
    },

    /** Uses a token once: of two simultaneous uses, one wins. */
    async consume(kind: LinkTokenKind, token: string, now: Date): Promise<ConsumedToken> {
      const checked = await this.check(kind, token, now)
      if (!checked.ok) return checked
      const [used] = await db
        .update(userTokens)
        .set({ usedAt: now })
        .where(and(eq(userTokens.tokenHash, tokenHash(token)), eq(userTokens.kind, kind), isNull(userTokens.usedAt), sql`${userTokens.expiresAt} > ${now}`))
        .returning({ userId: userTokens.userId })
      return used ? { ok: true, userId: used.userId } : { ok: false, reason: 'expired' }
    },

    /** A new link replaces the unused ones of the same kind. */
    async revokeUnused(userId: string, kind: LinkTokenKind, now: Date): Promise<void> {
      await db
        .update(userTokens)
        .set({ usedAt: now })
        .where(and(eq(userTokens.userId, userId), eq(userTokens.kind, kind), isNull(userTokens.usedAt)))
    },
  }
}
