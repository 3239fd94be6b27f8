// The server's reader on the real Yukon files of ../shared/geo (skipped where they are absent):
// the projected territories shapefile must read as its WGS84 GeoJSON twin.
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readLocationFiles } from '../../../shared/geo/location-files.ts'
import type { LocationFileResult } from '../../../shared/geo/location-files.ts'
import { parseXml } from '../../../shared/geo/parse-xml.ts'
import { readUpload } from './geo-files.service.ts'

const read = (name: string, bytes: Uint8Array) => readLocationFiles([{ name, bytes }], { parseXml })
function ok(result: LocationFileResult) {
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.problem)}`)
  return result
}
const pairs = (points: Float64Array) => Array.from({ length: points.length / 2 }, (_, i) => [points[2 * i]!, points[2 * i + 1]!])

const REAL = '../shared/geo'
describe.skipIf(!existsSync(`${REAL}/first-nation-traditional-territories-yukon-albers.shp.zip`))('location files: real Yukon files', () => {
  it('reads the projected territories shapefile as its WGS84 GeoJSON twin says, names decoded as the .cpg says', async () => {
    const shapefile = ok(await read('territories.zip', new Uint8Array(readFileSync(`${REAL}/first-nation-traditional-territories-yukon-albers.shp.zip`))))
    const geojson = ok(await read('territories.geojson', new Uint8Array(readFileSync(`${REAL}/first-nation-traditional-territories.geojson`))))
    expect(shapefile.shapes.map((s) => s.label)).toContain('First Nation of Na-cho Nyäk Dun Traditional Territory')
    expect(new Set(shapefile.shapes.map((s) => s.label))).toEqual(new Set(geojson.shapes.map((s) => s.label)))
    const byLabel = (result: typeof shapefile) => new Map(result.shapes.map((s) => [`${s.label} ${s.points.length}`, s]))
    const twins = byLabel(geojson)
    let compared = 0
    for (const [key, shape] of byLabel(shapefile)) {
      const twin = twins.get(key)
      if (!twin) continue
      // Rings may start elsewhere or run the other way: every position must have its twin.
      const theirs = pairs(twin.points)
      const farthest = Math.max(
        ...pairs(shape.points).map(([lat, lon]) => Math.min(...theirs.map(([a, b]) => Math.max(Math.abs(lat! - a!), Math.abs(lon! - b!))))),
      )
      expect(farthest, key).toBeLessThanOrEqual(0.0002)
      compared++
    }
    expect(compared).toBeGreaterThan(10)
  })

  it('answers the spec shape for the real shapefile', async () => {
    const answer = await readUpload([
      { name: 'territories.zip', bytes: new Uint8Array(readFileSync(`${REAL}/first-nation-traditional-territories-yukon-albers.shp.zip`)) },
    ])
    expect(answer.status).toBe('OK')
    if (answer.status !== 'OK') return
    expect(answer.coordinates[0]).toMatchObject({
      projectLocationType: 'polygon',
      builtFrom: 'shapefile',
      coordinates: expect.arrayContaining([{ latitude: 60, longitude: -133.4 }]),
    })
  })

  it('reads every real GeoJSON file', async () => {
    for (const name of ['yukon-boundary.geojson', 'assessment-districts-APPROXIMATE.geojson']) {
      expect(ok(await read(name, new Uint8Array(readFileSync(`${REAL}/${name}`)))).shapes.length).toBeGreaterThan(0)
    }
  })
})
