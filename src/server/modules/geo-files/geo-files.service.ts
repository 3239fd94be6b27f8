// Location files sent to the server, read with the same code as the browser's worker
// (src/shared/geo/location-files.ts); here the XML parser is @xmldom/xmldom. Nothing is stored.
import { DOMParser } from '@xmldom/xmldom'
import { readLocationFiles, readPlacerCsv, toPlacerCsvAnswer, toUploadAnswer } from '../../../shared/geo/location-files.ts'
import type { LocationFile } from '../../../shared/geo/location-files.ts'
import type { GeoUploadResponse, PlacerCsvResponse } from '../../../shared/schemas/location-file.ts'

/** Parses XML, throwing the parser's first complaint instead of printing it. */
export function parseXml(text: string) {
  let complaint: string | undefined
  const parser = new DOMParser({
    onError: (level, message) => {
      if (level === 'warning') return
      complaint ??= message
      throw new Error(message)
    },
  })
  try {
    return parser.parseFromString(text, 'text/xml')
  } catch (error) {
    throw new Error(complaint ?? (error instanceof Error ? error.message : 'the XML is not well formed'))
  }
}

export async function readUpload(files: LocationFile[]): Promise<GeoUploadResponse> {
  return toUploadAnswer(await readLocationFiles(files, { parseXml }))
}

export function readPlacerCsvUpload(files: LocationFile[]): PlacerCsvResponse {
  return toPlacerCsvAnswer(readPlacerCsv(files))
}
