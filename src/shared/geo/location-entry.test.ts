import { describe, expect, it } from 'vitest'
import { DEFAULT_POLYGON, FIRST_POINT, entryGeoJson, entryShapesOfFile, isUsable, nextPoint } from './location-entry.ts'

describe('points added to a shape', () => {
  it('puts the first at 60.7, -135 and the next ones half way between the first and the last', () => {
    expect(nextPoint([])).toEqual(FIRST_POINT)
    expect(nextPoint([{ latitude: 61, longitude: -135 }])).toEqual({ latitude: 61, longitude: -135 })
    expect(nextPoint(DEFAULT_POLYGON)).toEqual({ latitude: 61.25, longitude: -136 })
    expect(
      nextPoint([
        { latitude: 60.12345, longitude: -135 },
        { latitude: 60.2, longitude: -134.00001 },
      ]),
    ).toEqual({ latitude: 60.1617, longitude: -134.5 })
  })
})

describe('shapes used in look-ups', () => {
  it('needs more than 2 distinct points for a polygon, and one for a line or a point', () => {
    expect(isUsable({ type: 'polygon', points: DEFAULT_POLYGON.slice(0, 2) })).toBe(false)
    expect(isUsable({ type: 'polygon', points: [...DEFAULT_POLYGON.slice(0, 2), DEFAULT_POLYGON[0]!] })).toBe(false)
    expect(isUsable({ type: 'polygon', points: DEFAULT_POLYGON })).toBe(true)
    expect(isUsable({ type: 'line', points: DEFAULT_POLYGON.slice(0, 2) })).toBe(true)
    expect(isUsable({ type: 'line', points: [FIRST_POINT] })).toBe(true)
    expect(isUsable({ type: 'point', points: [FIRST_POINT] })).toBe(true)
    expect(isUsable({ type: 'line', points: [] })).toBe(false)
  })

  it('turns the usable shapes into GeoJSON with closed rings', () => {
    expect(
      entryGeoJson([
        { type: 'polygon', points: DEFAULT_POLYGON },
        { type: 'polygon', points: [FIRST_POINT] },
      ]),
    ).toEqual({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: {},
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [-135, 61],
                [-134, 62],
                [-137, 61.5],
                [-135, 61],
              ],
            ],
          },
        },
      ],
    })
    expect(entryGeoJson([{ type: 'line', points: [] }])).toBeUndefined()
  })

  it('looks up a single point, typed in or read from a file, as a Point', () => {
    const point = { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [-135, 60.7] } }
    expect(entryGeoJson([{ type: 'line', points: [FIRST_POINT] }])).toEqual({ type: 'FeatureCollection', features: [point] })
    expect(entryGeoJson([{ type: 'line', points: [FIRST_POINT, FIRST_POINT] }])).toEqual({ type: 'FeatureCollection', features: [point] })
    // A GPX waypoint or a point shapefile: [latitude, longitude] packed.
    const waypoint = entryShapesOfFile([{ type: 'point', points: new Float64Array([60.7, -135]) }])
    expect(waypoint).toEqual([{ type: 'point', points: [FIRST_POINT] }])
    expect(entryGeoJson(waypoint)).toEqual({ type: 'FeatureCollection', features: [point] })
    expect(entryGeoJson([{ type: 'line', points: DEFAULT_POLYGON.slice(0, 2) }])!.features[0]!.geometry.type).toBe('LineString')
  })
})
