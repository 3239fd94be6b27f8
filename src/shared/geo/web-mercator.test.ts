import { describe, expect, it } from 'vitest'
import { viewProjection, worldPixel } from './web-mercator'

// That Leaflet puts every place on the same pixel is checked against Leaflet itself, in the web
// app's tests (src/web/features/map/picture-geometry.test.ts).
describe('Web Mercator', () => {
  it('puts the world on 256 × 2^zoom pixels, the equator and meridian 0 in the middle', () => {
    expect(worldPixel(0, 0, 0)).toEqual({ x: 128, y: 128 })
    expect(worldPixel(0, -180, 1)).toEqual({ x: 0, y: 256 })
    expect(worldPixel(89.9, 180, 2).y).toBeCloseTo(0, 6)
  })

  it('puts a view’s centre in the middle of its box, and north up', () => {
    const project = viewProjection([64, -134.5], 6, { width: 700, height: 500 })
    expect(project(64, -134.5)).toEqual({ x: 350, y: 250 })
    expect(project(65, -134.5).y).toBeLessThan(250)
    expect(project(64, -130).x).toBeGreaterThan(350)
  })
})
