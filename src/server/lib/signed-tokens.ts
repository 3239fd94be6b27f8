// Opaque tokens of the links that work without a login (a notice's unsubscribe, a rejected
// comment's resubmission): the server's HMAC of what the link is for, saying nothing of whom it is
// for. Only a token's SHA-256 is stored, and the link's record is found by it.
import { createHash, createHmac } from 'node:crypto'

/** The token of a link for `purpose` on `subject` (a delivery, a comment's rejection). */
export function signedToken(secret: Uint8Array, purpose: string, subject: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${subject}`).digest('base64url')
}

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex')
