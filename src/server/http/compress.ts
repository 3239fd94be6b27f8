// Compresses answers for clients that accept it, as Hono's compress() does, but at a level chosen by
// what the answer is. An API answer is made for its request, so its compression is on the request's
// path: at gzip's default level, compressing a page of 500 search results took three times as long
// as level 1 for 14% fewer bytes, longer than the search's own statement (decision 0095). Files
// (scripts, styles, pages) keep the default level, which pays for itself over a slow link.
// A handler that makes its JSON answer whole may compress it itself, in one call (jsonAnswer).
import { Duplex } from 'node:stream'
import type { ZlibOptions } from 'node:zlib'
import { constants, createDeflate, createGzip, deflateSync, gzipSync } from 'node:zlib'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { parseAccept } from 'hono/utils/accept'
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress'
import { COMPRESS_THRESHOLD } from './small-json.ts'

const ENCODINGS = { gzip: createGzip, deflate: createDeflate } as const
const AT_ONCE = { gzip: gzipSync, deflate: deflateSync } as const
type Encoding = keyof typeof ENCODINGS

/** The encoding the client prefers among gzip and deflate (gzip on a tie), if it accepts one. */
function encodingFor(acceptEncoding: string | undefined): Encoding | undefined {
  if (acceptEncoding === undefined) return undefined
  const accepts = parseAccept(acceptEncoding)
  const wildcard = accepts.find((a) => a.type === '*')?.q ?? 0
  let best: { encoding: Encoding; q: number } | undefined
  for (const encoding of Object.keys(ENCODINGS) as Encoding[]) {
    const q = accepts.find((a) => a.type.toLowerCase() === encoding)?.q ?? wildcard
    if (q > 0 && (!best || q > best.q)) best = { encoding, q }
  }
  return best?.encoding
}

const noTransform = /(?:^|,)\s*no-transform\s*(?:,|$)/i
const varyAcceptEncoding = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i

/** Compresses answers of at least `threshold` bytes (or of unknown length) whose type compresses. */
export function compressAnswers({ threshold }: { threshold: number }) {
  return createMiddleware(async (c, next) => {
    await next()
    const answer = c.res
    const type = answer.headers.get('Content-Type')
    const length = answer.headers.get('Content-Length')
    if (
      answer.status === 206 ||
      answer.headers.has('Content-Encoding') ||
      answer.headers.has('Transfer-Encoding') ||
      c.req.method === 'HEAD' ||
      (length && Number(length) < threshold) ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      noTransform.test(answer.headers.get('Cache-Control') ?? '')
    )
      return
    const vary = answer.headers.get('Vary')
    if (vary !== '*' && !(vary && varyAcceptEncoding.test(vary))) c.header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
    const encoding = encodingFor(c.req.header('Accept-Encoding'))
    if (!encoding || !c.res.body) return
    const options: ZlibOptions = { level: type.startsWith('application/json') ? constants.Z_BEST_SPEED : constants.Z_DEFAULT_COMPRESSION }
    const compressed = Duplex.toWeb(ENCODINGS[encoding](options)) as ReadableWritablePair<Uint8Array, Uint8Array>
    c.res = new Response(c.res.body.pipeThrough(compressed), c.res)
    c.res.headers.delete('Content-Length')
    c.res.headers.set('Content-Encoding', encoding)
    const etag = c.res.headers.get('ETag')
    if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`)
  })
}

/**
 * A JSON answer its handler made whole (a page of the project search), compressed as compressAnswers
 * would, but in one call on the request's own thread and sent with its length. Through
 * compressAnswers, the answer would be made a second time as a stream, and zlib's stream hands each
 * piece to a worker thread and back: on a busy machine each hand-over waited for a core longer than
 * the compression took (decision 0099). Not for a large answer: one call holds the thread (gzip's
 * fastest level takes about 3 ms for 500 kB).
 */
export function jsonAnswer(c: Context, text: string): Response {
  const length = Buffer.byteLength(text)
  const encoding = length >= COMPRESS_THRESHOLD ? encodingFor(c.req.header('Accept-Encoding')) : undefined
  const body = encoding ? AT_ONCE[encoding](text, { level: constants.Z_BEST_SPEED }) : text
  return c.body(body, 200, {
    'Content-Type': 'application/json',
    'Content-Length': String(encoding ? body.length : length),
    ...(length >= COMPRESS_THRESHOLD ? { Vary: 'Accept-Encoding' } : {}),
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  })
}
