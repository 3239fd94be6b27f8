// normalizeRecord checking a project's points: kept in the registry area, rejected (and counted) out
// of it or unreadable, the other points kept with their positions.
import { describe, expect, it } from 'vitest'
import { checkCoordinate } from './coordinates.ts'
import { legacyRecord, accepted } from './normalize-record-fixtures.ts'

describe('normalizeRecord, coordinates', () => {
  const at = (latitude: unknown, longitude: unknown) => accepted(legacyRecord({ locations: [{ latitude, longitude }] })).locations[0]

  it('keeps valid points in Yukon and its neighbourhood', () => {
    expect(at(60.72, -135.06)).toMatchObject({ invalidReason: null })
    expect(at(65.7, -143.98)).toMatchObject({ invalidReason: null }) // Alaska side of the border
    expect(at(58.5, -121)).toMatchObject({ invalidReason: null }) // northern British Columbia
  })

  it('rejects longitudes beyond ±180 and keeps the values as given', () => {
    expect(at(13.5047, -691.03)).toEqual({ position: 0, latitude: 13.5047, longitude: -691.03, invalidReason: 'longitude out of range' })
    expect(at(60.7366, -13509604)).toEqual({ position: 0, latitude: 60.7366, longitude: -13509604, invalidReason: 'longitude out of range' })
  })

  it('rejects latitudes beyond ±90', () => {
    expect(at(91, -135)).toMatchObject({ latitude: 91, invalidReason: 'latitude out of range' })
    expect(at(-135, 60)).toMatchObject({ invalidReason: 'latitude out of range' })
  })

  it('rejects points far outside the registry area', () => {
    expect(at(19.95444, -154.55327)).toMatchObject({ latitude: 19.95444, longitude: -154.55327, invalidReason: 'outside the registry area' })
    expect(at(-135.06, 60.72)).toMatchObject({ invalidReason: 'latitude out of range' })
    expect(at(60.72, 135.06)).toMatchObject({ invalidReason: 'outside the registry area' }) // lost minus sign
    expect(at(0, 0)).toMatchObject({ invalidReason: 'outside the registry area' })
    expect(at(57.9, -130)).toMatchObject({ invalidReason: 'outside the registry area' })
    expect(at(60, -119.9)).toMatchObject({ invalidReason: 'outside the registry area' })
  })

  it('rejects NaN, infinities and text, keeping what is numeric', () => {
    expect(at(Number.NaN, -135)).toEqual({ position: 0, latitude: null, longitude: -135, invalidReason: 'not a number' })
    expect(at('NaN', -135)).toMatchObject({ latitude: null, invalidReason: 'not a number' })
    expect(at(60, Number.POSITIVE_INFINITY)).toMatchObject({ latitude: 60, longitude: null, invalidReason: 'not a number' })
    expect(at('sixty', '-135')).toMatchObject({ latitude: null, longitude: -135, invalidReason: 'not a number' })
    expect(at(true, -135)).toMatchObject({ invalidReason: 'not a number' })
  })

  it('rejects missing coordinates', () => {
    expect(at(null, -135)).toEqual({ position: 0, latitude: null, longitude: -135, invalidReason: 'missing' })
    expect(at(60, undefined)).toMatchObject({ invalidReason: 'missing' })
    expect(at('', '')).toMatchObject({ invalidReason: 'missing' })
    expect(accepted(legacyRecord({ locations: ['60,-135'] })).locations[0]).toMatchObject({ invalidReason: 'missing' })
  })

  it('keeps the other points of a project and their positions when one is bad', () => {
    const p = accepted(
      legacyRecord({
        locations: [
          { latitude: 63.1, longitude: -137 },
          { latitude: 13.8, longitude: -642.1 },
          { latitude: 63.2, longitude: -137.1 },
        ],
      }),
    )
    expect(p.locations.map((l) => [l.position, l.invalidReason])).toEqual([
      [0, null],
      [1, 'longitude out of range'],
      [2, null],
    ])
  })

  it('imports a project without locations', () => {
    expect(accepted(legacyRecord({ locations: [] })).locations).toEqual([])
    expect(accepted(legacyRecord({ locations: undefined })).locations).toEqual([])
  })

  it('checks the registry-area edges inclusively', () => {
    expect(checkCoordinate(58, -145).invalidReason).toBeNull()
    expect(checkCoordinate(71, -120).invalidReason).toBeNull()
  })
})
