import type { FeatureCollection } from 'geojson'
import { describe, expect, it } from 'vitest'
import * as files from '../../../tests/factories/location-files.ts'
import { MAX_POSITIONS } from './geojson.ts'
import { parseXml } from './parse-xml.ts'
import { readAnyLocationFile, readLocationFiles, readPlacerCsv, ringCrossesItself, toPlacerCsvAnswer, toUploadAnswer } from './location-files.ts'
import type { LocationFile, LocationFileProblem, LocationFileResult } from './location-files.ts'

const read = (list: LocationFile[], options: Partial<Parameters<typeof readLocationFiles>[1]> = {}) => readLocationFiles(list, { parseXml, ...options })
const one = (name: string, data: Uint8Array | string) => [{ name, bytes: typeof data === 'string' ? files.encode(data) : data }]

function ok(result: LocationFileResult) {
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.problem)}`)
  return result
}
function problem(result: LocationFileResult): LocationFileProblem {
  if (result.ok) throw new Error('not refused')
  return result.problem
}
const pairs = (points: Float64Array) => Array.from({ length: points.length / 2 }, (_, i) => [points[2 * i]!, points[2 * i + 1]!])

const YUKON_ALBERS_PRJ =
  'PROJCS["NAD_1983_Yukon_Albers",GEOGCS["GCS_North_American_1983",DATUM["D_North_American_1983",SPHEROID["GRS_1980",6378137.0,298.257222101]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]],PROJECTION["Albers"],PARAMETER["False_Easting",500000.0],PARAMETER["False_Northing",500000.0],PARAMETER["Central_Meridian",-132.5],PARAMETER["Standard_Parallel_1",61.6666666666667],PARAMETER["Standard_Parallel_2",68.0],PARAMETER["Latitude_Of_Origin",59.0],UNIT["Meter",1.0]]'

/** A square of 2 km in Yukon Albers metres, about 62°N 132.5°W. */
const projected: FeatureCollection = {
  type: 'FeatureCollection',
  features: [{ type: 'Feature', properties: { name: 'Projected' }, geometry: { type: 'Polygon', coordinates: [files.ring(500_000, 834_000, 2000)] } }],
}

describe('location files: each kind', () => {
  it('reads a zipped shapefile with names from its .dbf, rounded to 4 decimals, rings left open', async () => {
    const result = ok(await read(one('claims.zip', await files.shapefileZip())))
    expect(result.kind).toBe('shapefile')
    expect(result.shapes.map((s) => [s.type, s.label])).toEqual([
      ['polygon', 'Claim 1'],
      ['polygon', 'Claim 2'],
      ['polygon', 'Claim 3'],
    ])
    expect(pairs(result.shapes[0]!.points)).toEqual([
      [64.05, -139.4],
      [64.05, -139.39],
      [64.06, -139.39],
      [64.06, -139.4],
    ])
    expect(result.warnings).toEqual([])
  })

  it('reads loose .shp, .dbf and .prj files, whatever the case of their extensions', async () => {
    const parts = await files.shapefileParts()
    const result = ok(
      await read([
        { name: 'Claims.SHP', bytes: parts.shp },
        { name: 'Claims.dbf', bytes: parts.dbf },
        { name: 'Claims.prj', bytes: files.encode(parts.prj) },
        { name: 'Claims.shx', bytes: parts.shx },
      ]),
    )
    expect(result.shapes).toHaveLength(3)
    expect(result.shapes[2]!.label).toBe('Claim 3')
  })

  it('reprojects a shapefile from the projection its .prj names', async () => {
    const zip = await files.shapefileZip(projected)
    const parts = await files.shapefileParts(projected)
    const withPrj = ok(
      await read([
        { name: 'p.shp', bytes: parts.shp },
        { name: 'p.prj', bytes: files.encode(YUKON_ALBERS_PRJ) },
      ]),
    )
    const [latitude, longitude] = pairs(withPrj.shapes[0]!.points)[0]!
    expect(latitude).toBeCloseTo(62, 0)
    expect(longitude).toBeCloseTo(-132.5, 1)
    // Without its .prj the metres are not degrees, and the message says what is missing.
    expect(problem(await read([{ name: 'p.shp', bytes: parts.shp }]))).toEqual({
      code: 'not-degrees',
      where: 'record 1',
      position: [500000, 834000],
      hasPrj: false,
    })
    expect(zip.length).toBeGreaterThan(0)
  })

  it('reads KML folders and multi-geometries, leaving holes out with a warning', async () => {
    const result = ok(await read(one('area.kml', files.kmlText())))
    expect(result.kind).toBe('kml')
    expect(result.shapes.map((s) => [s.type, s.label])).toEqual([
      ['polygon', 'Camp pad'],
      ['line', 'Access road and gate'],
      ['point', 'Access road and gate'],
    ])
    expect(result.warnings).toEqual([{ code: 'holes-left-out', count: 1 }])
  })

  it('reads a KMZ as the KML inside it', async () => {
    const result = ok(await read(one('area.kmz', await files.kmzBytes())))
    expect(result.kind).toBe('kmz')
    expect(result.shapes).toHaveLength(3)
  })

  it('reads GPX tracks (each segment a line), routes and waypoints', async () => {
    const result = ok(await read(one('walk.gpx', files.gpxText())))
    expect(result.kind).toBe('gpx')
    expect(result.shapes.map((s) => [s.type, s.label]).sort()).toEqual([
      ['line', 'Survey route'],
      ['line', 'Walked'],
      ['line', 'Walked'],
      ['point', 'Trailhead'],
    ])
  })

  it('reads GeoJSON: a collection, a feature, a bare geometry', async () => {
    const collection = files.claimsGeojson()
    expect(ok(await read(one('a.geojson', JSON.stringify(collection)))).shapes).toHaveLength(3)
    expect(ok(await read(one('a.json', JSON.stringify(collection.features[0])))).shapes[0]!.label).toBe('Claim 1')
    expect(
      ok(
        await read(
          one(
            'a.geojson',
            JSON.stringify({
              type: 'MultiPoint',
              coordinates: [
                [-135, 60.7],
                [-135.1, 60.8, 650],
              ],
            }),
          ),
        ),
      ).shapes.map((s) => s.type),
    ).toEqual(['point', 'point'])
  })

  it('reads the placer CSV: grant numbers with ranges expanded, and claims placed by their corners', () => {
    const result = ok(readPlacerCsv(one('claims.csv', files.placerCsvText())))
    expect(result.claims).toEqual({
      claims: ['P 51234', 'P 51235', 'P 51236', 'P 51237', 'P 51238'],
      claimString: 'P 51234, P 51235, P 51236, P 51237, P 51238',
    })
    expect(result.shapes).toHaveLength(1)
    expect(result.shapes[0]).toMatchObject({ type: 'polygon', claimNumber: 'P 51234', label: 'Bonanza, upper' })
    expect(pairs(result.shapes[0]!.points)).toHaveLength(4)
  })

  it('chooses the reader by the file in the browser tool', async () => {
    expect(ok(await readAnyLocationFile(one('claims.csv', files.placerCsvText()), { parseXml })).kind).toBe('placer-csv')
    expect(ok(await readAnyLocationFile(one('area.kml', files.kmlText()), { parseXml })).kind).toBe('kml')
  })
})

describe('location files: what is flagged', () => {
  it('flags polygons with fewer than 3 points, counting after rounding', async () => {
    const thin = {
      type: 'Polygon',
      coordinates: [
        [
          [-135, 60],
          [-135.00001, 60.00001],
          [-134.9, 60],
          [-135, 60],
        ],
      ],
    }
    const result = ok(await read(one('thin.geojson', JSON.stringify(thin))))
    expect(pairs(result.shapes[0]!.points)).toEqual([
      [60, -135],
      [60, -134.9],
    ])
    expect(result.warnings).toEqual([{ code: 'too-few-points', shape: 1, type: 'polygon' }])
  })

  it('flags rings that cross themselves', async () => {
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
    const square = { type: 'Polygon', coordinates: [files.ring(-135, 60)] }
    const result = ok(await read(one('x.geojson', JSON.stringify({ type: 'GeometryCollection', geometries: [square, bowtie] }))))
    expect(result.warnings).toEqual([{ code: 'self-intersection', shape: 2 }])
  })

  it('tells a crossing ring from a simple one, also for long rings', () => {
    const circle = Array.from({ length: 5000 }, (_, i) => [Math.cos((2 * Math.PI * i) / 5000), Math.sin((2 * Math.PI * i) / 5000)] as [number, number])
    expect(ringCrossesItself(circle)).toBe(false)
    const pinched = [...circle]
    ;[pinched[10], pinched[2500]] = [pinched[2500]!, pinched[10]!]
    expect(ringCrossesItself(pinched)).toBe(true)
  })
})

describe('location files: what is refused', () => {
  const cases: [string, () => Promise<LocationFileResult>, Partial<LocationFileProblem> & { code: LocationFileProblem['code'] }][] = [
    ['an empty file', () => read(one('a.kml', '')), { code: 'empty' }],
    ['a file over the size limit', async () => read(one('a.zip', await files.shapefileZip()), { maxFileBytes: 100 }), { code: 'too-large', limitBytes: 100 }],
    ['a PDF', () => read(one('map.pdf', '%PDF-1.7\n\0\0binary')), { code: 'unknown-kind', fileName: 'map.pdf' }],
    ['a text file', () => read(one('notes.txt', 'Claims near Dawson')), { code: 'unknown-kind' }],
    [
      'a .dbf without its .shp',
      async () => read([{ name: 'a.dbf', bytes: (await files.shapefileParts()).dbf }]),
      { code: 'shapefile-incomplete', missing: '.shp' },
    ],
    ['a zip without a .shp', async () => read(one('a.zip', await files.makeZip([{ name: 'a.dbf', data: 'x' }]))), { code: 'shapefile-incomplete' }],
    ['a zip of photographs', async () => read(one('a.zip', await files.makeZip([{ name: 'site.jpg', data: 'x' }]))), { code: 'unknown-kind', inZip: true }],
    ['a KML and a GPX together', () => read([...one('a.kml', files.kmlText()), ...one('b.gpx', files.gpxText())]), { code: 'one-file' }],
    [
      'a zip whose entry climbs out',
      async () => read(one('a.zip', await files.makeZip([{ name: '../../a.shp', data: 'x' }]))),
      { code: 'zip-unsafe-path', entry: '../../a.shp' },
    ],
    ['a zip bomb', async () => read(one('a.zip', await files.makeZip([{ name: 'a.shp', data: new Uint8Array(30 * 1024 * 1024) }]))), { code: 'zip-too-large' }],
    [
      'a zip bomb that lies about its size',
      async () => read(one('a.zip', await files.makeZip([{ name: 'a.shp', data: new Uint8Array(30 * 1024 * 1024), declaredSize: 5000 }]))),
      { code: 'zip-too-large' },
    ],
    ['a cut-short zip', async () => read(one('a.zip', (await files.shapefileZip()).subarray(0, 400))), { code: 'zip-broken' }],
    ['malformed KML', () => read(one('a.kml', '<kml><Placemark><Point></kml>')), { code: 'unreadable', kind: 'kml' }],
    [
      'KML with entity declarations',
      () => read(one('a.kml', '<?xml version="1.0"?><!DOCTYPE kml [<!ENTITY a "aaaaaaaa">]><kml>&a;</kml>')),
      { code: 'unreadable', kind: 'kml' },
    ],
    ['XML that is neither KML nor GPX', () => read(one('a.xml', '<svg xmlns="http://www.w3.org/2000/svg"/>')), { code: 'unknown-kind' }],
    ['KML without shapes', () => read(one('a.kml', '<kml><Document><Placemark><name>x</name></Placemark></Document></kml>')), { code: 'no-shapes' }],
    ['malformed JSON', () => read(one('a.geojson', '{"type": "FeatureCollection", "features": [')), { code: 'unreadable', kind: 'geojson' }],
    [
      'GeoJSON with a broken geometry',
      () => read(one('a.geojson', JSON.stringify({ type: 'Feature', geometry: { type: 'Polygon', coordinates: [[[1]]] } }))),
      { code: 'invalid-geometry', where: 'feature' },
    ],
    ['GeoJSON with an unknown type', () => read(one('a.geojson', JSON.stringify({ type: 'Circle', coordinates: [1, 2] }))), { code: 'invalid-geometry' }],
    ['GeoJSON in projected metres', () => read(one('a.geojson', JSON.stringify(projected))), { code: 'not-degrees', where: 'feature 1', hasPrj: false }],
    [
      'more positions than the limit',
      () =>
        read(
          one(
            'a.geojson',
            JSON.stringify({
              type: 'LineString',
              coordinates: Array.from({ length: MAX_POSITIONS + 1 }, (_, i) => [-135 + i * 0.0001, 60 + (i % 2) * 0.0001]),
            }),
          ),
        ),
      { code: 'too-many-positions', limit: MAX_POSITIONS },
    ],
  ]
  for (const [name, action, expected] of cases) {
    it(`refuses ${name}`, async () => {
      expect(problem(await action())).toMatchObject(expected)
    })
  }

  it('refuses a truncated .shp and a .dbf that claims more records than it holds, without hanging', async () => {
    const parts = await files.shapefileParts()
    const shp = parts.shp.slice(0, 200)
    // The header says the file is longer; the first record says it has 2 billion points.
    new DataView(shp.buffer).setInt32(100 + 8 + 40, 2_000_000_000, true)
    const truncated = await read([{ name: 'a.shp', bytes: shp }])
    expect(truncated.ok ? 'read' : truncated.problem.code).toMatch(/unreadable|no-shapes|invalid-geometry|not-degrees/)
    const dbf = parts.dbf.slice()
    new DataView(dbf.buffer).setUint32(4, 4_000_000_000, true)
    const lying = ok(
      await read([
        { name: 'a.shp', bytes: parts.shp },
        { name: 'a.dbf', bytes: dbf },
      ]),
    )
    expect(lying.shapes.every((s) => s.label === undefined)).toBe(true)
  })

  it('refuses anything but a CSV for the placer upload, and says what is wrong with a CSV', async () => {
    expect(problem(readPlacerCsv(one('claims.zip', await files.shapefileZip())))).toEqual({ code: 'not-csv', fileName: 'claims.zip' })
    expect(problem(readPlacerCsv(one('claims.kml', files.kmlText())))).toEqual({ code: 'not-csv', fileName: 'claims.kml' })
    expect(problem(readPlacerCsv(one('claims.csv', 'Owner,Date\nA. Miner,2024')))).toEqual({ code: 'csv-no-claims' })
    expect(problem(readPlacerCsv(one('claims.csv', 'Grant Number,Latitude,Longitude\nP 1,sixty,-135')))).toMatchObject({ code: 'csv-bad-row', row: 2 })
    expect(problem(readPlacerCsv(one('claims.csv', '')))).toEqual({ code: 'empty' })
  })
})

describe('location files: the answers', () => {
  it('answers the spec shape with 4-decimal latitude/longitude pairs and English warnings', async () => {
    const answer = toUploadAnswer(
      await read(
        one(
          'thin.geojson',
          JSON.stringify({
            type: 'Polygon',
            coordinates: [
              [
                [-135.123456, 60.654321],
                [-134.9, 60],
                [-135.123456, 60.654321],
              ],
            ],
          }),
        ),
      ),
    )
    expect(answer).toEqual({
      status: 'OK',
      desc: '1 shape read from the GeoJSON file.',
      coordinates: [
        {
          projectLocationType: 'polygon',
          builtFrom: 'geojson',
          coordinates: [
            { latitude: 60.6543, longitude: -135.1235 },
            { latitude: 60, longitude: -134.9 },
          ],
        },
      ],
      warnings: [
        { code: 'too-few-points', shape: 1, desc: 'Shape 1 is a polygon with fewer than 3 points; polygons need more than 2 points to be used in queries.' },
      ],
    })
  })

  it('answers KO with a desc that advises a shapefile or zip', async () => {
    expect(toUploadAnswer(await read(one('map.pdf', '%PDF\0')))).toEqual({
      status: 'KO',
      code: 'unknown-kind',
      desc: 'This file could not be read as a location file. Use a zipped shapefile (.zip), a shapefile (.shp with its .dbf and .prj), KML, KMZ, GPX or GeoJSON.',
    })
  })

  it('answers the placer CSV with csvData', () => {
    const answer = toPlacerCsvAnswer(readPlacerCsv(one('claims.csv', 'Grant Number\nP 1\nP 2\nnot a claim-at all')))
    expect(answer).toMatchObject({ status: 'OK', csvData: { claims: ['P 1', 'P 2'] }, coordinates: [], warnings: [{ code: 'claims-unreadable' }] })
  })
})
