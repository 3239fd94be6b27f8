import { existsSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { ASSESSMENT_DISTRICTS } from '../../src/server/db/reference/districts-and-sectors.ts'
import { FIRST_NATIONS } from '../../src/server/db/reference/organizations.ts'
import { LayerImportError, importLayer } from '../../src/server/geo/import-layer.ts'
import { LAYER_KINDS, lookupLocation, prepareLayers } from '../../src/shared/geo/lookup.ts'
import { shapesOf } from '../../src/shared/geo/geojson.ts'
import type { LayersResponse, PlacerClaimsLayerResponse } from '../../src/shared/schemas/geo.ts'
import type { LocationLookup } from '../../src/shared/geo/lookup.ts'
import { tempDir } from './temp-dirs.ts'

const TERRITORIES_SHAPEFILE = '../shared/geo/first-nation-traditional-territories-yukon-albers.shp.zip'
const DISTRICTS_GEOJSON = '../shared/geo/assessment-districts-APPROXIMATE.geojson'
const districtId = (name: string) => ASSESSMENT_DISTRICTS.find((d) => d.name === name)!.id
const firstNationId = (name: string) => FIRST_NATIONS.find((f) => f.name === name)!.id

let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})

const lookUp = (geojson: unknown) => app.postJson<{ status: string; lookup: LocationLookup; userMessage?: string }>('/api/geo/lookup', geojson)

describe('reference layers', () => {
  it('ships demo layers of every kind, labelled as demo data', async () => {
    const { status, body } = await app.getJson<LayersResponse>('/api/geo/layers')
    expect(status).toBe(200)
    expect(body.layers.map((l) => l.kind)).toEqual([...LAYER_KINDS].sort())
    expect(body.layers.every((l) => l.isDemo && l.source === 'demo')).toBe(true)
    expect(body.features.some((f) => f.kind === 'placer-claims')).toBe(false)
    expect(new Set(body.features.map((f) => f.kind)).size).toBe(LAYER_KINDS.length - 1)
    // Small enough to keep for look-ups without a connection.
    expect(JSON.stringify(body).length).toBeLessThan(5 * 1024 * 1024)
  })

  it('answers 304 to a client holding the current version', async () => {
    const first = await app.request('/api/geo/layers')
    const etag = first.headers.get('ETag')!
    expect(etag).toMatch(/^".+"$/)
    const again = await app.request('/api/geo/layers', { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
  })
})

describe('the location look-up', () => {
  it('answers for a point in the Klondike goldfields from the demo layers', async () => {
    const { status, body } = await lookUp({ type: 'Point', coordinates: [-139.15, 63.93] })
    expect(status).toBe(200)
    expect(body.lookup.assessmentDistricts).toEqual([districtId('Dawson')])
    expect(body.lookup.firstNations).toEqual([firstNationId("Tr'ondëk Hwëch'in")])
    expect(body.lookup.ntsSheets).toEqual(['115O/14'])
    expect(body.lookup.drainages).toHaveLength(1)
    expect(body.lookup.planningRegions.length).toBe(1)
    expect(body.lookup.closestCommunities[0]).toMatch(/^Dawson City: \d+\.\d km$/)
    expect(body.lookup.communityDistances).toHaveLength(17)
    expect(body.lookup.demoLayers).toContain('assessment-districts')
  })

  it('answers for a file of many claims what its claims answer one by one, taken together', async () => {
    // Round claims of 24 corners spread over a few districts, sheets and territories, as a large shapefile holds them.
    const claims = Array.from({ length: 48 }, (_, k) => {
      const [lon, lat] = [-140.2 + (k % 8) * 0.45, 63.2 + Math.floor(k / 8) * 0.3]
      const ring = Array.from({ length: 24 }, (_, i) => [lon + 0.02 * Math.cos((-2 * Math.PI * i) / 24), lat + 0.009 * Math.sin((-2 * Math.PI * i) / 24)])
      return { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [[...ring, ring[0]]] } }
    })
    const { status, body } = await lookUp({ type: 'FeatureCollection', features: claims })
    expect(status).toBe(200)
    const each = await Promise.all(claims.map(async (claim) => (await lookUp(claim)).body.lookup))
    const union = (pick: (l: LocationLookup) => string[]) => [...new Set(each.flatMap(pick))].sort((a, b) => a.localeCompare(b, 'en'))
    expect(body.lookup.assessmentDistricts).toEqual(union((l) => l.assessmentDistricts))
    expect(body.lookup.assessmentDistricts.length).toBeGreaterThan(1)
    expect(body.lookup.firstNations).toEqual(union((l) => l.firstNations))
    expect(body.lookup.ntsSheets).toEqual(union((l) => l.ntsSheets))
    const nearest = (name: string) => Math.min(...each.map((l) => l.communityDistances.find((c) => c.name === name)!.distanceKm))
    expect(body.lookup.communityDistances.map((c) => [c.name, c.distanceKm])).toEqual(body.lookup.communityDistances.map((c) => [c.name, nearest(c.name)]))
  })

  it('refuses what is not GeoJSON in WGS84, saying why', async () => {
    const projected = await lookUp({ type: 'Point', coordinates: [-1540000, 1320000] })
    expect(projected.status).toBe(400)
    expect(projected.body.userMessage).toBe(
      'The location is not GeoJSON of points, lines and polygons in WGS84: geometry: [-1540000, 1320000] is not a longitude and latitude in degrees.',
    )
    const notGeoJson = await lookUp({ type: 'Circle' })
    expect(notGeoJson.status).toBe(400)
  })

  it('refuses a body over 5 MB', async () => {
    const huge = { type: 'MultiPoint', coordinates: Array.from({ length: 300_000 }, () => [-135.123456, 60.123456]) }
    const response = await app.request('/api/geo/lookup', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(huge) })
    expect(response.status).toBe(413)
  })
})

describe('placer claims', () => {
  it('finds claims by grant number, expanding ranges, and lists those not found', async () => {
    const { status, body } = await app.postJson<{
      found: { name: string; geometry: { type: string } }[]
      notFound: string[]
      unreadable: string[]
      demo: boolean
    }>('/api/geo/placer-claims', { claims: 'P 10000-P 10002\nP 99999, p 10003, P 10005-P 10001' })
    expect(status).toBe(200)
    expect(body.found.map((c) => c.name)).toEqual(['P 10000', 'P 10001', 'P 10002'])
    expect(body.found[0]!.geometry.type).toBe('Polygon')
    expect(body.notFound).toEqual(['P 99999', 'p 10003'])
    expect(body.unreadable).toEqual(['P 10005-P 10001'])
    expect(body.demo).toBe(true)
  })

  it("gives a device the whole claims layer, grant numbers and outlines only, under the layers' version and 304 while its copy is current", async () => {
    const layers = await app.getJson<LayersResponse>('/api/geo/layers')
    const answer = await app.request('/api/geo/placer-claims')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('ETag')).toBe(`"${layers.body.version}"`)
    const body = (await answer.json()) as PlacerClaimsLayerResponse
    expect(body.version).toBe(layers.body.version)
    expect(body.demo).toBe(true)
    expect(body.claims).toHaveLength(layers.body.layers.find((l) => l.kind === 'placer-claims')!.featureCount)
    expect(body.claims.find((c) => c.name === 'P 10000')).toEqual({ name: 'P 10000', geometry: { type: 'Polygon', coordinates: [expect.any(Array)] } })
    expect(Object.keys(body.claims[0]!)).toEqual(['name', 'geometry'])
    const again = await app.request('/api/geo/placer-claims', { headers: { 'If-None-Match': `"${body.version}"` } })
    expect(again.status).toBe(304)
    const stale = await app.request('/api/geo/placer-claims', { headers: { 'If-None-Match': '"older"' } })
    expect(stale.status).toBe(200)
  })

  it('asks for claims when none are given', async () => {
    const { status, body } = await app.postJson<{ userMessage: string }>('/api/geo/placer-claims', { claims: ' \n ' })
    expect(status).toBe(400)
    expect(body.userMessage).toBe('You must add at least one claim or other location details to submit your proposal')
  })
})

describe('importing a layer', () => {
  it('reports every problem and imports nothing when a name is unknown', async () => {
    const dir = await tempDir('layer-')
    const file = join(dir, 'districts.geojson')
    const square = [
      [
        [-136, 61],
        [-135, 61],
        [-135, 62],
        [-136, 62],
        [-136, 61],
      ],
    ]
    await writeFile(
      file,
      JSON.stringify({
        type: 'FeatureCollection',
        features: [
          { type: 'Feature', properties: { name: 'Whitehorse' }, geometry: { type: 'Polygon', coordinates: square } },
          { type: 'Feature', properties: { name: 'Atlantis' }, geometry: { type: 'Polygon', coordinates: square } },
          { type: 'Feature', properties: { name: 'Teslin' }, geometry: { type: 'LineString', coordinates: square[0] } },
        ],
      }),
    )
    const error = await importLayer(app.db, 'assessment-districts', file).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(LayerImportError)
    expect((error as LayerImportError).problems).toEqual([
      'feature 2 ("Atlantis"): "Atlantis" is not the name of a registry assessment district; add it to a name map (--names)',
      'feature 3 ("Teslin"): it is a LineString; this layer takes polygons',
    ])
    const { body } = await app.getJson<LayersResponse>('/api/geo/layers')
    expect(body.layers.find((l) => l.kind === 'assessment-districts')?.isDemo).toBe(true)
  })

  it.skipIf(!existsSync(TERRITORIES_SHAPEFILE))('imports the projected territories shapefile, naming the registry’s First Nations', async () => {
    const report = await importLayer(app.db, 'first-nation-territories', TERRITORIES_SHAPEFILE)
    expect(report.read).toBe(16)
    // Kaska Dena Nation is Ross River Dena Council and Liard First Nation in the registry.
    expect(report.imported).toBe(17)
    expect(report.replaced?.isDemo).toBe(true)
    const whitehorse = await lookUp({ type: 'Point', coordinates: [-135.074, 60.727] })
    expect(whitehorse.body.lookup.firstNations).toEqual(expect.arrayContaining([firstNationId('Kwanlin Dün First Nation')]))
    expect(whitehorse.body.lookup.demoLayers).not.toContain('first-nation-territories')
    const rossRiver = await lookUp({ type: 'Point', coordinates: [-132.449, 61.9779] })
    expect(rossRiver.body.lookup.firstNations).toEqual(expect.arrayContaining([firstNationId('Ross River Dena Council'), firstNationId('Liard First Nation')]))
    const { body } = await app.getJson<LayersResponse>('/api/geo/layers')
    expect(body.layers.find((l) => l.kind === 'first-nation-territories')).toMatchObject({ isDemo: false, featureCount: 17 })
  })

  it.skipIf(!existsSync(DISTRICTS_GEOJSON))('imports assessment districts from GeoJSON', async () => {
    const report = await importLayer(app.db, 'assessment-districts', DISTRICTS_GEOJSON)
    expect(report.imported).toBe(6)
    const dawson = await lookUp({ type: 'Point', coordinates: [-139.431, 64.0625] })
    expect(dawson.body.lookup.assessmentDistricts).toEqual([districtId('Dawson')])
  })
})

describe('the offline look-up', () => {
  it('gives the answer the server gives, over the layers a browser keeps, for many shapes', async () => {
    const { body } = await app.getJson<LayersResponse>('/api/geo/layers')
    const layers = prepareLayers(
      body.features,
      body.layers.filter((l) => l.isDemo).map((l) => l.kind),
    )
    let seed = 42
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648
    const point = (): [number, number] => [-140.5 + next() * 16, 60.1 + next() * 9]
    const shapes: unknown[] = []
    for (let i = 0; i < 120; i++) {
      const [lon, lat] = point()
      const kind = i % 3
      if (kind === 0) shapes.push({ type: 'Point', coordinates: [lon, lat] })
      else if (kind === 1)
        shapes.push({
          type: 'LineString',
          coordinates: [
            [lon, lat],
            [lon + next() - 0.5, lat + next() - 0.5],
            [lon + next(), lat],
          ],
        })
      else {
        const r = 0.05 + next() * 0.6
        const ring = Array.from({ length: 12 }, (_, k) => [lon + r * 2 * Math.cos((k * Math.PI) / 6), lat + r * Math.sin((k * Math.PI) / 6)])
        shapes.push({ type: 'Polygon', coordinates: [[...ring, ring[0]]] })
      }
    }
    for (const shape of shapes) {
      const server = await lookUp(shape)
      const parsed = shapesOf(shape)
      if (!parsed.ok) throw new Error(parsed.message)
      expect(lookupLocation(parsed.shapes, layers), JSON.stringify(shape)).toEqual(server.body.lookup)
    }
  })
})
