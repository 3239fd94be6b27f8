// The location-file uploads through the real server: every kind answers the spec's shape, and
// every broken file answers a desc (status KO), never a 500.
import { existsSync, readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import * as files from '../factories/location-files.ts'
import { MAX_LOCATION_FILE_BYTES } from '../../src/shared/geo/location-files.ts'
import type { GeoUploadResponse, PlacerCsvResponse } from '../../src/shared/schemas/location-file.ts'

let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})

type Part = { name: string; data: Uint8Array | string }

async function upload<T = GeoUploadResponse>(path: string, parts: Part[], field = 'file'): Promise<{ status: number; body: T }> {
  const form = new FormData()
  for (const part of parts) form.append(field, new Blob([typeof part.data === 'string' ? part.data : (part.data as Uint8Array<ArrayBuffer>)]), part.name)
  const response = await app.request(path, { method: 'POST', body: form })
  return { status: response.status, body: (await response.json()) as T }
}
const geo = (parts: Part[]) => upload('/api/geo/upload', parts)
const placer = (parts: Part[]) => upload<PlacerCsvResponse>('/api/geo/upload-placer-csv', parts)

function ok<T extends { status: string }>(answer: { status: number; body: T }): Extract<T, { status: 'OK' }> {
  expect(answer.status).toBe(200)
  expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ status: 'OK' })
  return answer.body as Extract<T, { status: 'OK' }>
}

describe('POST /api/geo/upload: each kind', () => {
  it('reads a zipped shapefile', async () => {
    const body = ok(await geo([{ name: 'claims.zip', data: await files.shapefileZip() }]))
    expect(body.desc).toBe('3 shapes read from the shapefile.')
    expect(body.coordinates[0]).toEqual({
      projectLocationType: 'polygon',
      builtFrom: 'shapefile',
      label: 'Claim 1',
      coordinates: [
        { latitude: 64.05, longitude: -139.4 },
        { latitude: 64.05, longitude: -139.39 },
        { latitude: 64.06, longitude: -139.39 },
        { latitude: 64.06, longitude: -139.4 },
      ],
    })
    expect(body.warnings).toEqual([])
  })

  it('reads loose .shp, .dbf and .prj sent as several file fields', async () => {
    const parts = await files.shapefileParts()
    const body = ok(
      await geo([
        { name: 'claims.shp', data: parts.shp },
        { name: 'claims.dbf', data: parts.dbf },
        { name: 'claims.prj', data: parts.prj },
      ]),
    )
    expect(body.coordinates.map((s) => s.label)).toEqual(['Claim 1', 'Claim 2', 'Claim 3'])
  })

  it('reads KML, KMZ, GPX and GeoJSON', async () => {
    const kml = ok(await geo([{ name: 'area.kml', data: files.kmlText() }]))
    expect(kml.coordinates.map((s) => [s.projectLocationType, s.builtFrom])).toEqual([
      ['polygon', 'kml'],
      ['line', 'kml'],
      ['point', 'kml'],
    ])
    expect(kml.warnings).toEqual([{ code: 'holes-left-out', count: 1, desc: '1 hole was left out: a location is the outline of each polygon.' }])
    expect(ok(await geo([{ name: 'area.kmz', data: await files.kmzBytes() }])).coordinates.every((s) => s.builtFrom === 'kmz')).toBe(true)
    expect(ok(await geo([{ name: 'walk.gpx', data: files.gpxText() }])).coordinates).toHaveLength(4)
    expect(ok(await geo([{ name: 'claims.geojson', data: JSON.stringify(files.claimsGeojson()) }])).coordinates).toHaveLength(3)
  })

  it('flags a polygon with fewer than 3 points and one that crosses itself', async () => {
    const thin = {
      type: 'Polygon',
      coordinates: [
        [
          [-135, 60],
          [-134.9, 60],
          [-135, 60],
        ],
      ],
    }
    const bowtie = {
      type: 'Polygon',
      coordinates: [
        [
          [-135, 60],
          [-134, 61],
          [-134, 60],
          [-135, 61],
          [-135, 60],
        ],
      ],
    }
    const body = ok(await geo([{ name: 'x.geojson', data: JSON.stringify({ type: 'GeometryCollection', geometries: [thin, bowtie] }) }]))
    expect(body.warnings.map((w) => [w.code, w.shape])).toEqual([
      ['too-few-points', 1],
      ['self-intersection', 2],
    ])
  })

  it.skipIf(!existsSync('../shared/geo/first-nation-traditional-territories-yukon-albers.shp.zip'))('reprojects the real Yukon Albers shapefile', async () => {
    const body = ok(
      await geo([{ name: 'territories.zip', data: new Uint8Array(readFileSync('../shared/geo/first-nation-traditional-territories-yukon-albers.shp.zip')) }]),
    )
    const all = body.coordinates.flatMap((s) => s.coordinates)
    expect(Math.min(...all.map((c) => c.latitude))).toBeCloseTo(60, 1)
    expect(Math.max(...all.map((c) => c.latitude))).toBeGreaterThan(69)
    expect(body.coordinates.map((s) => s.label)).toContain("Tr'ondëk Hwëch'in Traditional Territory")
  })
})

describe('POST /api/geo/upload: broken files answer a desc, never a 500', () => {
  const KO = (code: string, desc: RegExp) => ({ status: 'KO', code, desc: expect.stringMatching(desc) })
  const cases: [string, () => Promise<Part[]>, ReturnType<typeof KO>][] = [
    ['an empty file', async () => [{ name: 'a.zip', data: '' }], KO('empty', /empty/)],
    ['a PDF', async () => [{ name: 'map.pdf', data: '%PDF-1.7\n\0binary' }], KO('unknown-kind', /shapefile \(\.shp/)],
    [
      'a zip bomb',
      async () => [{ name: 'a.zip', data: await files.makeZip([{ name: 'a.shp', data: new Uint8Array(30 * 1024 * 1024) }]) }],
      KO('zip-too-large', /unpack/),
    ],
    [
      'a zip bomb that lies about its size',
      async () => [{ name: 'a.zip', data: await files.makeZip([{ name: 'a.shp', data: new Uint8Array(30 * 1024 * 1024), declaredSize: 4000 }]) }],
      KO('zip-too-large', /unpack/),
    ],
    [
      'a path-traversal zip',
      async () => [{ name: 'a.zip', data: await files.makeZip([{ name: '../../etc/cron.d/x.shp', data: 'x' }]) }],
      KO('zip-unsafe-path', /outside its folder \(\.\.\/\.\.\/etc\/cron\.d\/x\.shp\)/),
    ],
    ['a cut-short zip', async () => [{ name: 'a.zip', data: (await files.shapefileZip()).subarray(0, 300) }], KO('zip-broken', /could not be opened/)],
    ['a .dbf alone', async () => [{ name: 'a.dbf', data: (await files.shapefileParts()).dbf }], KO('shapefile-incomplete', /\.shp file is missing/)],
    [
      'a projected .shp without its .prj',
      async () => [
        {
          name: 'a.shp',
          data: (
            await files.shapefileParts({
              type: 'FeatureCollection',
              features: [{ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [files.ring(500000, 834000, 2000)] } }],
            })
          ).shp,
        },
      ],
      KO('not-degrees', /Add the shapefile's \.prj file/),
    ],
    [
      'a damaged .shp',
      async () => [{ name: 'a.shp', data: (await files.shapefileParts()).shp.slice(0, 150) }],
      KO('no-shapes', /no points, lines or polygons/),
    ],
    ['malformed KML', async () => [{ name: 'a.kml', data: '<kml><Placemark><Polygon></kml>' }], KO('unreadable', /could not be read as a KML file/)],
    [
      'a billion-laughs KML',
      async () => [{ name: 'a.kml', data: '<?xml version="1.0"?><!DOCTYPE kml [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;&a;">]><kml>&b;</kml>' }],
      KO('unreadable', /entities/),
    ],
    [
      'malformed GeoJSON',
      async () => [{ name: 'a.geojson', data: '{"type":"Feature","geometry":{"type":"Polygon","coordinates":[[[1' }],
      KO('unreadable', /GeoJSON file/),
    ],
    ['a placer CSV', async () => [{ name: 'claims.csv', data: files.placerCsvText() }], KO('unknown-kind', /could not be read as a location file/)],
  ]
  for (const [name, parts, expected] of cases) {
    it(`answers ${name} with status KO and a desc`, async () => {
      const answer = await geo(await parts())
      expect(answer.status).toBe(200)
      expect(answer.body).toEqual(expected)
    })
  }

  it('answers 413 with a desc for a request over the size limit', async () => {
    const answer = await geo([{ name: 'big.zip', data: new Uint8Array(MAX_LOCATION_FILE_BYTES + 2 * 1024 * 1024) }])
    expect(answer).toEqual({
      status: 413,
      body: { status: 'KO', code: 'too-large', userMessage: 'The file is larger than 25 MB.', desc: 'The file is larger than 25 MB.' },
    })
  })

  it('answers KO for a file over 25 MB sent within the request limit', async () => {
    const answer = await geo([{ name: 'big.kml', data: new Uint8Array(MAX_LOCATION_FILE_BYTES + 1000) }])
    expect(answer.body).toEqual({ status: 'KO', code: 'too-large', desc: 'The file is larger than 25 MB.' })
  })

  it('answers 400 to a request that is not an upload in the field file', async () => {
    const json = await app.request('/api/geo/upload', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })
    expect(json.status).toBe(400)
    expect(await json.json()).toMatchObject({ status: 'KO', code: 'bad-request', parameter: 'file' })
    const otherField = await upload('/api/geo/upload', [{ name: 'a.kml', data: files.kmlText() }], 'document')
    expect(otherField.status).toBe(400)
    const garbled = await app.request('/api/geo/upload', {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      body: '--y\r\nnonsense',
    })
    expect([400]).toContain(garbled.status)
  })
})

describe('POST /api/geo/upload-placer-csv', () => {
  it('answers csvData with the grant numbers and the claims placed by coordinates', async () => {
    const body = ok(await placer([{ name: 'claims.csv', data: files.placerCsvText() }]))
    expect(body.csvData).toEqual({
      claims: ['P 51234', 'P 51235', 'P 51236', 'P 51237', 'P 51238'],
      claimString: 'P 51234, P 51235, P 51236, P 51237, P 51238',
    })
    expect(body.desc).toBe('5 claims read from the CSV file, 1 placed by coordinates.')
    expect(body.coordinates).toEqual([
      {
        projectLocationType: 'polygon',
        builtFrom: 'placer-csv',
        claimNumber: 'P 51234',
        label: 'Bonanza, upper',
        coordinates: [
          { latitude: 64.0001, longitude: -139.3999 },
          { latitude: 64.0001, longitude: -139.3899 },
          { latitude: 64.0051, longitude: -139.3899 },
          { latitude: 64.0051, longitude: -139.3999 },
        ],
      },
    ])
  })

  it('accepts CSV only, and says what is wrong with a CSV it cannot use', async () => {
    expect((await placer([{ name: 'claims.zip', data: await files.shapefileZip() }])).body).toEqual({
      status: 'KO',
      code: 'not-csv',
      desc: 'Only a CSV file can be uploaded here.',
    })
    expect((await placer([{ name: 'claims.csv', data: 'Owner,Recorded\nA. Miner,2024-05-01\n' }])).body).toMatchObject({
      status: 'KO',
      code: 'csv-no-claims',
      desc: expect.stringContaining('Grant Number'),
    })
    expect((await placer([{ name: 'claims.csv', data: 'Grant Number,Latitude,Longitude\r\nP 1,64.1,-139\r\nP 1,64.2,west\r\n' }])).body).toEqual({
      status: 'KO',
      code: 'csv-bad-row',
      desc: 'Row 3 of the CSV file could not be read: longitude "west" is not decimal degrees between -180 and 180.',
    })
    expect((await placer([{ name: 'claims.csv', data: 'Grant Number\n"P 1' }])).body).toMatchObject({ status: 'KO', code: 'csv-bad-row' })
  })
})
