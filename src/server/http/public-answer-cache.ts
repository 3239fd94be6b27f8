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
/**
 * Bytes of answers kept at most: a project's public tabs come to ~18 KB (the demo set's mean), so
 * this keeps every tab of ~900 projects, four times the 214 still under assessment in the real
 * export that readers mostly open; the least recently read go first (decision 0100).
 */
const MAX_BYTES = 16 * 1024 * 1024

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
 * maxBytes the least recently used values go first, so the answers read most stay while a flood
 * of odd addresses only cycles through the rest. Any other version, not only a newer one, starts
 * afresh: a database restored from a backup, or emptied by a test, counts again from a lower
 * version, whose values were never these.
 */
export function versionedCache<T>(sizeOf: (value: T) => number, maxBytes: number) {
  let generation = -1
  // A Map iterates in insertion order: a value read again is inserted again, so the first is the least recently used.
  let values = new Map<string, T>()
  let bytes = 0
  const drop = (key: string, value: T) => {
    values.delete(key)
    bytes -= sizeOf(value)
  }
  return {
    /** The value kept for key at this version, if any. */
    get(version: number, key: string): T | undefined {
      if (version !== generation) {
        generation = version
        values = new Map()
        bytes = 0
      }
      const value = values.get(key)
      if (value !== undefined) {
        values.delete(key)
        values.set(key, value)
      }
      return value
    },
    /** Keeps a value made at this version; one made while another request read another version is kept nowhere. */
    set(version: number, key: string, value: T): void {
      const size = sizeOf(value)
      if (version !== generation || size > maxBytes) return
      const before = values.get(key)
      if (before !== undefined) drop(key, before)
      for (const [oldest, kept] of values) {
        if (bytes + size <= maxBytes) break
        drop(oldest, kept)
      }
      values.set(key, value)
      bytes += size
    },
  }
}

/**
 * The bytes in memory of their own. Buffer.concat gives a short answer a slice of a block shared
 * with other buffers (64 KB on Node 24), which a kept slice would hold whole: kept answers of a
 * few KB each held 64 KB each, far past what the cache counted.
 */
function ownCopy(bytes: Buffer): Buffer {
  const copy = Buffer.allocUnsafeSlow(bytes.byteLength)
  bytes.copy(copy)
  return copy
}

/** `version` reads the database's current data version (db/public-content-version.ts). */
export function publicAnswerCache(version: () => Promise<number>, maxBytes = MAX_BYTES): MiddlewareHandler {
  // What a kept answer holds in memory: the whole block under its bytes.
  const answers = versionedCache<Kept>((kept) => kept.body.buffer.byteLength, maxBytes)
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
    const body = ownCopy(read.whole)
    const kept = { body, etag: etagOf(body) }
    answers.set(current, key, kept)
    c.res = undefined
    c.res = answer(ifNoneMatch, kept)
  }
}
