// The answers of the location-file endpoints (spec §7): a read file's shapes as the spec's JSON,
// and its problem and warnings in English, as the server's desc says them (the web app shows its
// own translations of the codes).
import type { GeoUploadResponse, LocationFileKind, LocationShape, PlacerCsvResponse } from '../schemas/location-file.ts'
import { describeZipRefusal } from '../zip/zip-reader.ts'
import type { LocationFileProblem, LocationFileResult, LocationFileWarning, LocationShapeData } from './location-file-types.ts'

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
      return problem.inZip
        ? `The zip file holds no shapefile (.shp) or other location file. Use ${SUPPORTED}.`
        : `This file could not be read as a location file. Use ${SUPPORTED}.`
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
