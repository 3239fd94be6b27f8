// Builds the location files users upload, small and synthetic, for the unit, API and browser tests:
// zips (also ones that lie: zip bombs, names that climb out of the folder), zipped and loose
// shapefiles written by @mapbox/shp-write, KML/KMZ, GPX, GeoJSON and placer CSVs. Web APIs only
// (CompressionStream, TextEncoder), so the browser tests' type check, which has no Node types,
// takes it too.
import shpwrite from '@mapbox/shp-write'
import type { FeatureCollection } from 'geojson'

export interface ZipFile {
  name: string
  data: Uint8Array | string
  /** Stored without compression. */
  store?: boolean
  /** The unpacked size the headers claim, when a test wants them to lie. */
  declaredSize?: number
}

const encoder = new TextEncoder()
const bytesOf = (data: Uint8Array | string) => (typeof data === 'string' ? encoder.encode(data) : data)

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

export async function deflateRaw(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('deflate-raw'))
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

interface EntryFields {
  store: boolean
  crc: number
  packedSize: number
  size: number
  nameLength: number
}

/**
 * The fields a file's local header and its central-directory entry share, in the same order from
 * the flags to the name's length (the local header has them from byte 6, the central entry from 8).
 */
function setEntryFields(view: DataView, at: number, entry: EntryFields) {
  view.setUint16(at, 0x0800, true) // names in UTF-8
  view.setUint16(at + 2, entry.store ? 0 : 8, true)
  view.setUint32(at + 8, entry.crc, true)
  view.setUint32(at + 12, entry.packedSize, true)
  view.setUint32(at + 16, entry.size, true)
  view.setUint16(at + 20, entry.nameLength, true)
}

/** A zip of these files, deflated unless `store`; files that share their data are packed once. */
export async function makeZip(files: ZipFile[]): Promise<Uint8Array> {
  const locals: Uint8Array[] = []
  const centrals: Uint8Array[] = []
  const packedOnce = new Map<ZipFile['data'], { crc: number; deflated?: Promise<Uint8Array> }>()
  let offset = 0
  for (const file of files) {
    const raw = bytesOf(file.data)
    let known = packedOnce.get(file.data)
    if (!known) packedOnce.set(file.data, (known = { crc: crc32(raw) }))
    const packed = file.store ? raw : await (known.deflated ??= deflateRaw(raw))
    const name = encoder.encode(file.name)
    const entry = { store: file.store === true, crc: known.crc, packedSize: packed.length, size: file.declaredSize ?? raw.length, nameLength: name.length }
    const local = new Uint8Array(30 + name.length + packed.length)
    const lv = new DataView(local.buffer)
    lv.setUint32(0, 0x04034b50, true)
    lv.setUint16(4, 20, true)
    setEntryFields(lv, 6, entry)
    local.set(name, 30)
    local.set(packed, 30 + name.length)
    const central = new Uint8Array(46 + name.length)
    const cv = new DataView(central.buffer)
    cv.setUint32(0, 0x02014b50, true)
    cv.setUint16(4, 20, true)
    cv.setUint16(6, 20, true)
    setEntryFields(cv, 8, entry)
    cv.setUint32(42, offset, true)
    central.set(name, 46)
    locals.push(local)
    centrals.push(central)
    offset += local.length
  }
  const directorySize = centrals.reduce((n, c) => n + c.length, 0)
  const end = new Uint8Array(22)
  const ev = new DataView(end.buffer)
  ev.setUint32(0, 0x06054b50, true)
  ev.setUint16(8, files.length, true)
  ev.setUint16(10, files.length, true)
  ev.setUint32(12, directorySize, true)
  ev.setUint32(16, offset, true)
  return concat([...locals, ...centrals, end])
}

/**
 * A flat zip bomb: a thousand files of a megabyte of zeros each, 1,000 MiB to unpack from about
 * 1.1 MB, with no file over the megabyte from which a single entry's ratio is judged. With
 * `declaredSize`, its headers say each file unpacks to that much instead.
 */
export function flatZipBomb(declaredSize?: number): Promise<Uint8Array> {
  const zeros = new Uint8Array(1024 * 1024)
  return makeZip(Array.from({ length: 1000 }, (_, i) => ({ name: `photos/photo-${i + 1}.jpg`, data: zeros, declaredSize })))
}

export function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}

/** A square-ish polygon around a point, counter-clockwise, closed, in [lon, lat]. */
export function ring(longitude: number, latitude: number, size = 0.01): [number, number][] {
  return [
    [longitude, latitude],
    [longitude + size, latitude],
    [longitude + size, latitude + size],
    [longitude, latitude + size],
    [longitude, latitude],
  ]
}

/** Three claim-sized polygons near Dawson City with names, as GeoJSON. */
export function claimsGeojson(): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: [0, 1, 2].map((i) => ({
      type: 'Feature',
      properties: { name: `Claim ${i + 1}` },
      geometry: { type: 'Polygon', coordinates: [ring(-139.4 + i * 0.02, 64.05)] },
    })),
  }
}

/** A zipped shapefile (.shp, .shx, .dbf, .prj in WGS84) of the collection's polygons. */
export async function shapefileZip(collection: FeatureCollection = claimsGeojson()): Promise<Uint8Array> {
  return shpwrite.zip<'uint8array'>(collection, { outputType: 'uint8array', compression: 'DEFLATE' })
}

export interface ShapefileParts {
  shp: Uint8Array
  shx: Uint8Array
  dbf: Uint8Array
  prj: string
}

/** The same shapefile as separate files, as a user picks them from a folder. */
export function shapefileParts(collection: FeatureCollection = claimsGeojson()): Promise<ShapefileParts> {
  type Layer = { geometries: unknown[]; properties: object[]; type: string }
  const polygons = collection.features.filter((f) => f.geometry.type === 'Polygon')
  const layer: Layer = {
    geometries: polygons.map((f) => (f.geometry as { coordinates: unknown }).coordinates),
    properties: polygons.map((f) => f.properties ?? {}),
    type: 'POLYGON',
  }
  return new Promise((resolve, reject) =>
    shpwrite.write(layer.properties, 'POLYGON', layer.geometries as object[], (error, files: { shp: DataView; shx: DataView; dbf: DataView }) => {
      if (error) return reject(error as Error)
      const bytes = (view: DataView) => new Uint8Array(view.buffer, view.byteOffset, view.byteLength)
      resolve({ shp: bytes(files.shp), shx: bytes(files.shx), dbf: bytes(files.dbf), prj: WGS84_PRJ })
    }),
  )
}

export const WGS84_PRJ =
  'GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137,298.257223563]],PRIMEM["Greenwich",0],UNIT["Degree",0.017453292519943295]]'

/** KML with two folders: a named polygon with a hole, and a MultiGeometry of a line and a point. */
export function kmlText(): string {
  const coords = (points: [number, number][]) => points.map(([lon, lat]) => `${lon},${lat},0`).join(' ')
  return `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2">
  <Document>
    <name>Project area</name>
    <Folder>
      <name>Camp</name>
      <Placemark>
        <name>Camp pad</name>
        <Polygon>
          <outerBoundaryIs><LinearRing><coordinates>${coords(ring(-135.1, 60.7, 0.02))}</coordinates></LinearRing></outerBoundaryIs>
          <innerBoundaryIs><LinearRing><coordinates>${coords(ring(-135.095, 60.705, 0.005))}</coordinates></LinearRing></innerBoundaryIs>
        </Polygon>
      </Placemark>
    </Folder>
    <Folder>
      <name>Access</name>
      <Placemark>
        <name>Access road and gate</name>
        <MultiGeometry>
          <LineString><coordinates>${coords([
            [-135.2, 60.65],
            [-135.15, 60.68],
            [-135.1, 60.7],
          ])}</coordinates></LineString>
          <Point><coordinates>-135.2,60.65,0</coordinates></Point>
        </MultiGeometry>
      </Placemark>
    </Folder>
  </Document>
</kml>`
}

/** A KMZ: the KML zipped as doc.kml. */
export function kmzBytes(kml = kmlText()): Promise<Uint8Array> {
  return makeZip([{ name: 'doc.kml', data: kml }])
}

/** GPX with a waypoint, a route and a two-segment track. */
export function gpxText(): string {
  const points = (tag: string, list: [number, number][]) => list.map(([lon, lat]) => `<${tag} lat="${lat}" lon="${lon}"></${tag}>`).join('')
  return `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="registry tests" xmlns="http://www.topografix.com/GPX/1/1">
  <wpt lat="62.1" lon="-136.3"><name>Trailhead</name></wpt>
  <rte><name>Survey route</name>${points('rtept', [
    [-136.3, 62.1],
    [-136.25, 62.12],
    [-136.2, 62.15],
  ])}</rte>
  <trk><name>Walked</name>
    <trkseg>${points('trkpt', [
      [-136.2, 62.15],
      [-136.18, 62.16],
    ])}</trkseg>
    <trkseg>${points('trkpt', [
      [-136.18, 62.17],
      [-136.16, 62.18],
    ])}</trkseg>
  </trk>
</gpx>`
}

/** A placer CSV as the claim status report exports it: BOM, quotes, CRLF, corner coordinates. */
export function placerCsvText(): string {
  const rows = [
    ['Grant Number', 'Claim Name', 'Latitude', 'Longitude'],
    ['P 51234', '"Bonanza, upper"', '64.0001', '-139.3999'],
    ['P 51234', '"Bonanza, upper"', '64.0001', '-139.3899'],
    ['P 51234', '"Bonanza, upper"', '64.0051', '-139.3899'],
    ['P 51234', '"Bonanza, upper"', '64.0051', '-139.3999'],
    ['P 51235', '"He said ""gold"""', '', ''],
    ['"P 51236-51238"', 'Range', '', ''],
  ]
  return `\uFEFF${rows.map((r) => r.join(',')).join('\r\n')}\r\n`
}

export const encode = (text: string) => encoder.encode(text)
