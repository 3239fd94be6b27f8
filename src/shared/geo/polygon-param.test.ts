import { describe, expect, it } from 'vitest'
import { holdsMostOfYukon, parsePolygonParam, ringBox, ringToWkt } from './polygon-param.ts'

describe('the polygon search parameter', () => {
  it('reads a closed ring of longitude latitude pairs', () => {
    const parsed = parsePolygonParam('-140 63.7,-138.5 63.7,-138.5 64.3,-140 64.3,-140 63.7')
    expect(parsed).toEqual({
      ok: true,
      ring: [
        [-140, 63.7],
        [-138.5, 63.7],
        [-138.5, 64.3],
        [-140, 64.3],
        [-140, 63.7],
      ],
    })
    if (parsed.ok) expect(ringToWkt(parsed.ring)).toBe('POLYGON((-140 63.7,-138.5 63.7,-138.5 64.3,-140 64.3,-140 63.7))')
  })

  it('tolerates spaces around pairs', () => {
    expect(parsePolygonParam(' -140 63.7 , -138.5 63.7,-138.5  64.3,-140 63.7').ok).toBe(true)
  })

  it('refuses open rings, too few points, junk and impossible coordinates with a reason', () => {
    expect(parsePolygonParam('-140 63.7,-138.5 63.7,-138.5 64.3,-140 64.3')).toEqual({
      ok: false,
      message: 'must be closed: the last point must repeat the first',
    })
    expect(parsePolygonParam('-140 63.7,-138.5 63.7,-140 63.7')).toMatchObject({ ok: false, message: expect.stringContaining('at least 4') })
    expect(parsePolygonParam('-140 63.7,abc,-138.5 64.3,-140 63.7')).toMatchObject({ ok: false, message: expect.stringContaining('point 2') })
    expect(parsePolygonParam('-140,63.7,-138.5,63.7')).toMatchObject({ ok: false })
    expect(parsePolygonParam('-691 63.7,-138.5 63.7,-138.5 64.3,-691 63.7')).toMatchObject({ ok: false, message: expect.stringContaining('outside') })
  })
})

describe('ringBox', () => {
  it('gives the bounds of an axis-aligned rectangle in either direction', () => {
    const box = { west: -140, south: 63.7, east: -138.5, north: 64.3 }
    expect(
      ringBox([
        [-140, 63.7],
        [-138.5, 63.7],
        [-138.5, 64.3],
        [-140, 64.3],
        [-140, 63.7],
      ]),
    ).toEqual(box)
    expect(
      ringBox([
        [-140, 63.7],
        [-140, 64.3],
        [-138.5, 64.3],
        [-138.5, 63.7],
        [-140, 63.7],
      ]),
    ).toEqual(box)
  })

  it('has none for other shapes', () => {
    expect(
      ringBox([
        [-140, 63.7],
        [-138.5, 64.3],
        [-138.5, 63.7],
        [-140, 64.3],
        [-140, 63.7],
      ]),
    ).toBeUndefined()
    expect(
      ringBox([
        [-140, 63.7],
        [-138.5, 63.7],
        [-139, 64.3],
        [-140, 63.7],
      ]),
    ).toBeUndefined()
    expect(
      ringBox([
        [-140, 63.7],
        [-138.5, 63.8],
        [-138.5, 64.3],
        [-140, 64.3],
        [-140, 63.7],
      ]),
    ).toBeUndefined()
  })
})

describe('holdsMostOfYukon', () => {
  it('holds for a viewport of the whole territory, even one cut short in the north', () => {
    expect(holdsMostOfYukon({ west: -146.5, south: 59.8, east: -122.5, north: 67.8 })).toBe(true)
    expect(holdsMostOfYukon({ west: -180, south: -90, east: 180, north: 90 })).toBe(true)
  })

  it('does not for a region, a town or a box beside the territory', () => {
    expect(holdsMostOfYukon({ west: -141, south: 60, east: -132, north: 66 })).toBe(false)
    expect(holdsMostOfYukon({ west: -135.2, south: 60.6, east: -134.9, north: 60.8 })).toBe(false)
    expect(holdsMostOfYukon({ west: -120, south: 50, east: -100, north: 70 })).toBe(false)
  })
})
