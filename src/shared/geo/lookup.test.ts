import { describe, expect, it } from 'vitest'
import type { LonLat } from './geometry.ts'
import { shapesOf } from './geojson.ts'
import type { LayerFeature } from './lookup.ts'
import { communityDistanceIn, kilometresIn, lookupLocation, prepareLayers } from './lookup.ts'

const box = (west: number, south: number, east: number, north: number): LonLat[] => [
  [west, south],
  [east, south],
  [east, north],
  [west, north],
  [west, south],
]

const FEATURES: LayerFeature[] = [
  { kind: 'assessment-districts', name: 'West', refId: 'district-west', properties: {}, geometry: { type: 'Polygon', coordinates: [box(-141, 60, -136, 66)] } },
  { kind: 'assessment-districts', name: 'East', refId: 'district-east', properties: {}, geometry: { type: 'Polygon', coordinates: [box(-136, 60, -124, 66)] } },
  // A territory with a hole (another's land), and a First Nation sharing one territory with another.
  {
    kind: 'first-nation-territories',
    name: 'Ring Territory',
    refId: 'fn-ring',
    properties: {},
    geometry: { type: 'Polygon', coordinates: [box(-140, 62, -134, 65), box(-138, 63, -136, 64)] },
  },
  {
    kind: 'first-nation-territories',
    name: 'Shared Territory',
    refId: 'fn-a',
    properties: {},
    geometry: { type: 'Polygon', coordinates: [box(-138, 63, -136, 64)] },
  },
  {
    kind: 'first-nation-territories',
    name: 'Shared Territory',
    refId: 'fn-b',
    properties: {},
    geometry: { type: 'Polygon', coordinates: [box(-138, 63, -136, 64)] },
  },
  {
    kind: 'drainages',
    name: 'Klondike',
    refId: 'drainage-klondike',
    properties: { major: 'Yukon River', sub: 'Klondike', subSub: 'Klondike', majorFr: 'Fleuve Yukon', subFr: 'Klondike', subSubFr: 'Klondike' },
    geometry: { type: 'MultiPolygon', coordinates: [[box(-140, 63.5, -138, 64.5)], [box(-137.5, 63.2, -137.2, 63.4)]] },
  },
  { kind: 'planning-regions', name: 'Dawson', refId: null, properties: {}, geometry: { type: 'Polygon', coordinates: [box(-141, 63, -136, 66)] } },
  { kind: 'communities', name: 'Dawson City area', refId: null, properties: {}, geometry: { type: 'Polygon', coordinates: [box(-139.5, 64, -139.3, 64.1)] } },
  {
    kind: 'settlement-lands',
    name: 'R-1A',
    refId: null,
    properties: { firstNation: 'Ring First Nation', parcel: 'R-1A' },
    geometry: { type: 'Polygon', coordinates: [box(-139.5, 64, -139.4, 64.07)] },
  },
  {
    kind: 'settlement-lands',
    name: 'S-2',
    refId: null,
    properties: { firstNation: 'Ring First Nation', parcel: 'S-2' },
    geometry: { type: 'Polygon', coordinates: [box(-139.4, 64.05, -139.3, 64.1)] },
  },
]

const layers = prepareLayers(FEATURES, ['drainages'])
const lookUp = (geojson: unknown) => {
  const shapes = shapesOf(geojson)
  if (!shapes.ok) throw new Error(shapes.message)
  return lookupLocation(shapes.shapes, layers)
}

describe('lookupLocation', () => {
  it('answers for a point in Dawson City', () => {
    const answer = lookUp({ type: 'Point', coordinates: [-139.431, 64.0625] })
    expect(answer.assessmentDistricts).toEqual(['district-west'])
    expect(answer.firstNations).toEqual(['fn-ring'])
    expect(answer.drainages).toEqual([
      {
        subSubDrainageId: 'drainage-klondike',
        majorDrainageName: 'Yukon River',
        subDrainageName: 'Klondike',
        subSubDrainageName: 'Klondike',
        majorDrainageNameFr: 'Fleuve Yukon',
        subDrainageNameFr: 'Klondike',
        subSubDrainageNameFr: 'Klondike',
      },
    ])
    expect(answer.ntsSheets).toEqual(['116B/03'])
    expect(answer.planningRegions).toEqual(['Dawson'])
    expect(answer.communityAreas).toEqual(['Dawson City area'])
    expect(answer.settlementLands).toEqual([{ firstNation: 'Ring First Nation', parcels: ['R-1A'] }])
    expect(answer.communityDistances[0]).toEqual({ name: 'Dawson City', distanceKm: 0 })
    expect(answer.communityDistances).toHaveLength(17)
    expect(answer.closestCommunities).toEqual(['Dawson City: 0.0 km'])
    expect(answer.demoLayers).toEqual(['drainages'])
  })

  it('names every area a line crosses, even with no vertex inside', () => {
    const answer = lookUp({
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'LineString',
        coordinates: [
          [-136.5, 61.1],
          [-135.6, 61.1],
        ],
      },
    })
    expect(answer.assessmentDistricts).toEqual(['district-east', 'district-west'])
    expect(answer.ntsSheets).toEqual(['105E/04', '115H/01'])
  })

  it('leaves out a territory when the shape lies in its hole, and names those sharing the land there', () => {
    const answer = lookUp({ type: 'Polygon', coordinates: [box(-137.6, 63.3, -137.1, 63.6)] })
    expect(answer.firstNations).toEqual(['fn-a', 'fn-b'])
    // The drainage's second part lies inside the polygon without any vertex of the polygon in it.
    expect(answer.drainages.map((d) => d.subSubDrainageId)).toEqual(['drainage-klondike'])
  })

  it('lists the communities within 25 km of the nearest, nearest first', () => {
    // Between Burwash Landing and Destruction Bay (about 17 km apart).
    const answer = lookUp({ type: 'Point', coordinates: [-138.98, 61.34] })
    expect(answer.closestCommunities.map((c) => c.split(':')[0])).toEqual(['Burwash Landing', 'Destruction Bay'])
    expect(answer.closestCommunities[0]).toMatch(/^Burwash Landing: \d+\.\d km$/)
  })

  it('takes every shape of a collection into account', () => {
    const answer = lookUp({
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [-139.431, 64.0625] } },
        { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [-128.706, 60.0639] } },
      ],
    })
    expect(answer.assessmentDistricts).toEqual(['district-east', 'district-west'])
    expect(answer.ntsSheets).toEqual(['105A/02', '116B/03'])
    expect(answer.closestCommunities).toEqual(['Dawson City: 0.0 km', 'Watson Lake: 0.0 km'])
  })
})

describe('shapesOf', () => {
  it('closes open rings and drops heights', () => {
    const shapes = shapesOf({
      type: 'Polygon',
      coordinates: [
        [
          [-135, 61, 700],
          [-134, 61],
          [-134, 62],
        ],
      ],
    })
    expect(shapes).toEqual({
      ok: true,
      shapes: [
        {
          type: 'Polygon',
          coordinates: [
            [
              [-135, 61],
              [-134, 61],
              [-134, 62],
              [-135, 61],
            ],
          ],
        },
      ],
    })
  })

  it.each([
    [
      {
        type: 'Polygon',
        coordinates: [
          [
            [-135, 61],
            [-134, 61],
            [-135, 61],
          ],
        ],
      },
      'geometry, ring 1: a polygon needs at least 3 different positions',
    ],
    [{ type: 'Point', coordinates: [61, -235] }, 'geometry: [61, -235] is not a longitude and latitude in degrees'],
    [{ type: 'LineString', coordinates: [[-135, 61]] }, 'geometry: a line needs at least 2 positions'],
    [{ type: 'Circle', coordinates: [] }, 'geometry: "Circle" is not a GeoJSON geometry type'],
    [{ type: 'FeatureCollection', features: [] }, 'no shapes'],
    [
      { type: 'FeatureCollection', features: [{ type: 'Feature', geometry: { type: 'Point', coordinates: ['a', 1] } }] },
      'feature 1: a position must be [longitude, latitude]',
    ],
    ['POINT(1 2)', 'not GeoJSON'],
  ])('refuses %j', (input, message) => {
    expect(shapesOf(input)).toEqual({ ok: false, message })
  })
})

describe('distances in the reader’s language', () => {
  it('are said with a decimal comma in French', () => {
    expect(communityDistanceIn('Dawson City: 30.7 km', 'fr')).toBe('Dawson City : 30,7 km')
    expect(communityDistanceIn('Dawson City: 30.7 km', 'en')).toBe('Dawson City: 30.7 km')
    expect(kilometresIn('30.7', 'fr')).toBe('30,7')
    expect(kilometresIn('12', 'fr')).toBe('12')
  })

  it('leave text that is not a distance as kept', () => {
    expect(communityDistanceIn('Near Dawson City', 'fr')).toBe('Near Dawson City')
    expect(kilometresIn('about 30', 'fr')).toBe('about 30')
  })
})
