// The shapes a person draws or types for a project's location, or reads from a location file (spec
// §7 part 3 and §9): polygons, lines and points of latitude/longitude points rounded to 4 decimals,
// the default points the form offers, and the GeoJSON the look-up takes, for the proposal form and
// the location-check tool alike. A polygon needs more than 2 distinct points to be used in look-ups;
// a line of one point (a single point typed in) and a file's point are looked up as a Point; until
// then they are kept as typed.
import { roundCoordinate } from './dms.ts'
import { hasDistinct } from './geometry.ts'

export interface EntryPoint {
  latitude: number
  longitude: number
}

export interface EntryShape {
  type: 'polygon' | 'line' | 'point'
  points: EntryPoint[]
}

/** Where the first point added goes (spec §9). */
export const FIRST_POINT: EntryPoint = { latitude: 60.7, longitude: -135 }

/** The polygon a new polygon starts as (spec §9). */
export const DEFAULT_POLYGON: EntryPoint[] = [
  { latitude: 61, longitude: -135 },
  { latitude: 62, longitude: -134 },
  { latitude: 61.5, longitude: -137 },
]

/** The next point added to a shape: the first at FIRST_POINT, then half way between the first and the last. */
export function nextPoint(points: EntryPoint[]): EntryPoint {
  const first = points[0]
  const last = points[points.length - 1]
  if (!first || !last) return FIRST_POINT
  return { latitude: roundCoordinate((first.latitude + last.latitude) / 2), longitude: roundCoordinate((first.longitude + last.longitude) / 2) }
}

export function roundPoint(point: EntryPoint): EntryPoint {
  return { latitude: roundCoordinate(point.latitude), longitude: roundCoordinate(point.longitude) }
}

const samePoint = (a: EntryPoint, b: EntryPoint) => a.latitude === b.latitude && a.longitude === b.longitude

/** Enough points to be used: more than 2 distinct ones for a polygon, one for a line or a point. */
export function isUsable(shape: EntryShape): boolean {
  return hasDistinct(shape.points, shape.type === 'polygon' ? 3 : 1, samePoint)
}

type Position = [longitude: number, latitude: number]

/** The shape as GeoJSON geometry in WGS84: a polygon closed, a single point (typed or from a file) as a Point. */
function geometryOf(shape: EntryShape) {
  const positions: Position[] = shape.points.map((p) => [p.longitude, p.latitude])
  if (shape.type === 'polygon') return { type: 'Polygon' as const, coordinates: [[...positions, positions[0]!]] }
  if (shape.type === 'point' || !hasDistinct(shape.points, 2, samePoint)) return { type: 'Point' as const, coordinates: positions[0]! }
  return { type: 'LineString' as const, coordinates: positions }
}

/** The usable shapes as a FeatureCollection in WGS84; undefined when none is usable. */
export function entryGeoJson(shapes: EntryShape[]) {
  const features = shapes.filter(isUsable).map((shape) => ({ type: 'Feature' as const, properties: {}, geometry: geometryOf(shape) }))
  return features.length ? { type: 'FeatureCollection' as const, features } : undefined
}

/**
 * The look-up's request as GeoJSON, encoded in a Blob (which goes from a worker to the page, and
 * into a request, without being copied or encoded on the page), and a short name for it (its
 * SHA-256) to key the answer by.
 */
export interface LookupRequestBody {
  body: Blob
  key: string
}

/** Shapes read from a location file ([latitude, longitude, …] packed), as entry shapes; a file's point stays a point. */
export function entryShapesOfFile(shapes: readonly { type: 'polygon' | 'line' | 'point'; points: ArrayLike<number> }[]): EntryShape[] {
  return shapes.map((shape) => {
    const points: EntryPoint[] = []
    for (let i = 0; i + 1 < shape.points.length; i += 2) points.push({ latitude: shape.points[i]!, longitude: shape.points[i + 1]! })
    return { type: shape.type, points }
  })
}
