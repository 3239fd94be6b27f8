// The public API v1 (decision 0082): GET /api/v1/projects, the registry walked by cursor in JSON,
// GeoJSON or CSV, streamed; GET /api/v1/projects/{number}, one project's public parts. Open to any
// site (CORS), no session read, a quota per client stated on every answer (RateLimit-*), and
// validators on everything (ETag; If-None-Match gives 304).
import { Hono } from 'hono'
import type { MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'
import type { AppDeps } from '../../app-deps.ts'
import { AppError } from '../../http/app-error.ts'
import { openData } from '../../http/callers.ts'
import { etagOf, isCurrent } from '../../http/etag.ts'
import { query } from '../../http/openapi.ts'
import { clientAddress, RateLimiter } from '../../http/rate-limit.ts'
import type { RateLimitRule } from '../../http/rate-limit.ts'
import { csvHeader, csvLine, decodeCursor, encodeCursor, formatOf, mediaTypeOf } from '../../../shared/domain/api-v1.ts'
import type { ApiV1Format } from '../../../shared/domain/api-v1.ts'
import { API_V1_DEFAULT_LIMIT, ApiV1ProjectsQuery } from '../../../shared/schemas/api-v1.ts'
import { searchFilters } from '../projects/project-search.ts'
import { apiV1Service } from './api-v1.service.ts'
import type { ApiV1Row, ApiV1Walk } from './api-v1.service.ts'
import { apiV1ProjectService } from './api-v1.project.ts'
import { routes } from './api-v1.routes.ts'

const P = '/api/v1/projects'
const NUMBER = ':projectNumber{[0-9]{4}-[0-9]{4}}'
/** Rows read at a time while the whole registry (limit=all) is written out. */
const CHUNK = 1000

/** Per client address: enough for a mirror's walk of 100,000 projects by pages of 1000 several times an hour. */
export const API_V1_RATE_LIMIT: RateLimitRule = { name: 'api-v1', limit: 600, windowMs: 10 * 60_000 }

const QUOTA_HEADERS = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After']

const openToAnyOrigin = cors({
  origin: '*',
  allowMethods: ['GET', 'HEAD'],
  allowHeaders: ['If-None-Match', 'Accept'],
  exposeHeaders: ['ETag', 'Link', ...QUOTA_HEADERS],
})

/** Counts the request against the client's quota and states what is left; past it, 429 until the window ends. */
function quota(limiter: RateLimiter): MiddlewareHandler {
  return async (c, next) => {
    const verdict = await limiter.hitWithQuota(API_V1_RATE_LIMIT, clientAddress(c, limiter.trustedProxies))
    const headers = {
      'RateLimit-Limit': String(API_V1_RATE_LIMIT.limit),
      'RateLimit-Remaining': String(verdict.remaining),
      'RateLimit-Reset': String(verdict.resetSeconds),
    }
    if (!verdict.allowed) {
      const minutes = Math.ceil(verdict.retryAfterSeconds / 60)
      throw new AppError(
        429,
        'rate-limited',
        `Too many requests to the public API: at most ${API_V1_RATE_LIMIT.limit} every ${API_V1_RATE_LIMIT.windowMs / 60_000} minutes from one address. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or ask for larger pages (limit=1000) or the whole list at once (limit=all).`,
        undefined,
        { ...headers, 'Retry-After': String(verdict.retryAfterSeconds) },
      )
    }
    for (const [name, value] of Object.entries(headers)) c.header(name, value)
    await next()
  }
}

/** Writes the rows in the format, streamed as they come: JSON and GeoJSON end with the next page's address. */
async function* written(format: ApiV1Format, rows: AsyncIterable<ApiV1Row> | Iterable<ApiV1Row>, next: string | null): AsyncGenerator<string> {
  if (format === 'csv') {
    yield csvHeader()
    for await (const { geometry: _, ...row } of rows) yield csvLine(row)
    return
  }
  yield format === 'json' ? '{"projects":[' : '{"type":"FeatureCollection","features":['
  let first = true
  for await (const { geometry, ...row } of rows) {
    const text =
      format === 'json'
        ? JSON.stringify(row)
        : `{"type":"Feature","id":${JSON.stringify(row.projectNumber)},"geometry":${geometry ?? 'null'},"properties":${JSON.stringify(row)}}`
    yield first ? text : `,${text}`
    first = false
  }
  yield `],"next":${JSON.stringify(next)}}`
}

export function apiV1Handlers({ db, config, clock }: AppDeps): Hono {
  const service = apiV1Service(db)
  const projects = apiV1ProjectService(db, config.publicBaseUrl)
  const limiter = new RateLimiter(db, clock, config.trustedProxies)

  /** Every row of the walk after its cursor, read a chunk at a time. */
  async function* everyRow(walk: ApiV1Walk): AsyncGenerator<ApiV1Row> {
    let after = walk.after
    for (;;) {
      const chunk = await service.page({ ...walk, ...(after ? { after } : {}) }, CHUNK)
      for (const { row } of chunk) yield row
      if (chunk.length < CHUNK) return
      after = chunk[chunk.length - 1]!.cursor
    }
  }

  return new Hono()
    .use(P, openToAnyOrigin)
    .use(`${P}/${NUMBER}`, openToAnyOrigin)
    .get(P, routes.list, openData, quota(limiter), query(ApiV1ProjectsQuery), async (c) => {
      const { updatedSince, sort = 'number', limit = API_V1_DEFAULT_LIMIT, cursor, format: asked, ...filters } = c.req.valid('query')
      const format = formatOf(asked, c.req.header('accept'))
      const after = cursor === undefined ? undefined : decodeCursor(cursor)
      if (after === null || (after && after.sort !== sort))
        throw AppError.badRequest('Invalid parameter cursor: send back the cursor of a next link as it was given, with the same sort.', 'cursor')
      const walk: ApiV1Walk = {
        filters: searchFilters(filters),
        sort,
        geometry: format === 'geojson',
        ...(updatedSince ? { updatedSince } : {}),
        ...(after ? { after } : {}),
      }

      const url = new URL(c.req.url)
      const etag = etagOf(`${await service.fingerprint()}\n${format}\n${url.search}`)
      const headers: Record<string, string> = { ETag: etag, 'Cache-Control': 'no-cache', Vary: 'Accept' }
      if (isCurrent(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers)

      let rows: AsyncIterable<ApiV1Row> | ApiV1Row[]
      let next: string | null = null
      if (limit === 'all') rows = everyRow(walk)
      else {
        const page = await service.page(walk, limit + 1)
        rows = page.slice(0, limit).map((p) => p.row)
        if (page.length > limit) {
          const params = new URLSearchParams(url.search)
          params.set('cursor', encodeCursor(page[limit - 1]!.cursor))
          next = `${config.publicBaseUrl}${P}?${params}`
          headers.Link = `<${next}>; rel="next"`
        }
      }
      const body = ReadableStream.from(written(format, rows, next)).pipeThrough(new TextEncoderStream())
      return c.body(body, 200, { ...headers, 'Content-Type': mediaTypeOf(format) })
    })
    .get(`${P}/${NUMBER}`, routes.one, openData, quota(limiter), async (c) => {
      const projectNumber = c.req.param('projectNumber')
      const project = await projects.project(projectNumber, clock())
      if (!project) throw AppError.notFound(`No public project has the number ${projectNumber}.`)
      const text = JSON.stringify(project)
      const etag = etagOf(text)
      const headers = { ETag: etag, 'Cache-Control': 'no-cache' }
      if (isCurrent(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers)
      return c.body(text, 200, { ...headers, 'Content-Type': 'application/json' })
    })
}
