// GeoJSON as the look-ups and the location files take it, checked and broken into simple shapes:
// a geometry, a Feature or a FeatureCollection; points, lines and polygons, single or multi, and
// geometry collections. Positions are WGS84 [longitude, latitude] (a third number, the height, is
// dropped). Rings that are not closed are closed; anything else that is wrong gets a message
// naming where it is, never a guess.
import type { LonLat, SimpleGeometry } from './geometry.ts'
import { hasDistinct, sameLonLat } from './geometry.ts'

/** A shape file or a look-up with more positions than this is refused rather than left to hang the page. */
export const MAX_POSITIONS = 200_000

export type Shapes = { ok: true; shapes: SimpleGeometry[] } | { ok: false; message: string }

class Invalid extends Error {}

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

export function shapesOf(input: unknown): Shapes {
  const shapes: SimpleGeometry[] = []
  let positions = 0
  // where: named only for a message, so that 200,000 good positions make no text.
  const position = (value: unknown, where: () => string): LonLat => {
    if (!Array.isArray(value) || value.length < 2 || typeof value[0] !== 'number' || typeof value[1] !== 'number')
      throw new Invalid(`${where()}: a position must be [longitude, latitude]`)
    const [lon, lat] = value as [number, number]
    if (!Number.isFinite(lon) || !Number.isFinite(lat) || lon < -180 || lon > 180 || lat < -90 || lat > 90)
      throw new Invalid(`${where()}: [${lon}, ${lat}] is not a longitude and latitude in degrees`)
    if (++positions > MAX_POSITIONS) throw new Invalid(`more than ${MAX_POSITIONS.toLocaleString('en-CA')} positions`)
    return [lon, lat]
  }
  const list = (value: unknown, where: string): unknown[] => {
    if (!Array.isArray(value)) throw new Invalid(`${where}: coordinates must be a list`)
    return value
  }
  const line = (value: unknown, where: string): LonLat[] => {
    const points = list(value, where).map((p, i) => position(p, () => `${where}, position ${i + 1}`))
    if (points.length < 2) throw new Invalid(`${where}: a line needs at least 2 positions`)
    return points
  }
  const ring = (value: unknown, where: string): LonLat[] => {
    const points = list(value, where).map((p, i) => position(p, () => `${where}, position ${i + 1}`))
    const first = points[0]
    const last = points[points.length - 1]
    if (first && last && (first[0] !== last[0] || first[1] !== last[1])) points.push(first)
    if (!hasDistinct(points, 3, sameLonLat)) throw new Invalid(`${where}: a polygon needs at least 3 different positions`)
    return points
  }
  const polygon = (value: unknown, where: string): LonLat[][] => {
    const rings = list(value, where).map((r, i) => ring(r, `${where}, ring ${i + 1}`))
    if (rings.length === 0) throw new Invalid(`${where}: a polygon needs a ring`)
    return rings
  }
  const geometry = (value: unknown, where: string): void => {
    if (!isObject(value)) throw new Invalid(`${where}: not a GeoJSON geometry`)
    const c = value.coordinates
    switch (value.type) {
      case 'Point':
        shapes.push({ type: 'Point', coordinates: position(c, () => where) })
        return
      case 'MultiPoint':
        list(c, where).forEach((p, i) => shapes.push({ type: 'Point', coordinates: position(p, () => `${where}, point ${i + 1}`) }))
        return
      case 'LineString':
        shapes.push({ type: 'LineString', coordinates: line(c, where) })
        return
      case 'MultiLineString':
        list(c, where).forEach((l, i) => shapes.push({ type: 'LineString', coordinates: line(l, `${where}, line ${i + 1}`) }))
        return
      case 'Polygon':
        shapes.push({ type: 'Polygon', coordinates: polygon(c, where) })
        return
      case 'MultiPolygon':
        list(c, where).forEach((p, i) => shapes.push({ type: 'Polygon', coordinates: polygon(p, `${where}, polygon ${i + 1}`) }))
        return
      case 'GeometryCollection':
        list(value.geometries, where).forEach((g, i) => geometry(g, `${where}, geometry ${i + 1}`))
        return
      default:
        throw new Invalid(`${where}: "${String(value.type)}" is not a GeoJSON geometry type`)
    }
  }
  const feature = (value: Json, where: string) => {
    // A feature without a geometry (a row of attributes) has nothing to place on the map.
    if (value.geometry !== null && value.geometry !== undefined) geometry(value.geometry, where)
  }
  try {
    if (!isObject(input)) throw new Invalid('not GeoJSON')
    if (input.type === 'FeatureCollection') {
      list(input.features, 'features').forEach((f, i) => {
        if (!isObject(f) || f.type !== 'Feature') throw new Invalid(`feature ${i + 1}: not a GeoJSON Feature`)
        feature(f, `feature ${i + 1}`)
      })
    } else if (input.type === 'Feature') feature(input, 'feature')
    else geometry(input, 'geometry')
  } catch (error) {
    if (error instanceof Invalid) return { ok: false, message: error.message }
    throw error
  }
  if (shapes.length === 0) return { ok: false, message: 'no shapes' }
  return { ok: true, shapes }
}
