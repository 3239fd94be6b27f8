// Session tokens: short-lived JWTs (HS256) carrying the spec's fields and the id of a session
// row. A token is good only while its session has not ended, so logging out or changing the
// password ends it for real.
import { SignJWT, jwtVerify, errors } from 'jose'
import { and, eq, gt, isNull, ne } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { sessions, users } from '../../db/schema/index.ts'

/** A token lives an hour and is renewed while the session lasts (at most 12 hours). */
export const TOKEN_MINUTES = 60
export const SESSION_HOURS = 12
/** "Expiring Soon" shows in the last minutes of a token. */
export const EXPIRING_MINUTES = 5

export interface SessionUser {
  userId: string
  sessionId: string
  firstName: string
  lastName: string
  email: string
  infoUpdatedDate: string | null
  staffRole: string | null
  /** The language the person last used the registry in: their notices are written in it first. */
  language: 'en' | 'fr'
}

export type TokenCheck = { status: 'ok' | 'expiring'; user: SessionUser; expiresAt: Date } | { status: 'expired' | 'error' }

export function sessionTokens(db: Database, secret: Uint8Array, tokenMinutes = TOKEN_MINUTES) {
  // A token shortened for tests is not "expiring" from its start: the web app renews one that is,
  // and would renew again for ever.
  const expiringMs = Math.min(EXPIRING_MINUTES, tokenMinutes / 2) * 60_000

  async function sign(user: typeof users.$inferSelect, sessionId: string, now: Date, sessionEnds: Date): Promise<string> {
    const expires = Math.min(now.getTime() + tokenMinutes * 60_000, sessionEnds.getTime())
    return new SignJWT({
      userId: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      infoUpdatedDate: user.infoUpdatedAt?.toISOString() ?? null,
      // For the web app's navigation only; the server reads the role from the database each time.
      staffRole: user.staffRole,
      sid: sessionId,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(Math.floor(expires / 1000))
      .sign(secret)
  }

  /** The user of a session that has neither ended nor expired, whose account is not disabled. */
  async function liveSession(sessionId: string, now: Date): Promise<SessionUser | null> {
    const [row] = await db
      .select({ user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt), gt(sessions.expiresAt, now), isNull(users.disabledAt)))
    if (!row) return null
    return {
      userId: row.user.id,
      sessionId,
      firstName: row.user.firstName,
      lastName: row.user.lastName,
      email: row.user.email,
      infoUpdatedDate: row.user.infoUpdatedAt?.toISOString() ?? null,
      staffRole: row.user.staffRole,
      language: row.user.language,
    }
  }

  return {
    /** Keeps the language the person now uses the registry in (decision 0065). */
    async recordLanguage(userId: string, language: 'en' | 'fr'): Promise<void> {
      await db
        .update(users)
        .set({ language })
        .where(and(eq(users.id, userId), ne(users.language, language)))
    },

    /** Opens a session and returns its first token; a session opened by a device session ends with it. */
    async open(user: typeof users.$inferSelect, now: Date, userAgent?: string, deviceSessionId?: string): Promise<string> {
      const expiresAt = new Date(now.getTime() + SESSION_HOURS * 3_600_000)
      const [session] = await db
        .insert(sessions)
        .values({ userId: user.id, expiresAt, userAgent: userAgent?.slice(0, 300) ?? null, deviceSessionId: deviceSessionId ?? null })
        .returning()
      await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id))
      return sign(user, session!.id, now, expiresAt)
    },

    async check(token: string, now: Date): Promise<TokenCheck> {
      let payload
      try {
        ;({ payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], currentDate: now }))
      } catch (error) {
        return { status: error instanceof errors.JWTExpired ? 'expired' : 'error' }
      }
      const user = await liveSession(typeof payload.sid === 'string' ? payload.sid : '', now)
      if (!user) return { status: 'expired' }
      const expiresAt = new Date((payload.exp ?? 0) * 1000)
      return { status: expiresAt.getTime() - now.getTime() <= expiringMs ? 'expiring' : 'ok', user, expiresAt }
    },

    liveSession,

    /** A fresh token for the same session, while the session lasts. */
    async renew(user: SessionUser, now: Date): Promise<string | null> {
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, user.sessionId), isNull(sessions.endedAt), gt(sessions.expiresAt, now)))
      if (!row) return null
      await db.update(sessions).set({ renewedAt: now }).where(eq(sessions.id, user.sessionId))
      return sign(row.user, user.sessionId, now, row.session.expiresAt)
    },

    async end(sessionId: string, reason: string, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ endedAt: now, endedReason: reason })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)))
    },

    /** Ends every session of a user (but the one given), e.g. after a password change. */
    async endAllOf(userId: string, reason: string, now: Date, except?: string): Promise<void> {
      await db
        .update(sessions)
        .set({ endedAt: now, endedReason: reason })
        .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt), except ? ne(sessions.id, except) : undefined))
    },
  }
}

export type SessionTokens = ReturnType<typeof sessionTokens>
