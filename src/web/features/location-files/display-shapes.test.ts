import { describe, expect, it } from 'vitest'
import type { LocationShapeData } from '../../../shared/geo/location-files'
import { DISPLAY_POSITIONS, displayShapes, simplify } from './display-shapes'

const circle = (n: number, radius = 1): Float64Array => {
  const points = new Float64Array(n * 2)
  for (let i = 0; i < n; i++) {
    points[2 * i] = 62 + radius * Math.sin((2 * Math.PI * i) / n)
    points[2 * i + 1] = -135 + radius * Math.cos((2 * Math.PI * i) / n)
  }
  return points
}

describe('display shapes', () => {
  it('draws small files as they are, flagging the shapes with warnings', () => {
    const shapes: LocationShapeData[] = [
      { type: 'polygon', points: circle(10) },
      { type: 'point', points: Float64Array.of(62, -135) },
    ]
    const display = displayShapes(shapes, new Set([2]))
    expect(display.simplified).toBe(false)
    expect(display.shapes.map((s) => [s.type, s.flagged, s.points])).toEqual([
      ['polygon', false, shapes[0]!.points],
      ['point', true, shapes[1]!.points],
    ])
  })

  it('simplifies large files to fit the drawing budget, keeping every shape', () => {
    const shapes: LocationShapeData[] = Array.from({ length: 30 }, () => ({ type: 'polygon' as const, points: circle(2000) }))
    const display = displayShapes(shapes, new Set())
    expect(display.simplified).toBe(true)
    expect(display.shapes).toHaveLength(30)
    const drawn = display.shapes.reduce((n, s) => n + s.points.length / 2, 0)
    expect(drawn).toBeLessThanOrEqual(DISPLAY_POSITIONS)
    expect(display.shapes.every((s) => s.points.length / 2 >= 3)).toBe(true)
  })

  it('keeps the corners of a ring and drops points on its straight edges', () => {
    // A square with extra points along each edge.
    const edge = (from: [number, number], to: [number, number]) =>
      Array.from({ length: 5 }, (_, i) => [from[0] + ((to[0] - from[0]) * i) / 5, from[1] + ((to[1] - from[1]) * i) / 5])
    const ring = [...edge([0, 0], [0, 1]), ...edge([0, 1], [1, 1]), ...edge([1, 1], [1, 0]), ...edge([1, 0], [0, 0])].flat()
    expect(Array.from(simplify(Float64Array.from(ring), 0.001, true))).toEqual([0, 0, 0, 1, 1, 1, 1, 0])
  })
})
