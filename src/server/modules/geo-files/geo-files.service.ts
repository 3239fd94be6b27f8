// Location files sent to the server, read with the same code as the browser's worker
// (src/shared/geo/location-files.ts). Nothing is stored.
import { readLocationFiles, readPlacerCsv, toPlacerCsvAnswer, toUploadAnswer } from '../../../shared/geo/location-files.ts'
import type { LocationFile } from '../../../shared/geo/location-files.ts'
import { parseXml } from '../../../shared/geo/parse-xml.ts'
import type { GeoUploadResponse, PlacerCsvResponse } from '../../../shared/schemas/location-file.ts'

export async function readUpload(files: LocationFile[]): Promise<GeoUploadResponse> {
  return toUploadAnswer(await readLocationFiles(files, { parseXml }))
}

export function readPlacerCsvUpload(files: LocationFile[]): PlacerCsvResponse {
  return toPlacerCsvAnswer(readPlacerCsv(files))
}
