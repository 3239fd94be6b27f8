// Reads location files in a Web Worker (parse-worker.ts), one worker per file, so that a large
// shapefile never holds up the page: the File goes to the worker as a reference, the shapes come
// back as transferred buffers.
import type { LookupRequestBody } from '../../../shared/geo/location-entry'
import type { LocationFileProblem, LocationFileResult } from '../../../shared/geo/location-files'
import type { DisplayShape } from './display-shapes'

export interface ParseRequest {
  files: File[]
  /** Read as the placer form's CSV of claims, and nothing else (spec §5: CSV only). */
  placerCsv?: boolean
  /** Also prepare the look-up's request for the shapes (the location-check tool's look-up). */
  lookup?: boolean
}

export type ParseResponse =
  /** lookup: when asked for, unless none of the shapes can be looked up. */
  | (Extract<LocationFileResult, { ok: true }> & { display: DisplayShape[]; simplified: boolean; lookup?: LookupRequestBody; milliseconds: number })
  | { ok: false; problem: LocationFileProblem }
  /** Something the reader did not expect (a bug, or the browser out of memory). */
  | { ok: false; failure: string }

export type ParsedLocationFile = Extract<ParseResponse, { ok: true }>

export function parseLocationFile(files: File[], signal?: AbortSignal, { placerCsv = false, lookup = false } = {}): Promise<ParseResponse> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./parse-worker.ts', import.meta.url), { type: 'module', name: 'location-file' })
    const finish = () => {
      worker.terminate()
      signal?.removeEventListener('abort', abort)
    }
    const abort = () => {
      finish()
      reject(new DOMException('The reading was cancelled.', 'AbortError'))
    }
    worker.addEventListener('message', (event: MessageEvent<ParseResponse>) => {
      finish()
      resolve(event.data)
    })
    worker.addEventListener('error', (event) => {
      finish()
      resolve({ ok: false, failure: event.message || 'the file reader stopped' })
    })
    worker.addEventListener('messageerror', () => {
      finish()
      resolve({ ok: false, failure: 'the file reader’s answer could not be received' })
    })
    signal?.addEventListener('abort', abort)
    worker.postMessage({ files, placerCsv, lookup } satisfies ParseRequest)
  })
}
