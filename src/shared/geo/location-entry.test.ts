import { describe, expect, it } from 'vitest'
import { DEFAULT_POLYGON, FIRST_POINT, entryGeoJson, isUsable, nextPoint } from './location-entry.ts'

describe('points added to a shape', () => {
  it('puts the first at 60.7, -135 and the next ones half way between the first and the last', () => {
    expect(nextPoint([])).toEqual(FIRST_POINT)
    expect(nextPoint([{ latitude: 61, longitude: -135 }])).toEqual({ latitude: 61, longitude: -135 })
    expect(nextPoint(DEFAULT_POLYGON)).toEqual({ latitude: 61.25, longitude: -136 })
    expect(nextPoint([{ latitude: 60.12345, longitude: -135 }, { latitude: 60.2, longitude: -134.00001 }])).toEqual({ latitude: 60.1617, longitude: -134.5 })
  })
})

describe('shapes used in look-ups', () => {
  it('needs more than 2 points for a polygon and 2 for a line', () => {
    expect(isUsable({ type: 'polygon', points: DEFAULT_POLYGON.slice(0, 2) })).toBe(false)
    expect(isUsable({ type: 'polygon', points: DEFAULT_POLYGON })).toBe(true)
    expect(isUsable({ type: 'line', points: DEFAULT_POLYGON.slice(0, 2) })).toBe(true)
  })

  it('turns the usable shapes into GeoJSON with closed rings', () => {
    expect(entryGeoJson([{ type: 'polygon', points: DEFAULT_POLYGON }, { type: 'line', points: [FIRST_POINT] }])).toEqual({
      type: 'FeatureCollection',
      features: [{ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [[[-135, 61], [-134, 62], [-137, 61.5], [-135, 61]]] } }],
    })
    expect(entryGeoJson([{ type: 'line', points: [FIRST_POINT] }])).toBeUndefined()
  })
})
