// Distances on the WGS84 ellipsoid (GeographicLib's geodesics), from a community to a shape as the
// proposal form reports them (spec §7 "Geometry distance service": kilometres from each shape to
// each of the 17 communities). A shape's edges are geodesics; a community inside a polygon is 0 km
// from it. Sphere distances (triangle-inequality lower bounds per edge) pick the few edges that can
// be nearest, so that a 1,000-vertex polygon, or hundreds of claims taken together, cost a handful
// of ellipsoid solutions per community rather than thousands.
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

/** A shape's edges; a shape with none (a point, a line of one position) has its positions as edges of no length. */
function edgesOf(geometry: SimpleGeometry): Edge[] {
  const ofRing = (ring: LonLat[]) => ring.slice(1).map((b, i) => ({ a: ring[i]!, b }))
  const edges = geometry.type === 'Point' ? [] : geometry.type === 'LineString' ? ofRing(geometry.coordinates) : geometry.coordinates.flatMap(ofRing)
  if (edges.length > 0) return edges
  const points = geometry.type === 'Point' ? [geometry.coordinates] : geometry.type === 'LineString' ? geometry.coordinates : geometry.coordinates.flat()
  return points.map((p) => ({ a: p, b: p }))
}

/**
 * Distance in metres from a point to the nearest of some shapes (0 inside a polygon, or on it).
 * The shapes' edges are taken together, so that many shapes (a proposal's hundreds of claims) cost
 * a handful of ellipsoid solutions, as one shape's many edges do.
 */
export function distanceToShapesM(point: LonLat, geometries: readonly SimpleGeometry[]): number {
  if (geometries.some((g) => g.type === 'Polygon' && pointInPolygon(point, g.coordinates))) return 0
  // On the sphere: per edge, a lower bound from the triangle inequality; only edges whose lower
  // bound can beat the nearest found so far are solved on the ellipsoid, nearest bound first.
  const vertexDistance = new Map<LonLat, number>()
  const sphere = (p: LonLat) => {
    let d = vertexDistance.get(p)
    if (d === undefined) vertexDistance.set(p, (d = sphereDistanceM(point, p)))
    return d
  }
  const bounds = geometries.flatMap(edgesOf).map((edge) => ({ edge, lower: Math.max(0, (sphere(edge.a) + sphere(edge.b) - sphereDistanceM(edge.a, edge.b)) / 2) }))
  let best = Infinity
  for (const { edge, lower } of bounds.sort((x, y) => x.lower - y.lower)) {
    // No edge left can be nearer on the ellipsoid than the nearest found.
    if (lower > best * SPHERE_SLACK) break
    best = Math.min(best, distanceToSegmentM(point, edge.a, edge.b))
  }
  return best
}

/** Distance in metres from a point to a shape (0 inside a polygon, or on it). */
export const distanceToShapeM = (point: LonLat, geometry: SimpleGeometry): number => distanceToShapesM(point, [geometry])
