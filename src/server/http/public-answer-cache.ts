// Answers the public's reads from memory while what they are read from is unchanged. A route's
// answer to a request without Authorization depends only on its address and on the database, so
// it is kept under its address for the data version it was made at (the public content version,
// decision 0088) and given again, or answered 304 to a caller that holds it (ETag), until a write
// raises the version; a request that carries a session never reads or fills the cache, so no
// role's view reaches another. Only routes whose answers do not move with the clock may use it.
import type { MiddlewareHandler } from 'hono'
import { etagOf, isCurrent } from './etag.ts'
import { readUpTo } from './small-json.ts'

/** An answer longer than this goes on as the stream it is, kept nowhere (a search of the whole map). */
const MAX_ANSWER_BYTES = 1024 * 1024
/** Bytes of answers kept at most. */
const MAX_BYTES = 32 * 1024 * 1024

interface Kept {
  body: Buffer
  etag: string
}

const answer = (ifNoneMatch: string | undefined, kept: Kept) =>
  isCurrent(ifNoneMatch, kept.etag)
    ? new Response(null, { status: 304, headers: { ETag: kept.etag, 'Cache-Control': 'no-cache' } })
    : new Response(kept.body, {
        status: 200,
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(kept.body.byteLength), ETag: kept.etag, 'Cache-Control': 'no-cache' },
      })

/**
 * Values kept for one data version at a time: another version drops every value, and past
 * maxBytes of them the cache starts empty again (a flood of odd addresses cannot grow it). Any
 * other version, not only a newer one, starts afresh: a database restored from a backup, or
 * emptied by a test, counts again from a lower version, whose values were never these.
 */
export function versionedCache<T>(sizeOf: (value: T) => number, maxBytes: number) {
  let generation = -1
  let values = new Map<string, T>()
  let bytes = 0
  const empty = () => {
    values = new Map()
    bytes = 0
  }
  return {
    /** The value kept for key at this version, if any. */
    get(version: number, key: string): T | undefined {
      if (version !== generation) {
        generation = version
        empty()
      }
      return values.get(key)
    },
    /** Keeps a value made at this version; one made while another request read another version is kept nowhere. */
    set(version: number, key: string, value: T): void {
      if (version !== generation) return
      if (bytes + sizeOf(value) > maxBytes) empty()
      values.set(key, value)
      bytes += sizeOf(value)
    },
  }
}

/** `version` reads the database's current data version (db/public-content-version.ts). */
export function publicAnswerCache(version: () => Promise<number>): MiddlewareHandler {
  const answers = versionedCache<Kept>((kept) => kept.body.byteLength, MAX_BYTES)
  return async (c, next) => {
    if (c.req.method !== 'GET' || c.req.header('authorization') !== undefined) return next()
    const current = await version()
    const url = new URL(c.req.url)
    const key = url.pathname + url.search
    const ifNoneMatch = c.req.header('if-none-match')
    const hit = answers.get(current, key)
    if (hit) {
      c.res = answer(ifNoneMatch, hit)
      return
    }
    await next()
    const made = c.res
    if (made.status !== 200 || !made.headers.get('Content-Type')?.startsWith('application/json') || !made.body) return
    const read = await readUpTo(made, MAX_ANSWER_BYTES)
    if ('rest' in read) {
      c.res = undefined
      c.res = read.rest
      return
    }
    const body = read.whole
    const kept = { body, etag: etagOf(body) }
    answers.set(current, key, kept)
    c.res = undefined
    c.res = answer(ifNoneMatch, kept)
  }
}
