// Distances on the WGS84 ellipsoid (GeographicLib's geodesics), from a community to a shape as the
// proposal form reports them (spec §7 "Geometry distance service": kilometres from each shape to
// each of the 17 communities). A shape's edges are geodesics; a community inside a polygon is 0 km
// from it. Sphere distances (triangle-inequality lower bounds per edge) pick the few edges that can
// be nearest, so that a 1,000-vertex polygon costs a handful of ellipsoid solutions per community
// rather than thousands.
import geodesicLib from 'geographiclib-geodesic'
import type { LonLat, SimpleGeometry } from './geometry.ts'
import { pointInPolygon } from './geometry.ts'

const WGS84 = geodesicLib.Geodesic.WGS84

/** The library types every output as optional; the default output mask fills these. */
function inverse(lat1: number, lon1: number, lat2: number, lon2: number): { s12: number; azi1: number } {
  const r = WGS84.Inverse(lat1, lon1, lat2, lon2)
  return { s12: r.s12!, azi1: r.azi1! }
}
const DEGREE = Math.PI / 180
/** Mean earth radius (IUGG), for the sphere distances that only choose candidates. */
const SPHERE_RADIUS_M = 6_371_008.8
/** The sphere and the ellipsoid disagree by less than 0.6 % on any distance. */
const SPHERE_SLACK = 1.006

export function distanceM(a: LonLat, b: LonLat): number {
  return inverse(a[1], a[0], b[1], b[0]).s12
}

function sphereDistanceM(a: LonLat, b: LonLat): number {
  const dLat = (b[1] - a[1]) * DEGREE
  const dLon = (b[0] - a[0]) * DEGREE
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * DEGREE) * Math.cos(b[1] * DEGREE) * Math.sin(dLon / 2) ** 2
  return 2 * SPHERE_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))
}

/**
 * Distance from a point to the geodesic from a to b: the foot of the perpendicular is found by
 * stepping along the geodesic by the along-track component of the distance (Newton's method on the
 * distance), kept within the ends.
 */
export function distanceToSegmentM(point: LonLat, a: LonLat, b: LonLat): number {
  const line = WGS84.InverseLine(a[1], a[0], b[1], b[0])
  const length = line.s13
  const fromA = distanceM(a, point)
  if (length === 0) return fromA
  let best = Math.min(fromA, distanceM(b, point))
  // Start from the foot of the perpendicular on a local plane: Newton's steps then only correct it.
  const scale = Math.cos(point[1] * DEGREE)
  const [ax, ay, bx, by, px, py] = [a[0] * scale, a[1], b[0] * scale, b[1], point[0] * scale, point[1]]
  const along = ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2 || 1)
  let s = Math.min(1, Math.max(0, along)) * length
  for (let i = 0; i < 30; i++) {
    const at = line.Position(s) as { lat2: number; lon2: number; azi2: number }
    const toPoint = inverse(at.lat2, at.lon2, point[1], point[0])
    best = Math.min(best, toPoint.s12)
    const step = toPoint.s12 * Math.cos((toPoint.azi1 - at.azi2) * DEGREE)
    const next = Math.min(length, Math.max(0, s + step))
    if (Math.abs(next - s) < 1e-4) break
    s = next
  }
  return best
}

interface Edge {
  a: LonLat
  b: LonLat
}

function edgesOf(geometry: SimpleGeometry): { points: LonLat[]; edges: Edge[] } {
  switch (geometry.type) {
    case 'Point':
      return { points: [geometry.coordinates], edges: [] }
    case 'LineString':
      return { points: geometry.coordinates, edges: geometry.coordinates.slice(1).map((b, i) => ({ a: geometry.coordinates[i]!, b })) }
    case 'Polygon':
      return {
        points: geometry.coordinates.flat(),
        edges: geometry.coordinates.flatMap((ring) => ring.slice(1).map((b, i) => ({ a: ring[i]!, b }))),
      }
  }
}

/** Distance in metres from a point to a shape (0 inside a polygon, or on it). */
export function distanceToShapeM(point: LonLat, geometry: SimpleGeometry): number {
  if (geometry.type === 'Polygon' && pointInPolygon(point, geometry.coordinates)) return 0
  const { points, edges } = edgesOf(geometry)
  if (edges.length === 0) return Math.min(...points.map((p) => distanceM(point, p)))
  // On the sphere: an upper bound (the nearest vertex) and, per edge, a lower bound from the
  // triangle inequality; only edges whose lower bound can beat the upper bound are solved exactly.
  const vertexDistance = new Map<LonLat, number>()
  const sphere = (p: LonLat) => {
    let d = vertexDistance.get(p)
    if (d === undefined) vertexDistance.set(p, (d = sphereDistanceM(point, p)))
    return d
  }
  const bounds = edges.map((edge) => ({ edge, lower: Math.max(0, (sphere(edge.a) + sphere(edge.b) - sphereDistanceM(edge.a, edge.b)) / 2) }))
  let best = Infinity
  for (const { edge, lower } of bounds.sort((x, y) => x.lower - y.lower)) {
    // No edge left can be nearer on the ellipsoid than the nearest found.
    if (lower > best * SPHERE_SLACK) break
    best = Math.min(best, distanceToSegmentM(point, edge.a, edge.b))
  }
  return best
}
