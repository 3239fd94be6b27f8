// The shapes a person draws or types for a project's location (spec §7 part 3 and §9): polygons and
// lines of latitude/longitude points rounded to 4 decimals, the default points the form offers,
// and the GeoJSON the look-up takes. A polygon needs more than 2 points and a line 2 before they
// are used in look-ups; until then they are kept as typed.
import { roundCoordinate } from './dms.ts'

export interface EntryPoint {
  latitude: number
  longitude: number
}

export interface EntryShape {
  type: 'polygon' | 'line'
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

/** Enough points to be used: more than 2 for a polygon, 2 for a line. */
export function isUsable(shape: EntryShape): boolean {
  return shape.points.length >= (shape.type === 'polygon' ? 3 : 2)
}

type Position = [longitude: number, latitude: number]

/** The usable shapes as a FeatureCollection in WGS84, polygons closed; undefined when none is usable. */
export function entryGeoJson(shapes: EntryShape[]) {
  const features = shapes.filter(isUsable).map((shape) => {
    const positions: Position[] = shape.points.map((p) => [p.longitude, p.latitude])
    const geometry =
      shape.type === 'polygon' ? { type: 'Polygon' as const, coordinates: [[...positions, positions[0]!]] } : { type: 'LineString' as const, coordinates: positions }
    return { type: 'Feature' as const, properties: {}, geometry }
  })
  return features.length ? { type: 'FeatureCollection' as const, features } : undefined
}
