import { describe, expect, it } from 'vitest'
import { parsePolygonParam, ringBox, ringToWkt } from './polygon-param.ts'

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
