// The integration API (decision 0080), at /api/v1/integration/projects and, for programs written
// against the real registry that change only its host, at its own /api/integration/projects.
import { Hono } from 'hono'
import type { Context } from 'hono'
import { cors } from 'hono/cors'
import type { AppDeps } from '../../app-deps.ts'
import { AppError } from '../../http/app-error.ts'
import { query } from '../../http/openapi.ts'
import { yearRange } from '../../../shared/domain/integration-years.ts'
import { IntegrationProjectsQuery } from '../../../shared/schemas/integration.ts'
import { etagOf, isCurrent } from '../../http/etag.ts'
import { integrationApiService } from './integration-api.service.ts'
import { routes } from './integration-api.routes.ts'
import { openData } from '../../http/callers.ts'

const BASES = ['/api/v1/integration/projects', '/api/integration/projects'] as const

/** Any web page may read it: public data, no credentials. */
const openToAnyOrigin = cors({ origin: '*', allowMethods: ['GET', 'HEAD'], allowHeaders: ['If-None-Match'], exposeHeaders: ['ETag'], maxAge: 86_400 })

/** The JSON text with its ETag, or 304 when the caller's copy is current; asked again each time. */
function answer(c: Context, value: unknown): Response {
  const text = JSON.stringify(value)
  const etag = etagOf(text)
  const headers = { ETag: etag, 'Cache-Control': 'no-cache' }
  if (isCurrent(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers)
  return c.body(text, 200, { ...headers, 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(text)) })
}

export function integrationApiHandlers({ db, clock }: AppDeps): Hono {
  const service = integrationApiService(db)
  const app = new Hono()
  for (const base of BASES) {
    app
      .use(base, openToAnyOrigin)
      .use(`${base}/*`, openToAnyOrigin)
      .get(base, routes.byYears, openData, query(IntegrationProjectsQuery), async (c) => {
        const { startYear, endYear } = c.req.valid('query')
        const range = yearRange(startYear, endYear)
        if ('refused' in range) throw AppError.badRequest(range.refused, range.parameter)
        return answer(c, await service.byYears(range.startYear, range.endYear, clock()))
      })
      .get(`${base}/:numberOrId`, routes.one, openData, async (c) => {
        const numberOrId = c.req.param('numberOrId')
        const project = await service.one(numberOrId, clock())
        if (!project) throw AppError.notFound(`No public project has the number or id "${numberOrId}".`)
        return answer(c, project)
      })
  }
  return app
}
