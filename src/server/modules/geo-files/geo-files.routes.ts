// Contracts of the location-file uploads (spec §7 "Location files").
import { contract, multipartBody } from '../../http/openapi.ts'
import { GeoUploadResponse, PlacerCsvResponse } from '../../../shared/schemas/location-file.ts'

const tags = ['Location files']

const multipart = (description: string) =>
  multipartBody({
    file: {
      description,
      oneOf: [
        { type: 'string', format: 'binary' },
        { type: 'array', items: { type: 'string', format: 'binary' } },
      ],
    },
  })

const errors = {
  400: 'Not a multipart request with a field named file',
  413: 'The request is larger than the file limit (25 MB)',
  429: 'Too many uploads from this client; the message says how long to wait',
}

export const routes = {
  upload: contract({
    tags,
    summary: 'Reads a shape file, KML, KMZ, GPX or GeoJSON into the shapes of a project location',
    description:
      'The shapes come back in WGS84, rounded to 4 decimals, reprojected from a shapefile’s .prj. A file that cannot be used answers status KO with a code and a desc to show. ' +
      'Points are answered as projectLocationType "point". Warnings name polygons with fewer than 3 points (not usable in queries) and rings that cross themselves.',
    requestBody: multipart('One file, or the parts of one shapefile (.shp with .dbf, .prj, .cpg) as several file fields'),
    ok: GeoUploadResponse,
    errors,
  }),
  uploadPlacerCsv: contract({
    tags,
    summary: 'Reads the placer form’s CSV of claims: grant numbers, and claims placed by Latitude/Longitude columns',
    description:
      'csvData lists the grant numbers (ranges expanded keeping zero padding) and the claim text for the form. Anything but a CSV answers status KO.',
    requestBody: multipart('The CSV file'),
    ok: PlacerCsvResponse,
    errors,
  }),
}
