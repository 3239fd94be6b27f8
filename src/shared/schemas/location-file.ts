// The answers to location-file uploads (spec §7 "Location files"): POST /api/geo/upload answers
// status, desc and coordinates, a list of shapes each with projectLocationType, builtFrom and its
// latitude/longitude pairs; POST /api/geo/upload-placer-csv answers csvData. A file that cannot be
// used answers a status that is not OK with desc saying why, which the form shows as an error.
import * as v from 'valibot'
import { LatLng } from './common.ts'

export const LOCATION_FILE_KINDS = ['shapefile', 'kml', 'kmz', 'gpx', 'geojson', 'placer-csv'] as const
export type LocationFileKind = (typeof LOCATION_FILE_KINDS)[number]

/**
 * The spec names polygons and lines; a single position (a GPX waypoint, a KML or shapefile point)
 * is a point, as project_shapes stores it and as the map draws it (a circle).
 */
export const PROJECT_LOCATION_TYPES = ['polygon', 'line', 'point'] as const
export type ProjectLocationType = (typeof PROJECT_LOCATION_TYPES)[number]

export const LOCATION_FILE_PROBLEMS = [
  'empty',
  'too-large',
  'unknown-kind',
  'not-csv',
  'one-file',
  'zip-unsafe-path',
  'zip-too-large',
  'zip-broken',
  'shapefile-incomplete',
  'unreadable',
  'invalid-geometry',
  'not-degrees',
  'too-many-positions',
  'no-shapes',
  'csv-no-claims',
  'csv-bad-row',
] as const

export const LOCATION_FILE_WARNINGS = ['too-few-points', 'self-intersection', 'holes-left-out', 'claims-unreadable'] as const

export const LocationShape = v.object({
  projectLocationType: v.picklist(PROJECT_LOCATION_TYPES),
  builtFrom: v.picklist(LOCATION_FILE_KINDS),
  /** Rounded to 4 decimals; a polygon's ring is not repeated at its end. */
  coordinates: v.array(LatLng),
  /** The feature's name in the file, when it has one. */
  label: v.optional(v.string()),
  /** Placer CSV: the grant number (or range) the positions belong to. */
  claimNumber: v.optional(v.string()),
})
export type LocationShape = v.InferOutput<typeof LocationShape>

export const LocationFileWarning = v.object({
  code: v.picklist(LOCATION_FILE_WARNINGS),
  /** The shape concerned, counting from 1 in `coordinates`. */
  shape: v.optional(v.number()),
  count: v.optional(v.number()),
  desc: v.string(),
})

export const LocationFileRefused = v.object({
  status: v.literal('KO'),
  code: v.picklist(LOCATION_FILE_PROBLEMS),
  desc: v.string(),
})

export const GeoUploadResponse = v.variant('status', [
  v.object({
    status: v.literal('OK'),
    desc: v.string(),
    coordinates: v.array(LocationShape),
    /** Shapes that can be shown but not used as they are: too few points, crossing themselves. */
    warnings: v.array(LocationFileWarning),
  }),
  LocationFileRefused,
])
export type GeoUploadResponse = v.InferOutput<typeof GeoUploadResponse>

export const PlacerCsvResponse = v.variant('status', [
  v.object({
    status: v.literal('OK'),
    desc: v.string(),
    csvData: v.object({
      /** Grant numbers in file order, each once, ranges expanded keeping zero padding. */
      claims: v.array(v.string()),
      /** The same, as the placer form's claim text. */
      claimString: v.string(),
    }),
    /** Claims the file placed by coordinates (columns Latitude and Longitude). */
    coordinates: v.array(LocationShape),
    warnings: v.array(LocationFileWarning),
  }),
  LocationFileRefused,
])
export type PlacerCsvResponse = v.InferOutput<typeof PlacerCsvResponse>
