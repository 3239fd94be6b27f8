// A project's location as files a visitor can take into other mapping tools: the points the
// registry lists and the shapes drawn in the proposal, as a GeoJSON FeatureCollection (RFC 7946),
// a KML document, and the features a shapefile holds, with the files' names and types. The
// shapefile itself is written by location-shapefile.ts, which the web app runs in a worker.
import type { LatLng } from '../schemas/common.ts'
import type { ProjectShape } from '../schemas/project.ts'
import type { LonLat } from './geometry.ts'

/** What the project page has of a project's location (the project detail fits it). */
export interface ProjectLocation {
  projectNumber: string | null
  title: string
  /** The registry's points, already checked (impossible coordinates are never served). */
  locations: LatLng[]
  shapes: ProjectShape[]
}

/** The names given to each point, line and polygon; numbers count from 1 within each kind. */
export interface FeatureNames {
  point: (number: number) => string
  line: (number: number) => string
  polygon: (number: number) => string
  /** A shape built from a mining claim, named by the claim. */
  claim: (claimNumber: string) => string
}

export const ENGLISH_FEATURE_NAMES: FeatureNames = {
  point: (n) => `Point ${n}`,
  line: (n) => `Line ${n}`,
  polygon: (n) => `Polygon ${n}`,
  claim: (claimNumber) => `Claim ${claimNumber}`,
}

export interface LocationProperties {
  projectNumber: string | null
  title: string
  name: string
  /** A registry point's place in the project's list of points, from 1. */
  position?: number
  claimNumber?: string
}

export type LocationGeometry =
  | { type: 'Point'; coordinates: LonLat }
  | { type: 'LineString'; coordinates: LonLat[] }
  /** Outer ring first, then holes. */
  | { type: 'Polygon'; coordinates: LonLat[][] }

export interface LocationFeature {
  type: 'Feature'
  geometry: LocationGeometry
  properties: LocationProperties
}

export interface LocationFeatureCollection {
  type: 'FeatureCollection'
  features: LocationFeature[]
}

export const LOCATION_FORMATS = {
  geojson: { extension: 'geojson', mimeType: 'application/geo+json' },
  kml: { extension: 'kml', mimeType: 'application/vnd.google-earth.kml+xml' },
  shapefile: { extension: 'zip', mimeType: 'application/zip' },
} as const

export type LocationFormat = keyof typeof LOCATION_FORMATS

export function hasExportableLocation(location: Pick<ProjectLocation, 'locations' | 'shapes'>): boolean {
  return location.locations.length > 0 || location.shapes.length > 0
}

/** "2024-0100-location"; a draft has no number yet. */
export function locationFileBase(projectNumber: string | null): string {
  const safe = (projectNumber ?? '').replace(/[^0-9A-Za-z-]+/g, '-').replace(/^-+|-+$/g, '')
  return `${safe || 'project'}-location`
}

/** "2024-0100-location.geojson" */
export function locationFileName(projectNumber: string | null, format: LocationFormat): string {
  return `${locationFileBase(projectNumber)}.${LOCATION_FORMATS[format].extension}`
}

/** Twice the ring's signed area on the longitude/latitude plane: positive when it turns counterclockwise. */
function signedArea(ring: LonLat[]): number {
  let sum = 0
  for (let i = 1; i < ring.length; i++) {
    const [x1, y1] = ring[i - 1]!
    const [x2, y2] = ring[i]!
    sum += x1 * y2 - x2 * y1
  }
  return sum
}

/**
 * The rings with the outer one turning counterclockwise and the holes clockwise (or the reverse):
 * GeoJSON asks for the first, shapefiles for the second, and drawn or uploaded shapes come either way.
 */
export function orientRings(rings: LonLat[][], outer: 'counterclockwise' | 'clockwise'): LonLat[][] {
  return rings.map((ring, index) => {
    const wantCounterclockwise = (index === 0) === (outer === 'counterclockwise')
    const area = signedArea(ring)
    return area === 0 || area > 0 === wantCounterclockwise ? ring : [...ring].reverse()
  })
}

const lonLat = (position: number[]): LonLat => [position[0]!, position[1]!]

function geometryOf(geometry: ProjectShape['geometry']): LocationGeometry {
  switch (geometry.type) {
    case 'Point':
      return { type: 'Point', coordinates: lonLat(geometry.coordinates) }
    case 'LineString':
      return { type: 'LineString', coordinates: geometry.coordinates.map(lonLat) }
    case 'Polygon':
      return {
        type: 'Polygon',
        coordinates: orientRings(
          geometry.coordinates.map((ring) => ring.map(lonLat)),
          'counterclockwise',
        ),
      }
  }
}

export function locationFeatureCollection(location: ProjectLocation, names: FeatureNames = ENGLISH_FEATURE_NAMES): LocationFeatureCollection {
  const counts = { Point: 0, LineString: 0, Polygon: 0 }
  const next = (type: LocationGeometry['type']) => (counts[type] += 1)
  const base = { projectNumber: location.projectNumber, title: location.title }
  const points: LocationFeature[] = location.locations.map((point, index) => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [point.longitude, point.latitude] },
    properties: { ...base, name: names.point(next('Point')), position: index + 1 },
  }))
  const shapes: LocationFeature[] = location.shapes.map((shape) => {
    const geometry = geometryOf(shape.geometry)
    if (shape.claimNumber) return { type: 'Feature', geometry, properties: { ...base, name: names.claim(shape.claimNumber), claimNumber: shape.claimNumber } }
    const number = next(geometry.type)
    const name = geometry.type === 'Point' ? names.point(number) : geometry.type === 'LineString' ? names.line(number) : names.polygon(number)
    return { type: 'Feature', geometry, properties: { ...base, name } }
  })
  return { type: 'FeatureCollection', features: [...points, ...shapes] }
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/** Text for an XML element or attribute: escaped, and without the characters XML 1.0 cannot hold. */
export function xmlText(value: string): string {
  let text = ''
  for (const character of value) {
    const c = character.codePointAt(0)!
    const allowed = c === 0x9 || c === 0xa || c === 0xd || (c >= 0x20 && c <= 0xd7ff) || (c >= 0xe000 && c <= 0xfffd) || c >= 0x10000
    if (allowed) text += XML_ESCAPES[character] ?? character
  }
  return text
}

/** A coordinate in plain decimal notation (String() would write 1e-7), to about 0.1 mm. */
const decimal = (value: number) => value.toFixed(9).replace(/\.?0+$/, '')

const kmlCoordinates = (positions: LonLat[]) => `<coordinates>${positions.map(([lon, lat]) => `${decimal(lon)},${decimal(lat)}`).join(' ')}</coordinates>`

function kmlGeometry(geometry: LocationGeometry): string {
  switch (geometry.type) {
    case 'Point':
      return `<Point>${kmlCoordinates([geometry.coordinates])}</Point>`
    case 'LineString':
      return `<LineString><tessellate>1</tessellate>${kmlCoordinates(geometry.coordinates)}</LineString>`
    case 'Polygon': {
      const [outer = [], ...holes] = geometry.coordinates
      const ring = (positions: LonLat[]) => `<LinearRing>${kmlCoordinates(positions)}</LinearRing>`
      return `<Polygon><tessellate>1</tessellate><outerBoundaryIs>${ring(outer)}</outerBoundaryIs>${holes.map((hole) => `<innerBoundaryIs>${ring(hole)}</innerBoundaryIs>`).join('')}</Polygon>`
    }
  }
}

export function locationKml(location: ProjectLocation, names: FeatureNames = ENGLISH_FEATURE_NAMES): string {
  const documentName = [location.projectNumber, location.title].filter(Boolean).join(' ')
  const placemarks = locationFeatureCollection(location, names).features.map(({ geometry, properties }) => {
    const data = Object.entries(properties)
      .filter(([key, value]) => key !== 'name' && value !== null && value !== undefined)
      .map(([key, value]) => `<Data name="${key}"><value>${xmlText(String(value))}</value></Data>`)
      .join('')
    return [
      '    <Placemark>',
      `      <name>${xmlText(properties.name)}</name>`,
      `      <description>${xmlText(properties.title)}</description>`,
      `      <ExtendedData>${data}</ExtendedData>`,
      `      ${kmlGeometry(geometry)}`,
      '    </Placemark>',
    ].join('\n')
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<kml xmlns="http://www.opengis.net/kml/2.2">',
    '  <Document>',
    `    <name>${xmlText(documentName)}</name>`,
    ...placemarks,
    '  </Document>',
    '</kml>',
    '',
  ].join('\n')
}

/** A dBase text field holds at most 254 single-byte characters. */
const DBF_TEXT_LENGTH = 254

const LATIN1_STAND_INS: Record<string, string> = { '‘': "'", '’': "'", '“': '"', '”': '"', '–': '-', '—': '-', '…': '...', '\u00a0': ' ' }

const isLatin1 = (text: string) => [...text].every((character) => character.codePointAt(0)! <= 0xff)

/**
 * Text the dBase writer keeps intact: it stores each UTF-16 unit's low byte, which is right for
 * Latin-1 (what desktop GIS assumes of a .dbf without a .cpg, and shp-write writes none).
 * Typographic punctuation becomes its plain form, a letter outside Latin-1 loses its accents
 * (Ts’ìnchį → Ts'ìnchi), and anything else becomes a question mark.
 */
export function dbfText(value: string): string {
  let text = ''
  for (const character of value.normalize('NFC')) {
    const c = character.codePointAt(0)!
    if (c < 0x20 || (c >= 0x7f && c < 0xa0)) continue
    if (c <= 0xff) text += character
    else {
      const bare = character.normalize('NFD').replace(/\p{M}/gu, '')
      text += LATIN1_STAND_INS[character] ?? (bare && isLatin1(bare) ? bare : '?')
    }
  }
  return text.slice(0, DBF_TEXT_LENGTH)
}

type DbfRow = Record<string, string | number>

type ShapefileGeometry =
  { type: 'Point'; coordinates: LonLat } | { type: 'Polygon'; coordinates: LonLat[][] } | { type: 'MultiLineString'; coordinates: LonLat[][] }

export interface ShapefileFeatureCollection {
  type: 'FeatureCollection'
  features: { type: 'Feature'; geometry: ShapefileGeometry; properties: DbfRow }[]
}

/**
 * The features as the shapefile holds them. dBase field names are cut at 10 characters, so the
 * attributes get short names. Polygons turn clockwise outside and counterclockwise in holes, as
 * the shapefile format reads them. All lines go into one multi-part record: shp-write 0.4 writes
 * every line of a layer as one record whatever it is given, and one attribute row per line would
 * no longer match it (mapbox/shp-write#113).
 */
export function shapefileFeatures(location: ProjectLocation, names: FeatureNames = ENGLISH_FEATURE_NAMES): ShapefileFeatureCollection {
  const features: ShapefileFeatureCollection['features'] = []
  const lines: { coordinates: LonLat[]; name: string }[] = []
  for (const { geometry, properties } of locationFeatureCollection(location, names).features) {
    const row: DbfRow = { project: dbfText(properties.projectNumber ?? ''), title: dbfText(properties.title), name: dbfText(properties.name) }
    if (properties.position !== undefined) row.position = properties.position
    if (properties.claimNumber !== undefined) row.claim = dbfText(properties.claimNumber)
    if (geometry.type === 'LineString') lines.push({ coordinates: geometry.coordinates, name: properties.name })
    else if (geometry.type === 'Polygon')
      features.push({ type: 'Feature', geometry: { type: 'Polygon', coordinates: orientRings(geometry.coordinates, 'clockwise') }, properties: row })
    else features.push({ type: 'Feature', geometry, properties: row })
  }
  if (lines.length > 0) {
    features.push({
      type: 'Feature',
      geometry: { type: 'MultiLineString', coordinates: lines.map((l) => l.coordinates) },
      properties: { project: dbfText(location.projectNumber ?? ''), title: dbfText(location.title), name: dbfText(lines.map((l) => l.name).join(', ')) },
    })
  }
  return { type: 'FeatureCollection', features }
}
