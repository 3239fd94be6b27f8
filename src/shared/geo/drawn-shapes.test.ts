import { describe, expect, it } from 'vitest'
import { drawnShapes } from './drawn-shapes.ts'

describe('shapes as the maps draw them', () => {
  it('packs the filled-in points, and draws a line of one point as a point', () => {
    const [polygon, point] = drawnShapes([
      {
        projectLocationType: 'polygon',
        points: [
          { latitude: 60, longitude: -135 },
          { latitude: null, longitude: -134 },
          { latitude: 61, longitude: -134 },
          { latitude: 61, longitude: -135 },
        ],
      },
      { projectLocationType: 'line', points: [{ latitude: 62.5, longitude: -136.25 }] },
    ])
    expect(polygon).toEqual({ type: 'polygon', points: Float64Array.from([60, -135, 61, -134, 61, -135]), flagged: false })
    expect(point).toEqual({ type: 'point', points: Float64Array.from([62.5, -136.25]), flagged: false })
  })
})
