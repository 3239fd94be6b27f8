import { describe, expect, it } from 'vitest'
import geodesicLib from 'geographiclib-geodesic'
import type { LonLat, SimpleGeometry } from './geometry.ts'
import { distanceM, distanceToSegmentM, distanceToShapeM, distanceToShapesM, distancesToShapesM } from './geodesic.ts'

const WGS84 = geodesicLib.Geodesic.WGS84

/** A small deterministic generator, so that a failure names a case that can be run again. */
function random(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2147483648
    return seed / 2147483648
  }
}

const dms = (d: number, m: number, s: number) => Math.sign(d) * (Math.abs(d) + m / 60 + s / 3600)

describe('distances on the ellipsoid', () => {
  it('matches published reference values to 1 m', () => {
    // GeographicLib's own example: Wellington, NZ to Salamanca, Spain.
    expect(distanceM([174.81, -41.32], [-5.5, 40.96])).toBeCloseTo(19_959_679.267, 2)
    // Vincenty's (1975) Flinders Peak to Buninyong, as Geoscience Australia publishes it (GRS80; WGS84 differs by under a millimetre here).
    const flinders: LonLat = [dms(144, 25, 29.5244), dms(-37, 57, 3.7203)]
    const buninyong: LonLat = [dms(143, 55, 35.3839), dms(-37, 39, 10.1561)]
    expect(Math.abs(distanceM(flinders, buninyong) - 54_972.271)).toBeLessThan(1)
  })

  it('finds the nearest point of a geodesic segment as a fine sampling of it does', () => {
    const next = random(7)
    for (let i = 0; i < 60; i++) {
      const a: LonLat = [-141 + next() * 17, 60 + next() * 9.5]
      const b: LonLat = [a[0] + (next() - 0.5) * 4, Math.min(69.6, Math.max(60, a[1] + (next() - 0.5) * 3))]
      const point: LonLat = [-141 + next() * 17, 60 + next() * 9.5]
      const line = WGS84.InverseLine(a[1], a[0], b[1], b[0])
      let sampled = Infinity
      for (let k = 0; k <= 4000; k++) {
        const at = line.Position((line.s13 * k) / 4000) as { lat2: number; lon2: number }
        sampled = Math.min(sampled, distanceM([at.lon2, at.lat2], point))
      }
      const found = distanceToSegmentM(point, a, b)
      // Sampling every s13/4000 (under 100 m) overshoots the true minimum by far less than 1 m.
      expect(found).toBeLessThanOrEqual(sampled + 1e-6)
      expect(sampled - found).toBeLessThan(1)
    }
  })

  it('measures to the nearest edge of a polygon with many vertices, and 0 inside it', () => {
    const next = random(11)
    const centre: LonLat = [-137, 63]
    const ring: LonLat[] = Array.from({ length: 1000 }, (_, k) => {
      const angle = (2 * Math.PI * k) / 1000
      const radius = 0.5 + next() * 0.4
      return [centre[0] + radius * 2 * Math.cos(angle), centre[1] + radius * Math.sin(angle)]
    })
    ring.push(ring[0]!)
    const polygon: SimpleGeometry = { type: 'Polygon', coordinates: [ring] }
    expect(distanceToShapeM(centre, polygon)).toBe(0)
    for (const point of [
      [-135.074, 60.727],
      [-139.431, 64.0625],
      [-139.829, 67.5729],
      [-134.5, 63.2],
    ] as LonLat[]) {
      let everyEdge = Infinity
      for (let k = 1; k < ring.length; k++) everyEdge = Math.min(everyEdge, distanceToSegmentM(point, ring[k - 1]!, ring[k]!))
      expect(distanceToShapeM(point, polygon)).toBeCloseTo(everyEdge, 3)
    }
  })

  it('measures to a line and to points', () => {
    const whitehorse: LonLat = [-135.074, 60.727]
    const line: SimpleGeometry = {
      type: 'LineString',
      coordinates: [
        [-136, 60.727],
        [-134, 60.727],
      ],
    }
    // The geodesic between two points on a parallel bulges poleward, so the town lies a little south of it.
    const toLine = distanceToShapeM(whitehorse, line)
    expect(toLine).toBeGreaterThan(0)
    expect(toLine).toBeLessThan(500)
    expect(distanceToShapeM(whitehorse, { type: 'Point', coordinates: [-135.074, 61.727] })).toBeCloseTo(distanceM(whitehorse, [-135.074, 61.727]), 6)
  })

  it('measures to the nearest of many shapes as to each one in turn', () => {
    // Claim-sized rectangles in rows up two creeks, with a line and a point among them.
    const claims: SimpleGeometry[] = Array.from({ length: 240 }, (_, k) => {
      const [west, south] = [-139.2 + Math.floor(k / 20) * 0.012 + (k >= 120 ? 1.5 : 0), 63.9 + (k % 20) * 0.0015]
      return {
        type: 'Polygon',
        coordinates: [
          [
            [west, south],
            [west + 0.01, south],
            [west + 0.01, south + 0.0013],
            [west, south + 0.0013],
            [west, south],
          ],
        ],
      }
    })
    const shapes: SimpleGeometry[] = [
      ...claims,
      {
        type: 'LineString',
        coordinates: [
          [-138.1, 63.2],
          [-137.9, 63.25],
        ],
      },
      { type: 'Point', coordinates: [-137.4, 64.1] },
    ]
    for (const point of [
      [-139.431, 64.0625],
      [-135.074, 60.727],
      [-137.4, 64.2],
      [-138, 63.1],
    ] as LonLat[]) {
      expect(distanceToShapesM(point, shapes)).toBe(Math.min(...shapes.map((shape) => distanceToShapeM(point, shape))))
    }
    expect(distanceToShapesM([-139.195, 63.9005], shapes)).toBe(0)
    expect(distanceToShapesM([-135.074, 60.727], [])).toBe(Infinity)
  })

  it('measures from many points to a file of many round claims as solving every edge does', () => {
    // A grid of claims 1 km across with 24 corners each, as a large shapefile holds them, and a point among them.
    const next = random(5)
    const claims: SimpleGeometry[] = Array.from({ length: 30 }, (_, k) => {
      const [lon, lat] = [-139.2 + (k % 10) * 0.03, 63.9 + Math.floor(k / 10) * 0.0135]
      const ring: LonLat[] = Array.from({ length: 24 }, (_, i) => {
        const angle = (-2 * Math.PI * i) / 24
        const radius = 0.0045 * (1 + 0.08 * next())
        return [lon + 2.2 * radius * Math.cos(angle), lat + radius * Math.sin(angle)]
      })
      return { type: 'Polygon', coordinates: [[...ring, ring[0]!]] }
    })
    const shapes: SimpleGeometry[] = [...claims, { type: 'Point', coordinates: [-138.5, 64.2] }]
    const distanceTo = distancesToShapesM(shapes)
    for (const point of [
      [-139.431, 64.0625],
      [-135.074, 60.727],
      [-138.5, 64.25],
      [-139.185, 63.9],
    ] as LonLat[]) {
      let everyEdge = distanceM([-138.5, 64.2], point)
      for (const claim of claims) {
        const ring = (claim as { coordinates: LonLat[][] }).coordinates[0]!
        for (let k = 1; k < ring.length; k++) everyEdge = Math.min(everyEdge, distanceToSegmentM(point, ring[k - 1]!, ring[k]!))
      }
      expect(distanceTo(point)).toBe(everyEdge)
    }
  })
})
