// What reading a location file gives (location-files.ts reads them): the files as uploaded, the
// shapes found, and the problems and warnings, whose codes are the API schema's own lists.
import type { kml } from '@tmcw/togeojson'
import type { LocationFileKind, LOCATION_FILE_PROBLEMS, LOCATION_FILE_WARNINGS, ProjectLocationType } from '../schemas/location-file.ts'
import type { ZipLimits, ZipRefusal } from '../zip/zip-reader.ts'

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

/** Thrown inside the readers; readLocationFiles turns it into the result's problem. */
export class Refused extends Error {
  constructor(readonly problem: LocationFileProblem) {
    super(problem.code)
  }
}
