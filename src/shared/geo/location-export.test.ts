import { describe, expect, it } from 'vitest'
import type { LonLat } from './geometry.ts'
import {
  dbfText,
  hasExportableLocation,
  locationFeatureCollection,
  locationFileBase,
  locationFileName,
  locationKml,
  orientRings,
  shapefileFeatures,
  xmlText,
} from './location-export.ts'
import type { ProjectLocation } from './location-export.ts'
import { shapefileZip } from './location-shapefile.ts'
import { unzip } from '../../../tests/unzip.ts'

// Rings as people draw them: the outer one clockwise, its hole counterclockwise (GeoJSON wants the reverse).
const outerClockwise: LonLat[] = [
  [-136.1, 62.4],
  [-136.1, 62.45],
  [-136, 62.45],
  [-136, 62.4],
  [-136.1, 62.4],
]
const holeCounterclockwise: LonLat[] = [
  [-136.08, 62.41],
  [-136.02, 62.41],
  [-136.02, 62.44],
  [-136.08, 62.41],
]

const location = (overrides: Partial<ProjectLocation> = {}): ProjectLocation => ({
  projectNumber: '2024-0100',
  title: 'Bonanza Creek placer',
  locations: [
    { latitude: 62.5, longitude: -136 },
    { latitude: 62.6, longitude: -135.9 },
  ],
  shapes: [
    { locationType: 'polygon', claimNumber: 'P 12345', geometry: { type: 'Polygon', coordinates: [outerClockwise, holeCounterclockwise] } },
    {
      locationType: 'line',
      claimNumber: null,
      geometry: {
        type: 'LineString',
        coordinates: [
          [-136, 62.5],
          [-135.9, 62.6],
        ],
      },
    },
    {
      locationType: 'line',
      claimNumber: null,
      geometry: {
        type: 'LineString',
        coordinates: [
          [-135.8, 62.7],
          [-135.7, 62.8],
          [-135.6, 62.8],
        ],
      },
    },
  ],
  ...overrides,
})

/** Twice the signed area: positive when the ring turns counterclockwise. */
const turn = (ring: LonLat[]) => ring.slice(1).reduce((sum, [x2, y2], i) => sum + ring[i]![0] * y2 - x2 * ring[i]![1], 0)

describe('locationFeatureCollection', () => {
  it('makes a GeoJSON feature of each point, in the registry’s order, numbered from 1', () => {
    const { type, features } = locationFeatureCollection(location({ shapes: [] }))
    expect(type).toBe('FeatureCollection')
    expect(features).toEqual([
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [-136, 62.5] },
        properties: { projectNumber: '2024-0100', title: 'Bonanza Creek placer', name: 'Point 1', position: 1 },
      },
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [-135.9, 62.6] },
        properties: { projectNumber: '2024-0100', title: 'Bonanza Creek placer', name: 'Point 2', position: 2 },
      },
    ])
  })

  it('follows the points with the shapes, named by their claim or by kind and number', () => {
    const { features } = locationFeatureCollection(location())
    expect(features.map((f) => [f.geometry.type, f.properties.name, f.properties.claimNumber])).toEqual([
      ['Point', 'Point 1', undefined],
      ['Point', 'Point 2', undefined],
      ['Polygon', 'Claim P 12345', 'P 12345'],
      ['LineString', 'Line 1', undefined],
      ['LineString', 'Line 2', undefined],
    ])
  })

  it('turns polygons the way RFC 7946 asks: outer ring counterclockwise, holes clockwise', () => {
    const polygon = locationFeatureCollection(location()).features[2]!.geometry
    if (polygon.type !== 'Polygon') throw new Error('expected a polygon')
    const [outer, hole] = polygon.coordinates
    expect(turn(outer!)).toBeGreaterThan(0)
    expect(turn(hole!)).toBeLessThan(0)
    expect(outer).toEqual([...outerClockwise].reverse())
  })

  it('names the features in the language asked for', () => {
    const names = {
      point: (n: number) => `Point ${n} (fr)`,
      line: (n: number) => `Ligne ${n}`,
      polygon: (n: number) => `Polygone ${n}`,
      claim: (c: string) => `Claim ${c} (fr)`,
    }
    const shapes = [{ locationType: 'polygon' as const, claimNumber: null, geometry: { type: 'Polygon' as const, coordinates: [outerClockwise] } }]
    expect(locationFeatureCollection(location({ shapes }), names).features.map((f) => f.properties.name)).toEqual([
      'Point 1 (fr)',
      'Point 2 (fr)',
      'Polygone 1',
    ])
  })
})

describe('orientRings', () => {
  it('leaves rings already turning the asked way as they are', () => {
    const rings = orientRings([outerClockwise, holeCounterclockwise], 'clockwise')
    expect(rings).toEqual([outerClockwise, holeCounterclockwise])
  })
})

describe('file names and what there is to export', () => {
  it('names the files by project number and format', () => {
    expect(locationFileName('2024-0100', 'geojson')).toBe('2024-0100-location.geojson')
    expect(locationFileName('2024-0100', 'kml')).toBe('2024-0100-location.kml')
    expect(locationFileName('2024-0100', 'shapefile')).toBe('2024-0100-location.zip')
    expect(locationFileName(null, 'kml')).toBe('project-location.kml')
    expect(locationFileName('../x y', 'kml')).toBe('x-y-location.kml')
  })

  it('has a location to export when there is a point or a shape', () => {
    expect(hasExportableLocation(location())).toBe(true)
    expect(hasExportableLocation(location({ locations: [] }))).toBe(true)
    expect(hasExportableLocation(location({ locations: [], shapes: [] }))).toBe(false)
  })
})

describe('locationKml', () => {
  it('writes a KML 2.2 document with a placemark per point, line and polygon', () => {
    const kml = locationKml(location())
    expect(kml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2">')).toBe(true)
    expect(kml).toContain('<name>2024-0100 Bonanza Creek placer</name>')
    expect(kml.match(/<Placemark>/g)).toHaveLength(5)
    expect(kml).toContain('<name>Point 1</name>')
    expect(kml).toContain('<description>Bonanza Creek placer</description>')
    expect(kml).toContain(
      '<Data name="projectNumber"><value>2024-0100</value></Data><Data name="title"><value>Bonanza Creek placer</value></Data><Data name="position"><value>1</value></Data>',
    )
    expect(kml).toContain('<Point><coordinates>-136,62.5</coordinates></Point>')
    expect(kml).toContain('<LineString><tessellate>1</tessellate><coordinates>-135.8,62.7 -135.7,62.8 -135.6,62.8</coordinates></LineString>')
    expect(kml).toContain(
      '<Polygon><tessellate>1</tessellate><outerBoundaryIs><LinearRing><coordinates>-136.1,62.4 -136,62.4 -136,62.45 -136.1,62.45 -136.1,62.4</coordinates></LinearRing></outerBoundaryIs>' +
        '<innerBoundaryIs><LinearRing><coordinates>-136.08,62.41 -136.02,62.44 -136.02,62.41 -136.08,62.41</coordinates></LinearRing></innerBoundaryIs></Polygon>',
    )
    expect(kml).toContain('<Data name="claimNumber"><value>P 12345</value></Data>')
  })

  it('escapes text and drops what XML cannot hold', () => {
    const kml = locationKml(location({ projectNumber: null, title: 'Rock & "Roll" <Mine> d’Or\u0007', shapes: [] }))
    expect(kml).toContain('<name>Rock &amp; &quot;Roll&quot; &lt;Mine&gt; d’Or</name>')
    expect(kml).toContain('<description>Rock &amp; &quot;Roll&quot; &lt;Mine&gt; d’Or</description>')
    expect(kml).not.toContain('projectNumber')
    expect(xmlText("it's\uFFFE \uD800 ok 🦫")).toBe('it&apos;s  ok 🦫')
  })

  it('writes coordinates in plain decimal notation', () => {
    const kml = locationKml(location({ locations: [{ latitude: 0.0000001, longitude: -0.00000001 }], shapes: [] }))
    expect(kml).toContain('<coordinates>-0.00000001,0.0000001</coordinates>')
  })
})

describe('shapefileFeatures', () => {
  it('gives short attribute names, clockwise outer rings, and all lines as one record', () => {
    const { features } = shapefileFeatures(location())
    expect(features.map((f) => f.geometry.type)).toEqual(['Point', 'Point', 'Polygon', 'MultiLineString'])
    expect(features[0]!.properties).toEqual({ project: '2024-0100', title: 'Bonanza Creek placer', name: 'Point 1', position: 1 })
    expect(features[2]!.properties).toEqual({ project: '2024-0100', title: 'Bonanza Creek placer', name: 'Claim P 12345', claim: 'P 12345' })
    expect(features[2]!.geometry.coordinates).toEqual([outerClockwise, holeCounterclockwise])
    expect(features[3]).toMatchObject({
      geometry: {
        coordinates: [
          [
            [-136, 62.5],
            [-135.9, 62.6],
          ],
          [
            [-135.8, 62.7],
            [-135.7, 62.8],
            [-135.6, 62.8],
          ],
        ],
      },
      properties: { name: 'Line 1, Line 2' },
    })
  })

  it('keeps attribute text in Latin-1 and within a dBase field', () => {
    expect(dbfText('Mine d’Or – Phase “2”… e\u0301')).toBe('Mine d\'Or - Phase "2"... é')
    expect(dbfText('Kwäday Dän Ts’ìnchį 金')).toBe("Kwäday Dän Ts'ìnchi ?")
    expect(dbfText('x'.repeat(300))).toHaveLength(254)
  })
})

/** The shape type and the number of records of a .shp. */
function shpSummary(shp: Uint8Array) {
  const view = new DataView(shp.buffer, shp.byteOffset, shp.byteLength)
  let records = 0
  for (let offset = 100; offset < view.getInt32(24) * 2; offset += 8 + view.getInt32(offset + 4) * 2) records++
  return { shapeType: view.getInt32(32, true), records }
}

/** The field names and rows of a .dbf, its text read as Latin-1. */
function dbfRows(dbf: Uint8Array) {
  const view = new DataView(dbf.buffer, dbf.byteOffset, dbf.byteLength)
  const latin1 = new TextDecoder('latin1')
  const fields: { name: string; length: number }[] = []
  for (let offset = 32; dbf[offset] !== 0x0d; offset += 32) {
    fields.push({ name: latin1.decode(dbf.subarray(offset, offset + 11)).replace(/\0.*$/, ''), length: dbf[offset + 16]! })
  }
  const rows: Record<string, string>[] = []
  let offset = view.getUint16(8, true)
  for (let r = 0; r < view.getUint32(4, true); r++) {
    let at = offset + 1
    rows.push(Object.fromEntries(fields.map((f) => [f.name, latin1.decode(dbf.subarray(at, (at += f.length))).trim()])))
    offset += view.getUint16(10, true)
  }
  return rows
}

describe('shapefileZip', () => {
  it('zips a layer per geometry type, each with its .shp, .shx, .dbf and WGS84 .prj', async () => {
    const project = location({ title: 'Mine d’Or à Dawson' })
    const files = await unzip(await shapefileZip({ features: shapefileFeatures(project), fileBase: locationFileBase(project.projectNumber) }))
    expect([...files.keys()].sort()).toEqual(
      ['lines', 'points', 'polygons'].flatMap((layer) => ['dbf', 'prj', 'shp', 'shx'].map((extension) => `2024-0100-location-${layer}.${extension}`)).sort(),
    )
    expect(new TextDecoder().decode(files.get('2024-0100-location-points.prj'))).toMatch(/^GEOGCS\["GCS_WGS_1984",DATUM\["D_WGS_1984"/)
    const layers = { points: 1, lines: 3, polygons: 5 }
    const expectedRecords = { points: 2, lines: 1, polygons: 1 }
    for (const [layer, shapeType] of Object.entries(layers) as [keyof typeof layers, number][]) {
      const shp = shpSummary(files.get(`2024-0100-location-${layer}.shp`)!)
      const rows = dbfRows(files.get(`2024-0100-location-${layer}.dbf`)!)
      expect({ layer, ...shp, rows: rows.length }).toEqual({ layer, shapeType, records: expectedRecords[layer], rows: expectedRecords[layer] })
    }
    expect(dbfRows(files.get('2024-0100-location-points.dbf')!)[1]).toEqual({
      project: '2024-0100',
      title: "Mine d'Or à Dawson",
      name: 'Point 2',
      position: '2',
    })
    expect(dbfRows(files.get('2024-0100-location-polygons.dbf')!)[0]).toMatchObject({ name: 'Claim P 12345', claim: 'P 12345' })
  })
})
