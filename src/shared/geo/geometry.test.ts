import { describe, expect, it } from 'vitest'
import type { LonLat } from './geometry.ts'
import { hasDistinct, sameLonLat } from './geometry.ts'

describe('distinct positions', () => {
  it('counts positions that differ, up to the number wanted', () => {
    const square: LonLat[] = [
      [-135, 60],
      [-134, 60],
      [-134, 61],
      [-135, 61],
      [-135, 60],
    ]
    expect(hasDistinct(square, 4, sameLonLat)).toBe(true)
    expect(hasDistinct(square, 5, sameLonLat)).toBe(false)
    expect(
      hasDistinct(
        [
          [-135, 60],
          [-135, 60],
          [-134, 60],
          [-135, 60],
        ] as LonLat[],
        3,
        sameLonLat,
      ),
    ).toBe(false)
    expect(hasDistinct([], 1, sameLonLat)).toBe(false)
    expect(hasDistinct([], 0, sameLonLat)).toBe(true)
  })

  it('takes 0 and -0 as the same coordinate, as the same number typed twice', () => {
    expect(
      hasDistinct(
        [
          [0, 60],
          [-0, 60],
          [1, 60],
        ] as LonLat[],
        3,
        sameLonLat,
      ),
    ).toBe(false)
  })
})
