// The search's polygon parameter: a closed ring of "lon lat" pairs separated by commas,
// e.g. "-140 63.7,-138.5 63.7,-138.5 64.3,-140 64.3,-140 63.7".
import { YUKON_OUTLINE } from './yukon.ts'

export type Ring = [longitude: number, latitude: number][]

export type ParsedPolygon = { ok: true; ring: Ring } | { ok: false; message: string }

const MAX_POINTS = 1000

export function parsePolygonParam(value: string): ParsedPolygon {
  const pairs = value.split(',').map((p) => p.trim())
  if (pairs.length < 4) return { ok: false, message: 'needs at least 4 "longitude latitude" pairs (a closed ring)' }
  if (pairs.length > MAX_POINTS) return { ok: false, message: `may have at most ${MAX_POINTS} points` }
  const ring: Ring = []
  for (const [index, pair] of pairs.entries()) {
    const parts = pair.split(/\s+/)
    const [lon, lat] = parts.map(Number) as [number, number]
    if (parts.length !== 2 || !Number.isFinite(lon) || !Number.isFinite(lat))
      return { ok: false, message: `point ${index + 1} ("${pair}") is not "longitude latitude"` }
    if (lon < -180 || lon > 180 || lat < -90 || lat > 90)
      return { ok: false, message: `point ${index + 1} (${pair}) is outside longitude -180..180, latitude -90..90` }
    ring.push([lon, lat])
  }
  const first = ring[0]!
  const last = ring[ring.length - 1]!
  if (first[0] !== last[0] || first[1] !== last[1]) return { ok: false, message: 'must be closed: the last point must repeat the first' }
  return { ok: true, ring }
}

export function ringToWkt(ring: Ring): string {
  return `POLYGON((${ring.map(([lon, lat]) => `${lon} ${lat}`).join(',')}))`
}

/** The bounds of a ring that is an axis-aligned rectangle (4 corners, closed), else undefined. */
export function ringBox(ring: Ring): { west: number; south: number; east: number; north: number } | undefined {
  if (ring.length !== 5) return undefined
  const corners = ring.slice(0, 4)
  const longitudes = [...new Set(corners.map(([lon]) => lon))]
  const latitudes = [...new Set(corners.map(([, lat]) => lat))]
  if (longitudes.length !== 2 || latitudes.length !== 2) return undefined
  // Each side must change one coordinate only (rules out a bow tie over the same four corners).
  for (let i = 0; i < 4; i++) {
    const [lon1, lat1] = ring[i]!
    const [lon2, lat2] = ring[i + 1]!
    if ((lon1 !== lon2) === (lat1 !== lat2)) return undefined
  }
  return { west: Math.min(...longitudes), south: Math.min(...latitudes), east: Math.max(...longitudes), north: Math.max(...latitudes) }
}

export type Box = NonNullable<ReturnType<typeof ringBox>>

const longitudes = YUKON_OUTLINE.map(([lon]) => lon)
const latitudes = YUKON_OUTLINE.map(([, lat]) => lat)
const YUKON_BOX: Box = { west: Math.min(...longitudes), south: Math.min(...latitudes), east: Math.max(...longitudes), north: Math.max(...latitudes) }
const area = (b: Box) => Math.max(0, b.east - b.west) * Math.max(0, b.north - b.south)

/**
 * Whether a rectangle covers at least three quarters of the territory's bounding box: the projects
 * it leaves out are then few, so a search counts its matches as every project less those (decision
 * 0095) rather than one by one.
 */
export function holdsMostOfYukon(box: Box): boolean {
  const inside = {
    west: Math.max(box.west, YUKON_BOX.west),
    south: Math.max(box.south, YUKON_BOX.south),
    east: Math.min(box.east, YUKON_BOX.east),
    north: Math.min(box.north, YUKON_BOX.north),
  }
  return area(inside) >= 0.75 * area(YUKON_BOX)
}
