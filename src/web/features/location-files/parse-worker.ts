// The Web Worker that reads location files (shared/geo/location-files.ts) away from the page,
// and prepares what the map draws and, when asked, the look-up's request (lookup-request.ts), so
// that a file of 190,000 positions is turned into GeoJSON here, not on the page. Started by
// parse-location-file.ts, one file per worker.
import { readAnyLocationFile, readPlacerCsv } from '../../../shared/geo/location-files'
import { parseXml } from '../../../shared/geo/parse-xml'
import { displayShapes } from './display-shapes'
import { lookupRequest } from './lookup-request'
import type { ParseRequest, ParseResponse } from './parse-location-file'

async function read({ files, placerCsv, lookup: withLookup }: ParseRequest): Promise<{ response: ParseResponse; transfer: Transferable[] }> {
  const started = performance.now()
  const inputs = await Promise.all(files.map(async (file) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })))
  const result = placerCsv ? readPlacerCsv(inputs) : await readAnyLocationFile(inputs, { parseXml })
  if (!result.ok) return { response: result, transfer: [] }
  const flagged = new Set(result.warnings.flatMap((w) => ('shape' in w ? [w.shape] : [])))
  const display = displayShapes(result.shapes, flagged)
  const lookup = withLookup ? await lookupRequest(result.shapes) : undefined
  const buffers = new Set<ArrayBufferLike>([...result.shapes.map((s) => s.points.buffer), ...display.shapes.map((s) => s.points.buffer)])
  return {
    response: { ...result, display: display.shapes, simplified: display.simplified, lookup, milliseconds: Math.round(performance.now() - started) },
    transfer: [...buffers].filter((b): b is ArrayBuffer => b instanceof ArrayBuffer),
  }
}

addEventListener('message', (event: MessageEvent<ParseRequest>) => {
  read(event.data).then(
    ({ response, transfer }) => postMessage(response, { transfer }),
    (error: unknown) => postMessage({ ok: false, failure: error instanceof Error ? error.message : String(error) } satisfies ParseResponse),
  )
})
