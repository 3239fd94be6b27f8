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
// worker hands to the page without copying; toUploadAnswer gives the spec's JSON. This module holds
// the readers of each format; the shapes' clean-up is location-shapes.ts, the results' types
// location-file-types.ts, the answers and messages location-file-answers.ts.
import { kml, gpx } from '@tmcw/togeojson'
import { parseDbf, parseShp } from 'shpjs'
import { claimsOfRows, decodeCsv, parseCsv, placerRows } from './placer-csv.ts'
import type { PlacerRow } from './placer-csv.ts'
import { MAX_LOCATION_FILE_BYTES, Refused } from './location-file-types.ts'
import type { LocationFile, LocationFileResult, LocationFileWarning, ReadOptions, XmlParser } from './location-file-types.ts'
import { isObject, ShapeCollector } from './location-shapes.ts'
import { DEFAULT_ZIP_LIMITS, isZip, readZipEntry, ZipRefused, zipEntries } from '../zip/zip-reader.ts'
import type { ZipEntry } from '../zip/zip-reader.ts'

export * from './location-file-types.ts'
export { ringCrossesItself } from './location-shapes.ts'
export { describeProblem, describeWarning, toPlacerCsvAnswer, toUploadAnswer } from './location-file-answers.ts'

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
    if (isZip(file.bytes) || isBinary(file.bytes) || !['.csv', '.txt', ''].includes(extensionOf(file.name)))
      throw new Refused({ code: 'not-csv', fileName: file.name })
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
    const wanted = entries.filter(
      (e) => shps.some((s) => baseOf(s.name).toLowerCase() === baseOf(e.name).toLowerCase()) && ['.shp', '.dbf', '.prj', '.cpg'].includes(extensionOf(e.name)),
    )
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
  const head = new TextDecoder()
    .decode(bytes.subarray(0, 2048))
    .replace(/^\uFEFF/, '')
    .trimStart()
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
    const part = (extension: string) =>
      parts.find((p) => p !== shp && baseOf(p.name).toLowerCase() === baseOf(shp.name).toLowerCase() && extensionOf(p.name) === extension)?.bytes
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
    geometries.forEach((geometry, i) =>
      collector.feature({ geometry, properties: properties[i] }, `record ${i + 1}${layer}`, prjText !== undefined && prjText !== ''),
    )
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

const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]!.trim().slice(0, 300)
