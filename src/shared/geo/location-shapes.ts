// A location file's shapes, whatever its format: GeoJSON geometries (what every reader turns its
// format into) become points, lines and single-ring polygons in WGS84 rounded to 4 decimals, with
// a label from the feature's name, and warnings for polygons of too few points, rings that cross
// themselves and holes left out; a position that is not degrees, or too many of them, refuses the file.
import type { LocationFileKind, ProjectLocationType } from '../schemas/location-file.ts'
import { roundCoordinate } from './dms.ts'
import { MAX_POSITIONS } from './geojson.ts'
import type { LonLat } from './geometry.ts'
import { segmentsIntersect } from './geometry.ts'
import { Refused } from './location-file-types.ts'
import type { LocationFileResult, LocationFileWarning, LocationShapeData } from './location-file-types.ts'
import type { PlacerRow } from './placer-csv.ts'

type Json = Record<string, unknown>
export const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

const LABEL_KEYS = ['name', 'Name', 'NAME', 'title', 'Title', 'TITLE', 'label', 'Label', 'LABEL']

function labelOf(properties: unknown): string | undefined {
  if (!isObject(properties)) return undefined
  for (const key of LABEL_KEYS) {
    const value = properties[key]
    if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 120)
    if (typeof value === 'number') return String(value)
  }
  return undefined
}

/** Gathers a file's shapes as its reader finds them, cleaned up, and the warnings they earn. */
export class ShapeCollector {
  readonly shapes: LocationShapeData[] = []
  readonly warnings: LocationFileWarning[] = []
  private positions = 0
  private holes = 0

  constructor(private readonly kind: LocationFileKind) {}

  feature(feature: Json | { geometry: unknown; properties: unknown }, where: string, hasPrj: boolean): void {
    const geometry = (feature as Json).geometry
    // A feature without a geometry (a row of attributes) has nothing to place on the map.
    if (geometry === null || geometry === undefined) return
    this.geometry(geometry, where, labelOf((feature as Json).properties), hasPrj)
  }

  geometry(value: unknown, where: string, label: string | undefined, hasPrj: boolean): void {
    const invalid = (detail: string) => new Refused({ code: 'invalid-geometry', where, detail })
    if (!isObject(value)) throw invalid('not a GeoJSON geometry')
    const c = value.coordinates
    const list = (v: unknown, what = 'coordinates'): unknown[] => {
      if (!Array.isArray(v)) throw invalid(`${what} must be a list`)
      return v
    }
    switch (value.type) {
      case 'Point':
        return this.add('point', [this.position(c, where, hasPrj)], label)
      case 'MultiPoint':
        return list(c).forEach((p) => this.add('point', [this.position(p, where, hasPrj)], label))
      case 'LineString':
        return this.add('line', this.line(c, where, hasPrj), label)
      case 'MultiLineString':
        return list(c).forEach((l) => this.add('line', this.line(l, where, hasPrj), label))
      case 'Polygon':
        return this.polygon(c, where, label, hasPrj)
      case 'MultiPolygon':
        return list(c).forEach((p) => this.polygon(p, where, label, hasPrj))
      case 'GeometryCollection':
        return list(value.geometries, 'geometries').forEach((g) => this.geometry(g, where, label, hasPrj))
      default:
        throw invalid(`"${String(value.type)}" is not a GeoJSON geometry type`)
    }
  }

  /** Claims of the placer CSV, placed by their rows' positions in order. */
  claim(grant: string, rows: PlacerRow[]): void {
    const points = rows.map((r) => [r.position!.longitude, r.position!.latitude] as LonLat)
    const label = rows.find((r) => r.claimName)?.claimName
    const type = points.length >= 3 ? 'polygon' : points.length === 2 ? 'line' : 'point'
    this.add(type, points, label, grant)
  }

  private position(value: unknown, where: string, hasPrj: boolean): LonLat {
    if (!Array.isArray(value) || value.length < 2 || typeof value[0] !== 'number' || typeof value[1] !== 'number') {
      throw new Refused({ code: 'invalid-geometry', where, detail: 'a position must be [longitude, latitude]' })
    }
    const [lon, lat] = value as [number, number]
    if (!Number.isFinite(lon) || !Number.isFinite(lat) || lon < -180 || lon > 180 || lat < -90 || lat > 90) {
      throw new Refused({ code: 'not-degrees', where, position: [lon, lat], hasPrj })
    }
    return [lon, lat]
  }

  private line(value: unknown, where: string, hasPrj: boolean): LonLat[] {
    if (!Array.isArray(value)) throw new Refused({ code: 'invalid-geometry', where, detail: 'a line must be a list of positions' })
    return value.map((p) => this.position(p, where, hasPrj))
  }

  private polygon(value: unknown, where: string, label: string | undefined, hasPrj: boolean): void {
    if (!Array.isArray(value) || value.length === 0) throw new Refused({ code: 'invalid-geometry', where, detail: 'a polygon must be a list of rings' })
    // The spec's shape is one ring; holes are named in a warning rather than silently dropped.
    this.holes += value.length - 1
    this.add('polygon', this.line(value[0], where, hasPrj), label)
  }

  private add(type: ProjectLocationType, raw: LonLat[], label: string | undefined, claimNumber?: string): void {
    const points = roundedPath(raw, type === 'polygon')
    this.positions += points.length
    if (this.positions > MAX_POSITIONS) throw new Refused({ code: 'too-many-positions', limit: MAX_POSITIONS })
    const index = this.shapes.length + 1
    const packed = new Float64Array(points.length * 2)
    points.forEach(([lon, lat], i) => {
      packed[2 * i] = lat
      packed[2 * i + 1] = lon
    })
    this.shapes.push({ type, points: packed, ...(label ? { label } : {}), ...(claimNumber ? { claimNumber } : {}) })
    if (type === 'polygon' && points.length < 3) this.warnings.push({ code: 'too-few-points', shape: index, type })
    else if (type === 'line' && points.length < 2) this.warnings.push({ code: 'too-few-points', shape: index, type })
    else if (type === 'polygon' && ringCrossesItself(points)) this.warnings.push({ code: 'self-intersection', shape: index })
  }

  result(): LocationFileResult {
    if (this.shapes.length === 0) throw new Refused({ code: 'no-shapes' })
    const warnings = this.holes > 0 ? [...this.warnings, { code: 'holes-left-out' as const, count: this.holes }] : this.warnings
    return { ok: true, kind: this.kind, shapes: this.shapes, warnings }
  }
}

/** Rounded to 4 decimals without the repeats rounding makes; a polygon's ring left open. */
function roundedPath(points: LonLat[], ring: boolean): LonLat[] {
  const out: LonLat[] = []
  for (const [lon, lat] of points) {
    const p: LonLat = [roundCoordinate(lon), roundCoordinate(lat)]
    const last = out[out.length - 1]
    if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push(p)
  }
  if (ring && out.length > 1) {
    const first = out[0]!
    const last = out[out.length - 1]!
    if (first[0] === last[0] && first[1] === last[1]) out.pop()
  }
  return out
}

/** Comparisons after which a ring is taken as simple rather than keep the worker busy. */
const MAX_RING_COMPARISONS = 20_000_000

/**
 * Whether an open ring (its last point joins the first) crosses or touches itself away from its
 * shared corners. Edges are swept in order of their west end, so only edges whose longitudes
 * overlap are compared.
 */
export function ringCrossesItself(ring: LonLat[]): boolean {
  const n = ring.length
  if (n < 4) return false
  const west = new Float64Array(n)
  const east = new Float64Array(n)
  for (let i = 0; i < n; i++) {
    const a = ring[i]![0]
    const b = ring[(i + 1) % n]![0]
    west[i] = Math.min(a, b)
    east[i] = Math.max(a, b)
  }
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => west[a]! - west[b]!)
  let comparisons = 0
  for (let x = 0; x < n; x++) {
    const i = order[x]!
    for (let y = x + 1; y < n; y++) {
      const j = order[y]!
      if (west[j]! > east[i]!) break
      if (++comparisons > MAX_RING_COMPARISONS) return false
      const gap = Math.abs(i - j)
      if (gap === 1 || gap === n - 1) continue
      if (segmentsIntersect(ring[i]!, ring[(i + 1) % n]!, ring[j]!, ring[(j + 1) % n]!)) return true
    }
  }
  return false
}
