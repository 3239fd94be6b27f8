// Every request, once: an id that follows it (the answer's X-Request-Id, the error log's
// requestId), one log line when it is answered, and its count and time in the metrics. Lines and
// labels carry the route's pattern (/api/projects/:id), never the address, which may hold tokens.
import { randomUUID } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import { logger } from '../lib/logger.ts'
import { httpDuration, httpRequests, uploadBytes } from '../lib/metrics.ts'

/** What a proxy's id may look like to be taken as ours: short, and nothing a log would mangle. */
const PROXY_ID = /^[\w.:@-]{1,128}$/

const ids = new WeakMap<Request, string>()

/** The id of the request being answered (the error log's link to its request line). */
export const requestIdOf = (c: Context): string | undefined => ids.get(c.req.raw)

/** A pattern without its parameters' constraints: /api/projects/:projectId{[0-9a-f]{8}-…} reads /api/projects/:projectId. */
export function plainPattern(pattern: string): string {
  let plain = ''
  let depth = 0
  for (const char of pattern) {
    if (char === '{') depth++
    else if (char === '}') depth--
    else if (depth === 0) plain += char
  }
  return plain
}

/** The route pattern the request matched; an unknown API address and the web app's pages are one label each. */
function routeOf(c: Context): string {
  const path = c.req.routePath
  if (path === '/api/*') return 'unmatched /api'
  return path && path !== '*' && path !== '/*' ? plainPattern(path) : 'web app'
}

/** The file bytes an accepted request carried: a multipart upload's body, or a chunk of an upload session's. */
function uploadedBytes(c: Context): number {
  const length = Number(c.req.header('content-length') ?? 0)
  const upload = c.req.header('content-type')?.startsWith('multipart/form-data') || c.req.header('content-range') !== undefined
  return upload && Number.isFinite(length) && length > 0 ? length : 0
}

export function requestLog(trustedProxies: number): MiddlewareHandler {
  return async (c, next) => {
    const started = process.hrtime.bigint()
    const offered = c.req.header('x-request-id')
    // Behind a proxy that names its requests, the same id in both logs; from anyone else, ours.
    const id = trustedProxies > 0 && offered && PROXY_ID.test(offered) ? offered : randomUUID()
    ids.set(c.req.raw, id)
    try {
      await next()
    } finally {
      c.res.headers.set('X-Request-Id', id)
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      const labels = { method: c.req.method, route: routeOf(c), status: String(c.res.status) }
      httpRequests.inc(labels)
      httpDuration.observe(labels, seconds)
      if (c.res.ok) uploadBytes.inc(uploadedBytes(c))
      logger().info({ requestId: id, method: labels.method, route: labels.route, status: c.res.status, ms: Math.round(seconds * 10_000) / 10 }, 'request')
    }
  }
}
