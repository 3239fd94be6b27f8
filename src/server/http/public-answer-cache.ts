// Answers the public's reads from memory while what they are read from is unchanged. A route's
// answer to a request without Authorization depends only on its address and on the database, so
// it is kept under its address for the data version it was made at (the public content version,
// decision 0088) and given again, or answered 304 to a caller that holds it (ETag), until a write
// raises the version; a request that carries a session never reads or fills the cache, so no
// role's view reaches another. Only routes whose answers do not move with the clock may use it.
import type { MiddlewareHandler } from 'hono'
import { etagOf, isCurrent } from './etag.ts'

/** Bytes of answers kept at most: past it the cache starts empty again (a flood of odd addresses cannot grow it). */
const MAX_BYTES = 32 * 1024 * 1024

interface Kept {
  text: string
  etag: string
}

/** `version` reads the database's current data version; every request of the public reads it once. */
export function publicAnswerCache(version: () => Promise<number>): MiddlewareHandler {
  // One generation of answers: all made at the newest version seen, all dropped when it moves on.
  let generation = -1
  let answers = new Map<string, Kept>()
  let bytes = 0
  const answer = (ifNoneMatch: string | undefined, kept: Kept) =>
    isCurrent(ifNoneMatch, kept.etag)
      ? new Response(null, { status: 304, headers: { ETag: kept.etag, 'Cache-Control': 'no-cache' } })
      : new Response(kept.text, {
          status: 200,
          headers: { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(kept.text)), ETag: kept.etag, 'Cache-Control': 'no-cache' },
        })

  return async (c, next) => {
    if (c.req.method !== 'GET' || c.req.header('authorization') !== undefined) return next()
    const current = await version()
    if (current > generation) {
      generation = current
      answers = new Map()
      bytes = 0
    }
    const url = new URL(c.req.url)
    const key = url.pathname + url.search
    const ifNoneMatch = c.req.header('if-none-match')
    const hit = current === generation ? answers.get(key) : undefined
    if (hit) {
      c.res = answer(ifNoneMatch, hit)
      return
    }
    await next()
    if (c.res.status !== 200 || !c.res.headers.get('Content-Type')?.startsWith('application/json')) return
    const text = await c.res.text()
    const made = { text, etag: etagOf(text) }
    // Made from an older snapshot than another request has already seen: given once, kept nowhere.
    if (current === generation) {
      if (bytes + text.length > MAX_BYTES) {
        answers = new Map()
        bytes = 0
      }
      answers.set(key, made)
      bytes += text.length
    }
    c.res = undefined
    c.res = answer(ifNoneMatch, made)
  }
}
