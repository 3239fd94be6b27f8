import { describe, expect, it } from 'vitest'
import type { LocationLookup } from '../geo/lookup.ts'
import { emptyGeneralForm } from './general-form.ts'
import {
  clearedDetectedFields,
  coordinatesOfShapes,
  detectedFields,
  dmsPointOf,
  keptShapesOf,
  landUsePlanName,
  landUsePlanOf,
  locationFieldsOf,
  lookupGeoJsonOf,
  lookupOwed,
  needsLocationLookup,
  settlementAnswerOf,
  settlementStatusOf,
  shapesOfCoordinates,
} from './general-form-location.ts'

const lookup: LocationLookup = {
  assessmentDistricts: ['dawson-id'],
  firstNations: ['th-id'],
  drainages: [
    {
      subSubDrainageId: 'd1',
      majorDrainageName: 'Yukon River Drainage Area',
      subDrainageName: 'Klondike',
      subSubDrainageName: 'Bonanza Creek',
      majorDrainageNameFr: 'Aire de drainage du fleuve Yukon',
      subDrainageNameFr: 'Klondike',
      subSubDrainageNameFr: 'Ruisseau Bonanza',
    },
  ],
  ntsSheets: ['116B/03'],
  planningRegions: ['Dawson Regional Planning Commission', 'Somewhere else'],
  communityAreas: [],
  settlementLands: [{ firstNation: 'Tr’ondëk Hwëch’in', parcels: ['R-1A'] }],
  communityDistances: [
    { name: 'Dawson City', distanceKm: 12.345 },
    { name: 'Mayo', distanceKm: 200 },
  ],
  closestCommunities: ['Dawson City: 12.3 km'],
  demoLayers: [],
}

describe('part 3 shapes', () => {
  it('keeps typed and file shapes apart and stores both, with degrees/minutes/seconds beside the decimals', () => {
    const manual = [
      {
        type: 'line' as const,
        points: [
          { latitude: 60.7, longitude: -135 },
          { latitude: 61, longitude: -135.5 },
        ],
      },
    ]
    const file = [
      {
        type: 'polygon' as const,
        points: [
          { latitude: 61, longitude: -135 },
          { latitude: 62, longitude: -134 },
          { latitude: 61.5, longitude: -137 },
        ],
      },
    ]
    const stored = coordinatesOfShapes({ manual, file })
    expect(stored.map((c) => [c.projectLocationType, c.builtFrom])).toEqual([
      ['line', 'manual'],
      ['polygon', 'file'],
    ])
    expect(stored[0]!.projectLocationCoordinatesDms[0]).toEqual({ latitude: '60° 42′ 0″', longitude: '-135° 0′ 0″' })
    expect(shapesOfCoordinates(stored)).toEqual({ manual, file })
  })

  it('drops points that were never given both values when reading stored shapes', () => {
    const form = emptyGeneralForm('p', 'en')
    form.projectCoordinates = [
      {
        projectLocationType: 'line',
        builtFrom: 'manual',
        projectLocationCoordinates: [
          { latitude: 60, longitude: null },
          { latitude: 61, longitude: -135 },
        ],
        projectLocationCoordinatesDms: [],
      },
    ]
    expect(shapesOfCoordinates(form.projectCoordinates).manual[0]!.points).toEqual([{ latitude: 61, longitude: -135 }])
  })

  it('keeps a file’s point a point, in the form as on the map', () => {
    const shapes = { manual: [], file: [{ type: 'point' as const, points: [{ latitude: 60.5, longitude: -135.25 }] }] }
    expect(coordinatesOfShapes(shapes)[0]).toMatchObject({ projectLocationType: 'point', builtFrom: 'file' })
    expect(shapesOfCoordinates(coordinatesOfShapes(shapes))).toEqual(shapes)
  })

  it('writes a negative coordinate under one degree with its sign', () => {
    expect(dmsPointOf({ latitude: 60.5, longitude: -0.5 }).longitude).toBe('-0° 30′ 0″')
  })
})

describe('detected location fields', () => {
  const blank = emptyGeneralForm('p', 'en')

  it('fills the fields from the look-up', () => {
    const fields = detectedFields(lookup, blank)
    expect(fields.assessmentDistricts).toEqual(['dawson-id'])
    expect(fields.firstNations).toEqual(['th-id'])
    expect(fields.NTSIndexes).toEqual(['116B/03'])
    expect(fields.settlementLandStatus).toEqual({ isSettlement: true, isNotSettlement: false, isAndIsNotSettlement: false })
    expect(fields.yukonCommunity).toEqual({ isYukonCommunity: false, isNotYukonCommunity: true })
    expect(fields.regionalLandUsePlans).toEqual(['Dawson'])
    expect(fields.regionalLandUsePlan).toEqual({ hasRegionalLandUsePlan: true, noRegionalLandUsePlan: false })
    expect(fields.communitiesList).toEqual([{ nearestCommunity: 'Dawson City', distanceFromCommunity: '12.3' }])
    expect(fields.communityDistances).toEqual(['Dawson City: 12.3 km', 'Mayo: 200.0 km'])
    expect(fields.watersheds).toEqual(['Yukon River Drainage Area - Klondike - Bonanza Creek'])
    expect(fields.watershedsFr).toEqual(['Aire de drainage du fleuve Yukon - Klondike - Ruisseau Bonanza'])
    expect(fields.drainagesFr[0]!.subSubDrainageName).toBe('Ruisseau Bonanza')
  })

  it('clears every detected field, leaving the shapes, north slope and watercourses to the caller', () => {
    const form = { ...blank, ...detectedFields(lookup, blank) }
    const cleared = { ...form, ...clearedDetectedFields() }
    expect(locationFieldsOf(cleared)).toEqual(locationFieldsOf(emptyGeneralForm('p', 'en')))
  })

  it('remembers what the look-up found, and keeps what the person ticked that it did not find', () => {
    const first = { ...blank, ...detectedFields(lookup, blank) }
    expect(first.locationLookup).toEqual({ pending: false, assessmentDistricts: ['dawson-id'], firstNations: ['th-id'] })
    // The person ticks Mayo and a First Nation by hand; then the shapes move to where the look-up finds Whitehorse.
    const ticked = { ...first, assessmentDistricts: ['dawson-id', 'mayo-id'], firstNations: ['th-id', 'nnd-id'] }
    const moved = detectedFields({ ...lookup, assessmentDistricts: ['whitehorse-id'], firstNations: [] }, ticked)
    expect(moved.assessmentDistricts).toEqual(['whitehorse-id', 'mayo-id'])
    expect(moved.firstNations).toEqual(['nnd-id'])
    expect(moved.locationLookup).toEqual({ pending: false, assessmentDistricts: ['whitehorse-id'], firstNations: [] })
  })

  it('owes a look-up for shapes none answered for, or that nothing was found for', () => {
    const shapes = coordinatesOfShapes({
      manual: [
        {
          type: 'line',
          points: [
            { latitude: 60.7, longitude: -135 },
            { latitude: 60.8, longitude: -135.1 },
          ],
        },
      ],
      file: [],
    })
    const found = { ...blank, projectCoordinates: shapes, ...detectedFields(lookup, blank) }
    expect(needsLocationLookup(found)).toBe(false)
    expect(needsLocationLookup({ ...found, locationLookup: lookupOwed(found.locationLookup) })).toBe(true)
    // Written offline by an earlier release: shapes, and nothing the look-up fills.
    expect(needsLocationLookup({ ...blank, projectCoordinates: shapes })).toBe(true)
    // No shape to look up: nothing owed, whatever the record says.
    expect(needsLocationLookup({ ...blank, locationLookup: lookupOwed(blank.locationLookup) })).toBe(false)
    expect(lookupGeoJsonOf(shapes)).toMatchObject({ type: 'FeatureCollection', features: [{ geometry: { type: 'LineString' } }] })
  })

  it('recognises the three regional land use plans by name', () => {
    expect(['Dawson', 'Peel Watershed Planning Region', 'North Yukon', 'Teslin'].map(landUsePlanOf)).toEqual(['Dawson', 'Peel Watershed', 'North Yukon', null])
  })

  it('gives the settlement-land answer as one of three choices', () => {
    for (const answer of ['settlement', 'not-settlement', 'both'] as const) expect(settlementAnswerOf(settlementStatusOf(answer))).toBe(answer)
    expect(settlementAnswerOf({ isSettlement: false, isNotSettlement: false, isAndIsNotSettlement: false })).toBeNull()
  })
})

describe('a regional land use plan’s name', () => {
  it('is said in French to a French reader, as kept otherwise', () => {
    expect(landUsePlanName('North Yukon', 'fr')).toBe('Nord du Yukon')
    expect(landUsePlanName('Peel Watershed', 'fr')).toBe('Bassin hydrographique de la Peel')
    expect(landUsePlanName('Peel Watershed', 'en')).toBe('Peel Watershed')
    expect(landUsePlanName('Teslin', 'fr')).toBe('Teslin')
  })
})

describe('the shapes a saved proposal keeps', () => {
  const at = (latitude: number | null, longitude: number | null) => ({ latitude, longitude })
  it('keeps each usable shape as GeoJSON with its kind and how it was made, and leaves out those too short to use', () => {
    const kept = keptShapesOf([
      { projectLocationType: 'polygon', builtFrom: 'manual', projectLocationCoordinates: [at(64.06, -139.43), at(64.07, -139.4), at(64.05, -139.38)] },
      { projectLocationType: 'polygon', builtFrom: 'manual', projectLocationCoordinates: [at(64.06, -139.43), at(null, null)] },
      { projectLocationType: 'line', builtFrom: 'file', projectLocationCoordinates: [at(60.7, -135.05), at(60.71, -135.06)] },
      { projectLocationType: 'point', builtFrom: 'file', projectLocationCoordinates: [at(62.1, -136.2)] },
    ])
    expect(kept).toEqual([
      {
        locationType: 'polygon',
        builtFrom: 'manual',
        claimNumber: null,
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [-139.43, 64.06],
              [-139.4, 64.07],
              [-139.38, 64.05],
              [-139.43, 64.06],
            ],
          ],
        },
      },
      {
        locationType: 'line',
        builtFrom: 'file',
        claimNumber: null,
        geometry: {
          type: 'LineString',
          coordinates: [
            [-135.05, 60.7],
            [-135.06, 60.71],
          ],
        },
      },
      { locationType: 'point', builtFrom: 'file', claimNumber: null, geometry: { type: 'Point', coordinates: [-136.2, 62.1] } },
    ])
  })
})
