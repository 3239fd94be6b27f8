// Location look-up, reference layers for offline use, and placer claims (spec §7 "Map-service
// look-ups", answered by our own code and data).
import { Hono } from 'hono'
import type { Context } from 'hono'
import type { AppDeps } from '../../app-deps.ts'
import { AppError } from '../../http/app-error.ts'
import { body } from '../../http/openapi.ts'
import type { BodyLimit } from '../../http/openapi.ts'
import { shapesOf } from '../../../shared/geo/geojson.ts'
import { LookupRequest, PlacerClaimsRequest } from '../../../shared/schemas/geo.ts'
import { lookupService } from './lookup.service.ts'
import { routes } from './geo.routes.ts'

const LOOKUP_BODY_LIMIT: BodyLimit = { maxBytes: 5 * 1024 * 1024, message: 'The location is larger than 5 MB; simplify the shapes and try again.' }

const etagOf = (version: string) => `"${version}"`

/** Layers answer under their version, asked again each time (answered 304 while the copy is current). */
function versioned(c: Context, version: string): void {
  c.header('ETag', etagOf(version))
  c.header('Cache-Control', 'no-cache')
}

export function geoHandlers({ db }: AppDeps): Hono {
  const service = lookupService(db)
  return new Hono()
    .post('/api/geo/lookup', routes.lookup, body(LookupRequest, LOOKUP_BODY_LIMIT), async (c) => {
      const shapes = shapesOf(c.req.valid('json'))
      if (!shapes.ok) throw AppError.badRequest(`The location is not GeoJSON of points, lines and polygons in WGS84: ${shapes.message}.`, 'body')
      return c.json({ status: 'OK' as const, lookup: await service.lookup(shapes.shapes) }, 200)
    })
    .get('/api/geo/layers', routes.layers, async (c) => {
      const answer = await service.offlineLayers()
      if (c.req.header('If-None-Match') === etagOf(answer.version)) return c.body(null, 304)
      versioned(c, answer.version)
      return c.json({ status: 'OK' as const, ...answer }, 200)
    })
    .get('/api/geo/placer-claims', routes.placerClaimsLayer, async (c) => {
      // The version first: a device whose copy is current is answered without reading every claim.
      const version = await service.layersVersion()
      if (c.req.header('If-None-Match') === etagOf(version)) return c.body(null, 304)
      const answer = await service.claimsLayer()
      versioned(c, answer.version)
      return c.json({ status: 'OK' as const, ...answer }, 200)
    })
    .post('/api/geo/placer-claims', routes.placerClaims, body(PlacerClaimsRequest), async (c) => {
      const { claims } = c.req.valid('json')
      if (!claims.trim()) throw AppError.badRequest('You must add at least one claim or other location details to submit your proposal', 'claims')
      return c.json({ status: 'OK' as const, ...(await service.placerClaims(claims)) }, 200)
    })
}
