// Device sessions (decision 0063): a refresh token kept on the person's device, traded for a short
// session whenever the registry is reachable, so an offline trip longer than a session does not
// end in a login. Only the token's hash is kept; each trade gives a new token and the old one is
// dead: an old token shown again means it was copied, and ends the device session.
import { randomBytes } from 'node:crypto'
import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { deviceSessions, sessions, users } from '../../db/schema/index.ts'
import { AppError } from '../../http/app-error.ts'
import { tokenHash } from '../../lib/signed-tokens.ts'
import { DEVICE_SESSION_IDLE_DAYS, deviceLabel, deviceSessionLapsed } from '../../../shared/domain/device-sessions.ts'
import type { SessionTokens, SessionUser } from './session-tokens.ts'

const newSecret = () => randomBytes(32).toString('base64url')
/** The token names its device session, so that an old token can be told from a forged one. */
const TOKEN_PATTERN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/

const ended = () => new AppError(401, 'device-session-ended', 'This device is no longer signed in. Please log in again.')

export function deviceSessionStore(db: Database, tokens: SessionTokens) {
  /** Ends device sessions and the sessions they opened, but the session given (the caller's, after a password change). */
  async function endWhere(where: ReturnType<typeof and>, reason: string, now: Date, keepSessionId?: string): Promise<string[]> {
    const endedRows = await db
      .update(deviceSessions)
      .set({ endedAt: now, endedReason: reason })
      .where(and(where, isNull(deviceSessions.endedAt)))
      .returning({ id: deviceSessions.id })
    const ids = endedRows.map((row) => row.id)
    if (ids.length) {
      const opened = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(inArray(sessions.deviceSessionId, ids), isNull(sessions.endedAt)))
      for (const { id } of opened) if (id !== keepSessionId) await tokens.end(id, reason, now)
    }
    return ids
  }

  async function issue(userId: string, userAgent: string | undefined, now: Date): Promise<{ id: string; deviceToken: string }> {
    const secret = newSecret()
    const [row] = await db
      .insert(deviceSessions)
      .values({ userId, tokenHash: tokenHash(secret), label: deviceLabel(userAgent), createdAt: now, lastUsedAt: now })
      .returning({ id: deviceSessions.id })
    return { id: row!.id, deviceToken: `${row!.id}.${secret}` }
  }

  return {
    issue,

    /** A fresh session for the device's person, and the token to use next time (this one is spent). */
    async exchange(deviceToken: string, now: Date, userAgent?: string): Promise<{ token: string; deviceToken: string; user: typeof users.$inferSelect }> {
      const parsed = TOKEN_PATTERN.exec(deviceToken)
      if (!parsed) throw ended()
      const [, id, secret] = parsed as unknown as [string, string, string]
      const next = newSecret()
      const idleSince = new Date(now.getTime() - DEVICE_SESSION_IDLE_DAYS * 86_400_000)
      // Compare-and-set on the token's hash: of simultaneous trades of one token exactly one wins.
      const [row] = await db
        .update(deviceSessions)
        .set({ tokenHash: tokenHash(next), lastUsedAt: now })
        .where(
          and(
            eq(deviceSessions.id, id),
            eq(deviceSessions.tokenHash, tokenHash(secret)),
            isNull(deviceSessions.endedAt),
            gt(deviceSessions.lastUsedAt, idleSince),
          ),
        )
        .returning()
      if (!row) {
        const [current] = await db.select().from(deviceSessions).where(eq(deviceSessions.id, id))
        if (current && !current.endedAt) {
          await endWhere(eq(deviceSessions.id, id), current.tokenHash !== tokenHash(secret) ? 'reused' : 'unused', now)
        }
        throw ended()
      }
      const [user] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, row.userId), isNull(users.disabledAt)))
      if (!user) {
        await endWhere(eq(deviceSessions.id, id), 'account-disabled', now)
        throw ended()
      }
      return { token: await tokens.open(user, now, userAgent, row.id), deviceToken: `${row.id}.${next}`, user }
    },

    /** The caller's devices still signed in, the latest used first. */
    async list(caller: SessionUser, now: Date) {
      const [own] = await db.select({ deviceSessionId: sessions.deviceSessionId }).from(sessions).where(eq(sessions.id, caller.sessionId))
      const rows = await db
        .select()
        .from(deviceSessions)
        .where(and(eq(deviceSessions.userId, caller.userId), isNull(deviceSessions.endedAt)))
        .orderBy(desc(deviceSessions.lastUsedAt))
      return rows
        .filter((row) => !deviceSessionLapsed(row.lastUsedAt, now))
        .map((row) => ({
          id: row.id,
          label: row.label,
          createdAt: row.createdAt.toISOString(),
          lastUsedAt: row.lastUsedAt.toISOString(),
          current: row.id === own?.deviceSessionId,
        }))
    },

    /** "Sign out this device" in My Account: only the caller's own device sessions. */
    async revoke(caller: SessionUser, id: string, now: Date): Promise<void> {
      const endedIds = await endWhere(and(eq(deviceSessions.id, id), eq(deviceSessions.userId, caller.userId)), 'signed-out-from-account', now)
      if (!endedIds.length) throw AppError.notFound()
    },

    /** Logout: the device this session came from is signed out. */
    async endOfSession(sessionId: string, now: Date): Promise<void> {
      const [own] = await db.select({ deviceSessionId: sessions.deviceSessionId }).from(sessions).where(eq(sessions.id, sessionId))
      if (own?.deviceSessionId) await endWhere(eq(deviceSessions.id, own.deviceSessionId), 'logout', now)
    },

    /** A password change or reset signs every device out; the caller's own session goes on, with a new device session. */
    async endAllOf(userId: string, reason: string, now: Date, keepSessionId?: string): Promise<void> {
      await endWhere(eq(deviceSessions.userId, userId), reason, now, keepSessionId)
    },

    /** Gives a session that goes on after its device session ended a new one. */
    async reissueFor(caller: SessionUser, userAgent: string | undefined, now: Date): Promise<string> {
      const issued = await issue(caller.userId, userAgent, now)
      await db.update(sessions).set({ deviceSessionId: issued.id }).where(eq(sessions.id, caller.sessionId))
      return issued.deviceToken
    },
  }
}

export type DeviceSessionStore = ReturnType<typeof deviceSessionStore>
