// What the page draws of a file's shapes. A file may hold up to 200,000 positions; drawing them
// all would freeze the page for as long as Leaflet takes to project them, on every zoom. Above
// DISPLAY_POSITIONS the worker simplifies the drawing (Douglas–Peucker, the tolerance doubled
// until the drawing fits) — finer than a pixel at the fitted view — and keeps the file's own
// positions for everything else.
import { boxOfLatLngArrays } from '../../../shared/geo/geometry'
import type { LocationShapeData } from '../../../shared/geo/location-files'
import type { ProjectLocationType } from '../../../shared/schemas/location-file'

export const DISPLAY_POSITIONS = 8_000

export interface DisplayShape {
  type: ProjectLocationType
  /** Latitude, longitude pairs to draw. */
  points: Float64Array
  /** The shape has a warning (too few points, crossing itself) and is drawn as such. */
  flagged: boolean
}

export function displayShapes(shapes: LocationShapeData[], flagged: ReadonlySet<number>): { shapes: DisplayShape[]; simplified: boolean } {
  const total = shapes.reduce((n, s) => n + s.points.length / 2, 0)
  const plain = (points: (s: LocationShapeData) => Float64Array) => shapes.map((s, i) => ({ type: s.type, points: points(s), flagged: flagged.has(i + 1) }))
  if (total <= DISPLAY_POSITIONS) return { shapes: plain((s) => s.points), simplified: false }
  let tolerance = diagonal(shapes) / 20_000
  for (let attempt = 0; attempt < 24; attempt++, tolerance *= 2) {
    const simplified = plain((s) => (s.type === 'point' ? s.points : simplify(s.points, tolerance, s.type === 'polygon')))
    if (simplified.reduce((n, s) => n + s.points.length / 2, 0) <= DISPLAY_POSITIONS) return { shapes: simplified, simplified: true }
  }
  return { shapes: plain((s) => s.points.subarray(0, 2)), simplified: true }
}

function diagonal(shapes: LocationShapeData[]): number {
  const { south, north, west, east } = boxOfLatLngArrays(shapes.map((s) => s.points))
  return Math.hypot(north - south, east - west) || 1
}

/** Squared distance from p to the segment a–b (a point when a and b are the same). */
function segmentDistance2(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax
  const dy = by - ay
  const length2 = dx * dx + dy * dy
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length2))
  const x = ax + t * dx - px
  const y = ay + t * dy - py
  return x * x + y * y
}

/** Douglas–Peucker on packed pairs; a ring is taken as closed (its first point ends it again). */
export function simplify(points: Float64Array, tolerance: number, ring: boolean): Float64Array {
  const n = points.length / 2
  if (n <= 3) return points
  const last = ring ? n : n - 1
  const at = (i: number) => (i === n ? 0 : i) * 2
  const keep = new Uint8Array(n + 1)
  keep[0] = 1
  keep[last] = 1
  const tolerance2 = tolerance * tolerance
  const stack: [number, number][] = [[0, last]]
  while (stack.length > 0) {
    const [from, to] = stack.pop()!
    let farthest = -1
    let distance = tolerance2
    for (let i = from + 1; i < to; i++) {
      const d = segmentDistance2(points[at(i)]!, points[at(i) + 1]!, points[at(from)]!, points[at(from) + 1]!, points[at(to)]!, points[at(to) + 1]!)
      if (d > distance) {
        distance = d
        farthest = i
      }
    }
    if (farthest >= 0) {
      keep[farthest] = 1
      stack.push([from, farthest], [farthest, to])
    }
  }
  const out: number[] = []
  for (let i = 0; i < n; i++) if (keep[i]) out.push(points[2 * i]!, points[2 * i + 1]!)
  return Float64Array.from(out)
}
