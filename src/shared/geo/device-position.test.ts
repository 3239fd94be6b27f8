import { describe, expect, it } from 'vitest'
import { areaAround, degreesText, pointOfPosition, positionConcerns, positionFigures, POOR_ACCURACY_M } from './device-position.ts'
import { distanceM } from './geodesic.ts'
import { pointInPolygon } from './geometry.ts'

const whitehorse = { latitude: 60.7211, longitude: -135.0568, accuracy: 12 }

describe('what is worth checking about a position', () => {
  it('says nothing of a GPS fix in Yukon', () => {
    expect(positionConcerns(whitehorse)).toEqual([])
    expect(positionConcerns({ ...whitehorse, accuracy: POOR_ACCURACY_M })).toEqual([])
  })

  it('calls a fix poorer than 100 m poor, and one with no accuracy too', () => {
    expect(positionConcerns({ ...whitehorse, accuracy: 101 })).toEqual(['poor-accuracy'])
    expect(positionConcerns({ ...whitehorse, accuracy: Number.NaN })).toEqual(['poor-accuracy'])
  })

  it('notices a position outside Yukon: Atlin BC, Inuvik NWT, Vancouver', () => {
    expect(positionConcerns({ latitude: 59.578, longitude: -133.689, accuracy: 8 })).toEqual(['outside-yukon'])
    expect(positionConcerns({ latitude: 68.3607, longitude: -133.723, accuracy: 8 })).toEqual(['outside-yukon'])
    expect(positionConcerns({ latitude: 49.2827, longitude: -123.1207, accuracy: 2500 })).toEqual(['poor-accuracy', 'outside-yukon'])
  })
})

describe('a position written for the reader', () => {
  it('gives 5 decimals and whole metres, in English with a decimal point', () => {
    expect(positionFigures(whitehorse, 'en')).toEqual({ latitude: '60.72110', longitude: '-135.05680', accuracy: '12' })
  })

  it('writes French with a decimal comma and spaced thousands', () => {
    const figures = positionFigures({ ...whitehorse, accuracy: 1234.4 }, 'fr')
    expect(figures.latitude).toBe('60,72110')
    expect(figures.longitude).toBe('-135,05680')
    expect(figures.accuracy.replace(/\s/u, ' ')).toBe('1 234')
  })

  it('writes a stored point to its own 4 decimals', () => {
    expect(degreesText(-135.05, 'fr', 4)).toBe('-135,0500')
    expect(degreesText(-135.05, 'en', 4)).toBe('-135.0500')
  })

  it('never says ± 0 m', () => {
    expect(positionFigures({ ...whitehorse, accuracy: 0.3 }, 'en').accuracy).toBe('1')
  })
})

it('adds the position as a point rounded like a typed one', () => {
  expect(pointOfPosition({ latitude: 60.721149, longitude: -135.056849, accuracy: 5 })).toEqual({ latitude: 60.7211, longitude: -135.0568 })
})

describe('the area around a position', () => {
  it('has its corners on the circle, the first due north, and holds the position', () => {
    const corners = areaAround(whitehorse, 10)
    expect(corners).toHaveLength(12)
    for (const corner of corners) expect(distanceM([whitehorse.longitude, whitehorse.latitude], [corner.longitude, corner.latitude])).toBeGreaterThan(9_900)
    for (const corner of corners) expect(distanceM([whitehorse.longitude, whitehorse.latitude], [corner.longitude, corner.latitude])).toBeLessThan(10_100)
    expect(corners[0]!.longitude).toBeCloseTo(whitehorse.longitude, 4)
    expect(corners[0]!.latitude).toBeGreaterThan(whitehorse.latitude)
    expect(corners[3]!.longitude).toBeGreaterThan(whitehorse.longitude)
    expect(pointInPolygon([whitehorse.longitude, whitehorse.latitude], [corners.map((c) => [c.longitude, c.latitude] as [number, number])])).toBe(true)
  })

  it('rounds its corners to 4 decimals', () => {
    for (const corner of areaAround(whitehorse, 25, 8)) {
      expect(corner.latitude).toBe(Math.round(corner.latitude * 1e4) / 1e4)
      expect(corner.longitude).toBe(Math.round(corner.longitude * 1e4) / 1e4)
    }
  })
})
