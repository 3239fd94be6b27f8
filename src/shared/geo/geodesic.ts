// Distances on the WGS84 ellipsoid (GeographicLib's geodesics), from a community to a shape as the
// proposal form reports them (spec §7 "Geometry distance service": kilometres from each shape to
// each of the 17 communities). A shape's edges are geodesics; a community inside a polygon is 0 km
// from it. Lower bounds per edge, on the sphere and then on the ellipsoid, pick the few edges that
// can be nearest, so that a 1,000-vertex polygon, or 1,600 claims of 120 vertices taken together,
// cost a handful of segment solutions per community rather than thousands.
import geodesicLib from 'geographiclib-geodesic'
import type { Box, LonLat, SimpleGeometry } from './geometry.ts'
import { boxOf, pointInPolygon, pointsOf } from './geometry.ts'

const WGS84 = geodesicLib.Geodesic.WGS84

/** The library types every output as optional; the default output mask fills these. */
function inverse(lat1: number, lon1: number, lat2: number, lon2: number): { s12: number; azi1: number } {
  const r = WGS84.Inverse(lat1, lon1, lat2, lon2)
  return { s12: r.s12!, azi1: r.azi1! }
}
const DEGREE = Math.PI / 180
/** Mean earth radius (IUGG), for the sphere distances that only choose candidates. */
const SPHERE_RADIUS_M = 6_371_008.8
const E2 = WGS84.f * (2 - WGS84.f)
/**
 * A sphere distance taken as a length on the ellipsoid (the same latitudes and longitudes) is
 * stretched by the ellipsoid's radii of curvature over the sphere's radius: never more than at the
 * pole, and never less than the meridian's radius at the lowest latitude the path reaches, which a
 * path between points of one hemisphere reaches at an end (its one turning point is poleward).
 */
const MOST_STRETCH = WGS84.a / Math.sqrt(1 - E2) / SPHERE_RADIUS_M
const leastStretch = (latitude: number) => (WGS84.a * (1 - E2)) / (1 - E2 * Math.sin(latitude * DEGREE) ** 2) ** 1.5 / SPHERE_RADIUS_M

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

/**
 * Shapes made ready to be measured from many points: every edge as a pair of vertex numbers, with
 * a length it cannot exceed on the ellipsoid (a shape with no edge, a point or a line of one
 * position, has its positions as edges of no length), and the polygons with their boxes.
 */
interface MeasuredShapes {
  vertices: LonLat[]
  /** Vertex numbers, two per edge. */
  edges: Uint32Array
  longest: Float64Array
  polygons: { box: Box; rings: LonLat[][] }[]
  /**
   * Each shape's edges (from, to), and a circle on the sphere around its vertices (its first vertex,
   * and the farthest of the others) with its longest edge: a shape far from the nearest centre is
   * left out whole.
   */
  groups: { from: number; to: number; centre: LonLat; radius: number; longest: number }[]
  /** The latitudes the vertices span. */
  south: number
  north: number
}

function measuredShapes(geometries: readonly SimpleGeometry[]): MeasuredShapes {
  const vertices: LonLat[] = []
  const edges: number[] = []
  const addLine = (line: LonLat[]) => {
    const first = vertices.length
    vertices.push(...line)
    for (let i = first + 1; i < vertices.length; i++) edges.push(i - 1, i)
  }
  const bounds: [from: number, to: number][] = []
  for (const geometry of geometries) {
    const before = edges.length
    if (geometry.type === 'LineString') addLine(geometry.coordinates)
    else if (geometry.type === 'Polygon') geometry.coordinates.forEach(addLine)
    if (edges.length === before) for (const point of pointsOf(geometry)) edges.push(vertices.push(point) - 1, vertices.length - 1)
    bounds.push([before / 2, edges.length / 2])
  }
  const pairs = Uint32Array.from(edges)
  const longest = new Float64Array(pairs.length / 2)
  for (let e = 0; e < longest.length; e++) longest[e] = sphereDistanceM(vertices[pairs[2 * e]!]!, vertices[pairs[2 * e + 1]!]!) * MOST_STRETCH
  const groups = bounds.map(([from, to]) => {
    const centre = vertices[pairs[2 * from]!]!
    let radius = 0
    let longestEdge = 0
    for (let e = from; e < to; e++) {
      radius = Math.max(radius, sphereDistanceM(centre, vertices[pairs[2 * e + 1]!]!))
      longestEdge = Math.max(longestEdge, longest[e]!)
    }
    return { from, to, centre, radius, longest: longestEdge }
  })
  const polygons = geometries.flatMap((g) => (g.type === 'Polygon' ? [{ box: boxOf(g.coordinates[0] ?? []), rings: g.coordinates }] : []))
  const { south, north } = boxOf(vertices)
  return { vertices, edges: pairs, longest, polygons, groups, south, north }
}

/**
 * Distance in metres from a point to the nearest of some measured shapes (0 inside a polygon, or on
 * it). Every edge gets a lower bound from the triangle inequality, (|PA| + |PB| − |AB|) / 2: first
 * from sphere distances, stretched as little as the ellipsoid can stretch them, which leaves the
 * edges that can beat the nearest vertex; then on the ellipsoid (one solution per vertex), and only the edges
 * whose bound beats the nearest found are solved, nearest bound first. Every edge left out is
 * farther than the answer, so the answer is the one solving every edge would give.
 */
function distanceFromPointM(point: LonLat, shapes: MeasuredShapes): number {
  const [x, y] = point
  if (shapes.polygons.some(({ box, rings }) => x >= box.west && x <= box.east && y >= box.south && y <= box.north && pointInPolygon(point, rings))) return 0
  const { vertices, edges, longest } = shapes
  const south = Math.min(shapes.south, y)
  const north = Math.max(shapes.north, y)
  const least = leastStretch(south >= 0 ? south : north <= 0 ? -north : 0)
  // The shapes that can hold the nearest point: each vertex of a shape is at least its centre's
  // distance less the radius away, and a centre is a vertex, so the nearest centre bounds the answer.
  const centres = shapes.groups.map((g) => sphereDistanceM(point, g.centre))
  const nearestCentre = centres.reduce((m, d) => Math.min(m, d), Infinity)
  const near = shapes.groups.filter((g, i) => (2 * least * (centres[i]! - g.radius) - g.longest) / 2 <= nearestCentre * MOST_STRETCH)
  const sphere = new Float64Array(vertices.length)
  let nearestVertex = Infinity
  for (const { from, to } of near) {
    for (let e = from; e < to; e++) {
      for (const v of [edges[2 * e]!, edges[2 * e + 1]!]) nearestVertex = Math.min(nearestVertex, (sphere[v] = sphereDistanceM(point, vertices[v]!)))
    }
  }
  const ceiling = nearestVertex * MOST_STRETCH
  const ellipsoid = new Map<number, number>()
  const vertexM = (v: number) => {
    let d = ellipsoid.get(v)
    if (d === undefined) ellipsoid.set(v, (d = distanceM(vertices[v]!, point)))
    return d
  }
  const candidates: { e: number; lower: number }[] = []
  let best = Infinity
  for (const { from, to } of near) {
    for (let e = from; e < to; e++) {
      const [a, b] = [edges[2 * e]!, edges[2 * e + 1]!]
      if ((least * (sphere[a]! + sphere[b]!) - longest[e]!) / 2 > ceiling) continue
      const [toA, toB] = [vertexM(a), vertexM(b)]
      best = Math.min(best, toA, toB)
      candidates.push({ e, lower: (toA + toB - longest[e]!) / 2 })
    }
  }
  for (const { e, lower } of candidates.sort((p, q) => p.lower - q.lower)) {
    if (lower > best) break
    best = Math.min(best, distanceToSegmentM(point, vertices[edges[2 * e]!]!, vertices[edges[2 * e + 1]!]!))
  }
  return best
}

/** Measures from many points to the nearest of the same shapes (the communities to a proposal's claims). */
export function distancesToShapesM(geometries: readonly SimpleGeometry[]): (point: LonLat) => number {
  const shapes = measuredShapes(geometries)
  return (point) => distanceFromPointM(point, shapes)
}

/** Distance in metres from a point to the nearest of some shapes (0 inside a polygon, or on it). */
export const distanceToShapesM = (point: LonLat, geometries: readonly SimpleGeometry[]): number => distancesToShapesM(geometries)(point)

/** Distance in metres from a point to a shape (0 inside a polygon, or on it). */
export const distanceToShapeM = (point: LonLat, geometry: SimpleGeometry): number => distanceToShapesM(point, [geometry])
