// Validators for answers made whole before they are sent: the ETag is a digest of the bytes, weak
// (W/) because compression changes the bytes on the wire but not what they say.
import { createHash } from 'node:crypto'

export function etagOf(text: string | Uint8Array): string {
  return `W/"${createHash('sha256').update(text).digest('base64url').slice(0, 32)}"`
}

/** Whether If-None-Match names this ETag (or is *): the caller's copy is current, answer 304. Compared weakly, as RFC 9110 asks. */
export function isCurrent(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag))
}
