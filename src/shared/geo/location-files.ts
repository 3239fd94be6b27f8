// Location files as proponents upload them, read the same way in the browser's Web Worker and on
// the server (spec §7 "Location files"; DESIGN "Geo"): a zipped shapefile (reprojected from its
// .prj, text in the encoding its .cpg names) or its loose .shp/.dbf/.prj/.cpg files, KML and KMZ
// (folders and multi-geometries), GPX (tracks, routes, waypoints), GeoJSON, and the placer CSV of
// claims. Each becomes simple shapes in WGS84 rounded to 4 decimals, with warnings the form shows
// (polygons with fewer than 3 points, rings that cross themselves, holes left out), or one problem
// saying why the file cannot be used. Nothing here trusts the file: sizes, zips (bombs, names that
// climb out of the folder), XML entities and malformed records end in a problem, never a crash.
//
// Shapes carry their positions packed as [latitude, longitude, …] in a Float64Array, which a
// worker hands to the page without copying; toUploadAnswer gives the spec's JSON.
import { kml, gpx } from '@tmcw/togeojson'
import { parseDbf, parseShp } from 'shpjs'
import type { GeoUploadResponse, LocationFileKind, LOCATION_FILE_PROBLEMS, LOCATION_FILE_WARNINGS, LocationShape, PlacerCsvResponse, ProjectLocationType } from '../schemas/location-file.ts'
import { roundCoordinate } from './dms.ts'
import { MAX_POSITIONS } from './geojson.ts'
import type { LonLat } from './geometry.ts'
import { segmentsIntersect } from './geometry.ts'
import { claimsOfRows, decodeCsv, parseCsv, placerRows } from './placer-csv.ts'
import type { PlacerRow } from './placer-csv.ts'
import { DEFAULT_ZIP_LIMITS, describeZipRefusal, isZip, readZipEntry, ZipRefused, zipEntries } from '../zip/zip-reader.ts'
import type { ZipEntry, ZipLimits, ZipRefusal } from '../zip/zip-reader.ts'

export type { LocationFileKind } from '../schemas/location-file.ts'

/** A file, or the parts of one shapefile, as uploaded. */
export interface LocationFile {
  name: string
  bytes: Uint8Array
}

/** The XML parser KML and GPX go through (parse-xml.ts; a test may pass its own). */
export type XmlParser = (text: string) => Parameters<typeof kml>[0]

export const MAX_LOCATION_FILE_BYTES = 25 * 1024 * 1024

export interface LocationShapeData {
  type: ProjectLocationType
  /** Latitude, longitude, latitude, longitude… rounded to 4 decimals; a ring is not closed. */
  points: Float64Array
  label?: string
  claimNumber?: string
}

export type LocationFileProblem =
  | { code: 'empty' }
  | { code: 'too-large'; limitBytes: number }
  | { code: 'unknown-kind'; fileName: string; inZip?: boolean }
  | { code: 'not-csv'; fileName: string }
  | { code: 'one-file' }
  | ZipRefusal
  | { code: 'shapefile-incomplete'; missing: string }
  | { code: 'unreadable'; kind: LocationFileKind; detail: string }
  | { code: 'invalid-geometry'; where: string; detail: string }
  | { code: 'not-degrees'; where: string; position: [number, number]; hasPrj: boolean }
  | { code: 'too-many-positions'; limit: number }
  | { code: 'no-shapes' }
  | { code: 'csv-no-claims' }
  | { code: 'csv-bad-row'; row: number; detail: string }

export type LocationFileWarning =
  | { code: 'too-few-points'; shape: number; type: 'polygon' | 'line' }
  | { code: 'self-intersection'; shape: number }
  | { code: 'holes-left-out'; count: number }
  | { code: 'claims-unreadable'; items: string[] }

// The problem and warning codes are the schema's lists; these lines fail to compile if they drift.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const sameProblems: Same<LocationFileProblem['code'], (typeof LOCATION_FILE_PROBLEMS)[number]> = true
const sameWarnings: Same<LocationFileWarning['code'], (typeof LOCATION_FILE_WARNINGS)[number]> = true
void [sameProblems, sameWarnings]

export interface PlacerClaims {
  claims: string[]
  claimString: string
}

export type LocationFileResult =
  | { ok: true; kind: LocationFileKind; shapes: LocationShapeData[]; warnings: LocationFileWarning[]; claims?: PlacerClaims }
  | { ok: false; problem: LocationFileProblem }

export interface ReadOptions {
  parseXml: XmlParser
  zipLimits?: ZipLimits
  maxFileBytes?: number
}

class Refused extends Error {
  constructor(readonly problem: LocationFileProblem) {
    super(problem.code)
  }
}

/** The files a shapefile comes with: a.shp, a.dbf, a.prj… (.xml is its metadata). */
const SHAPEFILE_PARTS: readonly string[] = ['.shp', '.dbf', '.prj', '.cpg', '.shx', '.sbn', '.sbx', '.qix', '.xml', '.qmd']
/** Parts that are nothing on their own. */
const SHAPEFILE_COMPANIONS: readonly string[] = ['.dbf', '.prj', '.cpg', '.shx', '.sbn', '.sbx', '.qix']
const extensionOf = (name: string) => /\.[^./\\]+$/.exec(name)?.[0].toLowerCase() ?? ''
const baseOf = (name: string) => name.slice(0, name.length - extensionOf(name).length)

/** Whether the upload is a CSV, which the placer form reads (and the general upload refuses). */
export function looksLikeCsv(files: LocationFile[]): boolean {
  const file = files[0]
  if (files.length !== 1 || !file) return false
  if (extensionOf(file.name) === '.csv' || extensionOf(file.name) === '.txt') return !isZip(file.bytes) && !isBinary(file.bytes)
  return false
}

const isBinary = (bytes: Uint8Array) => bytes.subarray(0, 8192).includes(0)

/** Reads a shapefile (zipped or loose), KML, KMZ, GPX or GeoJSON upload. */
export async function readLocationFiles(files: LocationFile[], options: ReadOptions): Promise<LocationFileResult> {
  try {
    const total = files.reduce((n, f) => n + f.bytes.length, 0)
    const maxBytes = options.maxFileBytes ?? MAX_LOCATION_FILE_BYTES
    if (files.length === 0 || total === 0) throw new Refused({ code: 'empty' })
    if (total > maxBytes) throw new Refused({ code: 'too-large', limitBytes: maxBytes })
    if (files.length > 1) return await readLooseShapefile(files)
    const file = files[0]!
    if (isZip(file.bytes)) return await readZip(file, options)
    return await readSingle(file, options, false)
  } catch (error) {
    return refusal(error)
  }
}

/** Reads the placer form's CSV (and nothing else: "CSV upload accepts CSV only"). */
export function readPlacerCsv(files: LocationFile[], maxFileBytes = MAX_LOCATION_FILE_BYTES): LocationFileResult {
  try {
    const file = files[0]
    if (!file || file.bytes.length === 0) throw new Refused({ code: 'empty' })
    if (files.length > 1) throw new Refused({ code: 'one-file' })
    if (file.bytes.length > maxFileBytes) throw new Refused({ code: 'too-large', limitBytes: maxFileBytes })
    if (isZip(file.bytes) || isBinary(file.bytes) || !['.csv', '.txt', ''].includes(extensionOf(file.name))) throw new Refused({ code: 'not-csv', fileName: file.name })
    const table = parseCsv(decodeCsv(file.bytes))
    if (!table.ok) throw new Refused({ code: 'csv-bad-row', row: table.row, detail: table.detail })
    const read = placerRows(table.rows)
    if (!read.ok) throw new Refused(read.code === 'csv-no-claims' ? { code: 'csv-no-claims' } : { code: 'csv-bad-row', row: read.row, detail: read.detail })
    const { claims, unreadable } = claimsOfRows(read.rows)
    const collector = new ShapeCollector('placer-csv')
    for (const [grant, rows] of groupByGrant(read.rows)) collector.claim(grant, rows)
    const warnings: LocationFileWarning[] = [...collector.warnings]
    if (unreadable.length > 0) warnings.push({ code: 'claims-unreadable', items: unreadable })
    return { ok: true, kind: 'placer-csv', shapes: collector.shapes, warnings, claims: { claims, claimString: claims.join(', ') } }
  } catch (error) {
    return refusal(error)
  }
}

/** Either reader, chosen by the file: what the browser's "check a location file" tool calls. */
export async function readAnyLocationFile(files: LocationFile[], options: ReadOptions): Promise<LocationFileResult> {
  return looksLikeCsv(files) ? readPlacerCsv(files, options.maxFileBytes) : readLocationFiles(files, options)
}

function refusal(error: unknown): LocationFileResult {
  if (error instanceof Refused) return { ok: false, problem: error.problem }
  if (error instanceof ZipRefused) return { ok: false, problem: error.refusal }
  throw error
}

function groupByGrant(rows: PlacerRow[]): Map<string, PlacerRow[]> {
  const groups = new Map<string, PlacerRow[]>()
  for (const row of rows) {
    if (!row.position) continue
    const group = groups.get(row.grant) ?? []
    group.push(row)
    groups.set(row.grant, group)
  }
  return groups
}

// ─── Kinds ─────────────────────────────────────────────────────────────────────────────────────

async function readZip(file: LocationFile, options: ReadOptions): Promise<LocationFileResult> {
  const limits = options.zipLimits ?? DEFAULT_ZIP_LIMITS
  const entries = zipEntries(file.bytes, limits)
  let budget = limits.maxTotalBytes
  const read = async (entry: ZipEntry) => {
    const bytes = await readZipEntry(file.bytes, entry, budget)
    budget -= bytes.length
    return { name: entry.name, bytes }
  }
  const byExtension = (...extensions: string[]) => entries.filter((e) => extensions.includes(extensionOf(e.name)))
  const shps = byExtension('.shp')
  if (shps.length > 0) {
    const wanted = entries.filter((e) => shps.some((s) => baseOf(s.name).toLowerCase() === baseOf(e.name).toLowerCase()) && ['.shp', '.dbf', '.prj', '.cpg'].includes(extensionOf(e.name)))
    const parts: LocationFile[] = []
    for (const entry of wanted) parts.push(await read(entry))
    return readShapefiles(parts)
  }
  const kmlEntry = entries.find((e) => e.name.toLowerCase() === 'doc.kml') ?? byExtension('.kml')[0]
  const other = kmlEntry ?? byExtension('.gpx', '.geojson', '.json')[0]
  if (other) {
    const inner = await read(other)
    const result = await readSingle(inner, options, true)
    // A zipped KML is a KMZ whatever the outer name says.
    return result.ok && result.kind === 'kml' ? { ...result, kind: 'kmz', shapes: result.shapes } : result
  }
  if (byExtension('.dbf', '.prj', '.shx').length > 0) throw new Refused({ code: 'shapefile-incomplete', missing: '.shp' })
  throw new Refused({ code: 'unknown-kind', fileName: file.name, inZip: true })
}

async function readSingle(file: LocationFile, options: ReadOptions, inZip: boolean): Promise<LocationFileResult> {
  const { bytes, name } = file
  const extension = extensionOf(name)
  if (isShp(bytes)) return readShapefiles([file])
  if (SHAPEFILE_COMPANIONS.includes(extension)) throw new Refused({ code: 'shapefile-incomplete', missing: '.shp' })
  if (isBinary(bytes)) throw new Refused({ code: 'unknown-kind', fileName: name, inZip })
  const head = new TextDecoder().decode(bytes.subarray(0, 2048)).replace(/^\uFEFF/, '').trimStart()
  if (head.startsWith('<')) {
    const root = /<(?:[\w-]+:)?(kml|gpx)\b/i.exec(stripProlog(head))?.[1]?.toLowerCase()
    if (root === 'kml' || (!root && extension === '.kml')) return readXml(file, 'kml', options.parseXml)
    if (root === 'gpx' || (!root && extension === '.gpx')) return readXml(file, 'gpx', options.parseXml)
    throw new Refused({ code: 'unknown-kind', fileName: name, inZip })
  }
  if (head.startsWith('{')) return readGeojson(file)
  throw new Refused({ code: 'unknown-kind', fileName: name, inZip })
}

/** The XML declaration, comments and processing instructions before the root element. */
const stripProlog = (text: string) => text.replace(/<\?[\s\S]*?\?>/g, '').replace(/<!--[\s\S]*?-->/g, '')

const isShp = (bytes: Uint8Array) => bytes.length >= 100 && new DataView(bytes.buffer, bytes.byteOffset, 4).getInt32(0) === 9994

function decodeXml(bytes: Uint8Array): string {
  const declared = /^(?:\uFEFF)?<\?xml[^>]*encoding=["']([\w.:-]+)["']/.exec(new TextDecoder().decode(bytes.subarray(0, 200)))?.[1]
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(bytes)
  } catch {
    return new TextDecoder().decode(bytes)
  }
}

function readXml(file: LocationFile, kind: 'kml' | 'gpx', parseXml: XmlParser): LocationFileResult {
  const text = decodeXml(file.bytes)
  // KML and GPX have no use for entity declarations; they are how XML is made to blow up.
  if (/<!ENTITY/i.test(text)) throw new Refused({ code: 'unreadable', kind, detail: 'the file declares XML entities, which location files do not use' })
  let doc: ReturnType<XmlParser>
  try {
    doc = parseXml(text)
  } catch (error) {
    throw new Refused({ code: 'unreadable', kind, detail: firstLine(error) })
  }
  const parserError = doc.getElementsByTagName('parsererror').item(0)
  if (parserError) throw new Refused({ code: 'unreadable', kind, detail: firstLine(parserError.textContent ?? 'the XML is not well formed') })
  let collection: { features: { geometry: unknown; properties: unknown }[] }
  try {
    collection = kind === 'kml' ? kml(doc, { skipNullGeometry: true }) : gpx(doc)
  } catch (error) {
    throw new Refused({ code: 'unreadable', kind, detail: firstLine(error) })
  }
  const collector = new ShapeCollector(kind)
  collection.features.forEach((feature, i) => collector.feature(feature, `${kind === 'kml' ? 'placemark' : 'item'} ${i + 1}`, false))
  return collector.result()
}

function readGeojson(file: LocationFile): LocationFileResult {
  let json: unknown
  try {
    json = JSON.parse(new TextDecoder().decode(file.bytes))
  } catch (error) {
    throw new Refused({ code: 'unreadable', kind: 'geojson', detail: firstLine(error) })
  }
  const collector = new ShapeCollector('geojson')
  if (!isObject(json)) throw new Refused({ code: 'unreadable', kind: 'geojson', detail: 'not a GeoJSON object' })
  if (json.type === 'FeatureCollection') {
    if (!Array.isArray(json.features)) throw new Refused({ code: 'unreadable', kind: 'geojson', detail: 'features must be a list' })
    json.features.forEach((f: unknown, i) => {
      if (!isObject(f) || f.type !== 'Feature') throw new Refused({ code: 'invalid-geometry', where: `feature ${i + 1}`, detail: 'not a GeoJSON Feature' })
      collector.feature(f, `feature ${i + 1}`, false)
    })
  } else if (json.type === 'Feature') collector.feature(json, 'feature', false)
  else collector.geometry(json, 'geometry', undefined, false)
  return collector.result()
}

async function readLooseShapefile(files: LocationFile[]): Promise<LocationFileResult> {
  if (files.some((f) => !SHAPEFILE_PARTS.includes(extensionOf(f.name)))) throw new Refused({ code: 'one-file' })
  if (!files.some((f) => extensionOf(f.name) === '.shp')) throw new Refused({ code: 'shapefile-incomplete', missing: '.shp' })
  return readShapefiles(files)
}

/** One or more shapefiles from their parts, matched by name (a.shp with a.dbf, a.prj, a.cpg). */
function readShapefiles(parts: LocationFile[]): LocationFileResult {
  const collector = new ShapeCollector('shapefile')
  const shps = parts.filter((p) => extensionOf(p.name) === '.shp' || (parts.length === 1 && isShp(p.bytes)))
  for (const shp of shps) {
    const part = (extension: string) => parts.find((p) => p !== shp && baseOf(p.name).toLowerCase() === baseOf(shp.name).toLowerCase() && extensionOf(p.name) === extension)?.bytes
    const dbf = part('.dbf')
    const prj = part('.prj')
    const cpg = part('.cpg')
    if (!isShp(shp.bytes)) throw new Refused({ code: 'unreadable', kind: 'shapefile', detail: `${shp.name} is not a shapefile (.shp)` })
    const prjText = prj ? new TextDecoder().decode(prj).trim() : undefined
    let geometries: unknown[]
    try {
      geometries = parseShp(shp.bytes, prjText || false)
    } catch (error) {
      throw new Refused({ code: 'unreadable', kind: 'shapefile', detail: `${shp.name}: ${firstLine(error)}` })
    }
    const properties = dbf ? readDbf(dbf, cpg ? new TextDecoder().decode(cpg).trim() : undefined) : []
    const layer = shps.length > 1 ? ` of ${baseOf(shp.name).split('/').pop()}` : ''
    geometries.forEach((geometry, i) => collector.feature({ geometry, properties: properties[i] }, `record ${i + 1}${layer}`, prjText !== undefined && prjText !== ''))
  }
  return collector.result()
}

/** The attribute rows, or none when the .dbf is damaged: they only name the shapes. */
function readDbf(dbf: Uint8Array, cpg: string | undefined): Record<string, unknown>[] {
  if (dbf.length < 33) return []
  const view = new DataView(dbf.buffer, dbf.byteOffset, dbf.byteLength)
  const records = view.getUint32(4, true)
  const headerLength = view.getUint16(8, true)
  const recordLength = view.getUint16(10, true)
  // parsedbf trusts the header's record count; a count the file cannot hold would spin for ever.
  if (recordLength < 1 || headerLength < 33 || headerLength + records * recordLength > dbf.length + 1) return []
  try {
    return parseDbf(dbf, cpg)
  } catch {
    return []
  }
}

// ─── From GeoJSON geometries to the spec's shapes ───────────────────────────────────────────────

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

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

class ShapeCollector {
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

const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]!.trim().slice(0, 300)

// ─── Answers and messages ───────────────────────────────────────────────────────────────────────

const KIND_NAMES: Record<LocationFileKind, string> = {
  shapefile: 'shapefile',
  kml: 'KML file',
  kmz: 'KMZ file',
  gpx: 'GPX file',
  geojson: 'GeoJSON file',
  'placer-csv': 'placer CSV',
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`
const SUPPORTED = 'a zipped shapefile (.zip), a shapefile (.shp with its .dbf and .prj), KML, KMZ, GPX or GeoJSON'

/** The problem in English, as the server's desc. */
export function describeProblem(problem: LocationFileProblem): string {
  switch (problem.code) {
    case 'empty':
      return 'The file is empty.'
    case 'too-large':
      return `The file is larger than ${megabytes(problem.limitBytes)}.`
    case 'unknown-kind':
      return problem.inZip ? `The zip file holds no shapefile (.shp) or other location file. Use ${SUPPORTED}.` : `This file could not be read as a location file. Use ${SUPPORTED}.`
    case 'not-csv':
      return 'Only a CSV file can be uploaded here.'
    case 'one-file':
      return 'Choose one file, or the parts of one shapefile (.shp, .dbf, .prj, .cpg).'
    case 'zip-unsafe-path':
    case 'zip-too-large':
    case 'zip-broken':
      return describeZipRefusal(problem)
    case 'shapefile-incomplete':
      return `The shapefile's ${problem.missing} file is missing. Choose the .shp file together with its .dbf and .prj files, or a zip of them.`
    case 'unreadable':
      return `The file could not be read as a ${KIND_NAMES[problem.kind]}: ${problem.detail}.`
    case 'invalid-geometry':
      return `The file's ${problem.where} is not a valid shape: ${problem.detail}.`
    case 'not-degrees':
      return problem.hasPrj
        ? `The positions of ${problem.where} (${problem.position.join(', ')}) could not be converted to latitude and longitude with the projection in the .prj file.`
        : `The positions of ${problem.where} (${problem.position.join(', ')}) are not latitude and longitude in degrees. Add the shapefile's .prj file, which names its projection.`
    case 'too-many-positions':
      return `The file has more than ${problem.limit.toLocaleString('en-CA')} positions; simplify the shapes and try again.`
    case 'no-shapes':
      return 'The file has no points, lines or polygons.'
    case 'csv-no-claims':
      return 'No claim grant numbers were found. Put them in a column headed "Grant Number".'
    case 'csv-bad-row':
      return `Row ${problem.row} of the CSV file could not be read: ${problem.detail}.`
  }
}

/** The warning in English, as the server's answer carries it. */
export function describeWarning(warning: LocationFileWarning): string {
  switch (warning.code) {
    case 'too-few-points':
      return warning.type === 'polygon'
        ? `Shape ${warning.shape} is a polygon with fewer than 3 points; polygons need more than 2 points to be used in queries.`
        : `Shape ${warning.shape} is a line with a single point.`
    case 'self-intersection':
      return `Shape ${warning.shape} is a polygon whose edges cross each other.`
    case 'holes-left-out':
      return `${warning.count} ${warning.count === 1 ? 'hole was' : 'holes were'} left out: a location is the outline of each polygon.`
    case 'claims-unreadable':
      return `These entries are not grant numbers: ${warning.items.join(', ')}.`
  }
}

function answerShapes(kind: LocationFileKind, shapes: LocationShapeData[]): LocationShape[] {
  return shapes.map((shape) => {
    const coordinates: { latitude: number; longitude: number }[] = []
    for (let i = 0; i < shape.points.length; i += 2) coordinates.push({ latitude: shape.points[i]!, longitude: shape.points[i + 1]! })
    return {
      projectLocationType: shape.type,
      builtFrom: kind,
      coordinates,
      ...(shape.label ? { label: shape.label } : {}),
      ...(shape.claimNumber ? { claimNumber: shape.claimNumber } : {}),
    }
  })
}

const answerWarnings = (warnings: LocationFileWarning[]) =>
  warnings.map((w) => ({ code: w.code, ...('shape' in w ? { shape: w.shape } : {}), ...('count' in w ? { count: w.count } : {}), desc: describeWarning(w) }))

const summary = (result: Extract<LocationFileResult, { ok: true }>) =>
  `${result.shapes.length} ${result.shapes.length === 1 ? 'shape' : 'shapes'} read from the ${KIND_NAMES[result.kind]}.`

/** The spec's answer to POST /api/geo/upload. */
export function toUploadAnswer(result: LocationFileResult): GeoUploadResponse {
  if (!result.ok) return { status: 'KO', code: result.problem.code, desc: describeProblem(result.problem) }
  return { status: 'OK', desc: summary(result), coordinates: answerShapes(result.kind, result.shapes), warnings: answerWarnings(result.warnings) }
}

/** The spec's answer to POST /api/geo/upload-placer-csv. */
export function toPlacerCsvAnswer(result: LocationFileResult): PlacerCsvResponse {
  if (!result.ok) return { status: 'KO', code: result.problem.code, desc: describeProblem(result.problem) }
  const claims = result.claims ?? { claims: [], claimString: '' }
  const placed = result.shapes.length > 0 ? `, ${result.shapes.length} placed by coordinates` : ''
  return {
    status: 'OK',
    desc: `${claims.claims.length} ${claims.claims.length === 1 ? 'claim' : 'claims'} read from the CSV file${placed}.`,
    csvData: claims,
    coordinates: answerShapes(result.kind, result.shapes),
    warnings: answerWarnings(result.warnings),
  }
}
