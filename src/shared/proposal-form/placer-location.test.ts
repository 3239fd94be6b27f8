import { describe, expect, it } from 'vitest'
import { parseClaims } from '../geo/claims'
import { lookupGeoJsonOf } from './general-form-location'
import { emptyPlacerForm } from './placer-form'
import type { PlacerForm } from './placer-form'
import { addedPoints, addedPointsPatch, claimsFoundPatch, claimStringWithCsv, placerLocationFields } from './placer-location'

describe('a CSV of claims added to the claims typed', () => {
  it('adds the claims not typed yet on a line of their own, each once', () => {
    const merged = claimStringWithCsv('P 10000-P 10002\n', ['P 10001', 'P 10005', 'P 10006', 'P 10005'])
    expect(merged).toEqual({ claimString: 'P 10000-P 10002\nP 10005, P 10006', added: ['P 10005', 'P 10006'] })
    expect(parseClaims(merged.claimString).claims).toEqual(['P 10000', 'P 10001', 'P 10002', 'P 10005', 'P 10006'])
  })

  it('fills an empty text box, and leaves the text as it is when the file adds nothing', () => {
    expect(claimStringWithCsv('', ['YD00099', 'YD00100']).claimString).toBe('YD00099, YD00100')
    expect(claimStringWithCsv('YD00099, YD00100  ', ['YD00100'])).toEqual({ claimString: 'YD00099, YD00100  ', added: [] })
  })
})

describe('points added where the person stands', () => {
  const claim = {
    name: 'P 10000',
    shapes: [
      {
        type: 'polygon' as const,
        points: [
          { latitude: 63.9, longitude: -139.1 },
          { latitude: 63.91, longitude: -139.1 },
          { latitude: 63.91, longitude: -139.08 },
        ],
      },
    ],
  }
  const camp = { latitude: 63.905, longitude: -139.09 }

  it('keeps them after the claims, owes a look-up, and has the look-up read each as a point', () => {
    const withClaim = {
      ...emptyPlacerForm('p', 'en'),
      ...claimsFoundPatch(emptyPlacerForm('p', 'en'), [claim]),
      locationLookup: { pending: false, assessmentDistricts: [], firstNations: [] },
    }
    const form = { ...withClaim, ...addedPointsPatch(withClaim, [camp]) }
    expect(form.locationLookup.pending).toBe(true)
    expect(form.projectCoordinates.map((s) => [s.builtFrom, s.projectLocationType, s.claimNumber])).toEqual([
      ['claim', 'polygon', 'P 10000'],
      ['manual', 'line', null],
    ])
    expect(addedPoints(form)).toEqual([camp])
    expect(lookupGeoJsonOf(placerLocationFields(form).projectCoordinates)?.features.map((f) => f.geometry.type)).toEqual(['Polygon', 'Point'])
  })

  it('keeps them when the claims found change or are emptied, and removes them only when asked', () => {
    const pointOnly = { ...emptyPlacerForm('p', 'en'), ...addedPointsPatch(emptyPlacerForm('p', 'en'), [camp]) }
    const claimsFound = { ...pointOnly, ...claimsFoundPatch(pointOnly, [claim]) }
    expect(addedPoints(claimsFound)).toEqual([camp])
    expect(claimsFoundPatch(claimsFound, [claim])).toBeNull()
    const emptied = { ...claimsFound, ...claimsFoundPatch(claimsFound, []) }
    expect(addedPoints(emptied)).toEqual([camp])
    expect(claimsFoundPatch(pointOnly, [])).toBeNull()
    expect({ ...claimsFound, ...addedPointsPatch(claimsFound, []) }.projectCoordinates.map((s) => s.claimNumber)).toEqual(['P 10000'])
  })
})

describe('claims cleared', () => {
  const claim = {
    name: 'P 10000',
    shapes: [
      {
        type: 'polygon' as const,
        points: [
          { latitude: 63.9, longitude: -139.1 },
          { latitude: 63.91, longitude: -139.1 },
          { latitude: 63.91, longitude: -139.08 },
        ],
      },
    ],
  }
  const found = {
    ...claimsFoundPatch(emptyPlacerForm('p', 'en'), [claim]),
    assessmentDistricts: ['dawson'],
    firstNations: ['trondek'],
    locationLookup: { pending: false, assessmentDistricts: ['dawson'], firstNations: ['trondek'] },
    NTSIndexes: ['115O/14'],
    drainages: [{ subSubDrainageId: 'd', majorDrainageName: 'Yukon River', subDrainageName: 'Klondike River', subSubDrainageName: 'Hunker Creek' }],
    closestCommunities: ['Dawson City (30.7 km)'],
    regionalLandUsePlans: ['Dawson'],
  }
  const whatWasFound = (form: PlacerForm) =>
    [
      form.assessmentDistricts,
      form.firstNations,
      form.NTSIndexes,
      form.drainages,
      form.drainagesFr,
      form.closestCommunities,
      form.regionalLandUsePlans,
      form.watersheds,
    ].flat()

  it('clears what was found for them, and owes no look-up', () => {
    const withFindings = { ...emptyPlacerForm('p', 'en'), ...found }
    const cleared = { ...withFindings, ...claimsFoundPatch(withFindings, []) }
    expect(cleared.projectCoordinates).toEqual([])
    expect(whatWasFound(cleared)).toEqual([])
    expect(cleared.locationLookup.pending).toBe(false)
  })

  it('clears them too when the last point added is removed with no claim left', () => {
    const pointOnly = { ...emptyPlacerForm('p', 'en'), ...found, projectCoordinates: [] }
    const withPoint = { ...pointOnly, ...addedPointsPatch(pointOnly, [{ latitude: 63.9, longitude: -139.1 }]) }
    expect(whatWasFound({ ...withPoint, ...addedPointsPatch(withPoint, []) })).toEqual([])
  })

  it('keeps what was found while a shape is left, owing a look-up for it', () => {
    const withFindings = { ...emptyPlacerForm('p', 'en'), ...found }
    const withPoint = { ...withFindings, ...addedPointsPatch(withFindings, [{ latitude: 63.9, longitude: -139.1 }]) }
    const claimsGone = { ...withPoint, ...claimsFoundPatch(withPoint, []) }
    expect(claimsGone.locationLookup.pending).toBe(true)
    expect(claimsGone.assessmentDistricts).toEqual(['dawson'])
  })
})
