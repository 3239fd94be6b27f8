// The tokens in the addresses of private files (decision 0055). A link or an <a download> cannot
// send a header, so the address carries a token; but an address is copied, shared and kept in the
// browser's history, so the token is not the session: it fetches one file, for five minutes, while
// the session it was minted in lasts. It is the session's id, its expiry, and the server's HMAC of
// those with the file's id, so it is no JWT and no session check accepts it.
import { timingSafeEqual } from 'node:crypto'
import { signedToken } from '../../lib/signed-tokens.ts'
import type { SessionTokens, SessionUser } from '../auth/session-tokens.ts'
import { UUID_PATTERN } from '../../../shared/schemas/project.ts'

export const DOWNLOAD_TOKEN_SECONDS = 300

const PURPOSE = 'file-download'
const SHAPE = /^([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/

export function downloadTokens(secret: Uint8Array, sessions: SessionTokens) {
  const mac = (uploadId: string, sessionId: string, expires: number) => signedToken(secret, PURPOSE, `${uploadId}:${sessionId}:${expires}`)

  return {
    /** A token for the caller's session to fetch one file. */
    mint(uploadId: string, caller: SessionUser, now: Date): { token: string; expiresAt: Date } {
      const expires = Math.floor(now.getTime() / 1000) + DOWNLOAD_TOKEN_SECONDS
      return { token: `${caller.sessionId}.${expires}.${mac(uploadId, caller.sessionId, expires)}`, expiresAt: new Date(expires * 1000) }
    },

    /** Whose the token is, if it is good for this file now; null otherwise. */
    async check(uploadId: string, token: string, now: Date): Promise<SessionUser | null> {
      const match = SHAPE.exec(token)
      if (!match) return null
      const [, sessionId, expires, signature] = match as unknown as [string, string, string, string]
      if (!UUID_PATTERN.test(sessionId) || Number(expires) * 1000 <= now.getTime()) return null
      const expected = Buffer.from(mac(uploadId, sessionId, Number(expires)))
      if (!timingSafeEqual(expected, Buffer.from(signature))) return null
      return sessions.liveSession(sessionId, now)
    },
  }
}
