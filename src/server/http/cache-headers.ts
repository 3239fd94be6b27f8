// Who may keep an API answer. An answer that depends on who asks is never stored anywhere: the
// answer to any request with an Authorization header or that is not a read (GET, HEAD), and the
// answer of a route marked personal (one that knows its caller by a token in its address, or that
// answers only this machine). Every other answer is the public's and may be cached, but only for
// requests without Authorization (Vary), so that no cache hands it out for a signed-in one.
//
// The headers are set on the answer itself: c.header() on an answer already made copies it into a
// web Response through its body stream, which Node's server must then read back chunk by chunk
// (decision 0048).
import type { Context, MiddlewareHandler } from 'hono'

const NO_STORE = 'no-store'

const dependsOnCaller = (c: Context) => (c.req.method !== 'GET' && c.req.method !== 'HEAD') || c.req.header('authorization') !== undefined

/** Around every API route. */
export const apiCacheHeaders: MiddlewareHandler = async (c, next) => {
  await next()
  if (dependsOnCaller(c)) c.res.headers.set('Cache-Control', NO_STORE)
  else if (c.res.headers.get('Cache-Control') !== NO_STORE) c.res.headers.append('Vary', 'Authorization')
}

/** Marks a route whose answer depends on who asks although the request carries no Authorization. */
export const personal: MiddlewareHandler = async (c, next) => {
  await next()
  c.res.headers.set('Cache-Control', NO_STORE)
}
