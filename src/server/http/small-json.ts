// compress() honours its threshold only for answers that say their length, and c.json's answers do
// not, so every id, receipt and status started a gzip stream of its own (about 1.5 ms of CPU each,
// a quarter of a submitted comment). This gives JSON answers their length.
import { createMiddleware } from 'hono/factory'
import type { Context } from 'hono'

/** Answers shorter than this are sent as they are: gzip would save a few bytes for its CPU. */
export const COMPRESS_THRESHOLD = 1024

type JsonArguments = [object: unknown, status?: number | ResponseInit, headers?: Record<string, string | string[]>]

/**
 * c.json as Hono writes it, with the Content-Length of the text it has just made. Reading the
 * length back from the answer instead would make Node's server turn its light answer into a web
 * Response and stream (a fifth of the HTTP work of a submitted comment).
 */
function jsonWithLength(c: Context): Context['json'] {
  const json = (...[object, status, headers]: JsonArguments) => {
    const text = JSON.stringify(object)
    return c.body(text, status as never, { 'Content-Type': 'application/json', ...headers, 'Content-Length': String(Buffer.byteLength(text)) })
  }
  return json as unknown as Context['json']
}

/**
 * c.json's answers carry their length; a JSON answer of unknown length made otherwise is read up to
 * the threshold: one that ends before is sent whole with its Content-Length (which compress() then
 * leaves alone); a longer one goes on as a stream, the bytes read first, never read further ahead,
 * so a streamed answer (the project search) still streams.
 */
export const smallJsonLength = createMiddleware(async (c, next) => {
  c.json = jsonWithLength(c)
  await next()
  const answer = c.res
  // The headers first: reading an answer's body makes Node's server send it as a stream.
  if (answer.headers.has('Content-Length') || !answer.headers.get('Content-Type')?.startsWith('application/json') || !answer.body) return
  const read = await readUpTo(answer, COMPRESS_THRESHOLD)
  if ('rest' in read) {
    c.res = read.rest
    return
  }
  const headers = new Headers(answer.headers)
  headers.set('Content-Length', String(read.whole.byteLength))
  c.res = new Response(read.whole, { status: answer.status, statusText: answer.statusText, headers })
})

/**
 * An answer's body (the caller has seen that it has one) read up to `limit` bytes: whole when it
 * ends before, else the answer again, streaming on from the bytes already read, never read further ahead.
 */
export async function readUpTo(answer: Response, limit: number): Promise<{ whole: Buffer } | { rest: Response }> {
  const reader = (answer.body as ReadableStream<Uint8Array>).getReader()
  const head: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return { whole: Buffer.concat(head) }
    head.push(value)
    size += value.byteLength
    if (size >= limit) return { rest: new Response(continuing(head, reader), answer) }
  }
}

/** The bytes already read, then the rest of the answer as it comes. */
function continuing(head: Uint8Array[], reader: ReadableStreamDefaultReader<Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of head) controller.enqueue(chunk)
    },
    async pull(controller) {
      const { done, value } = await reader.read()
      if (done) controller.close()
      else controller.enqueue(value)
    },
    cancel: (reason) => reader.cancel(reason),
  })
}
