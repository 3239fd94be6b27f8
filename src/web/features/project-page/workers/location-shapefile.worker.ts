// Writes a project's location as a zipped shapefile off the page's thread. Its own bundle carries
// the shapefile writer, so the pages' scripts stay as they are until a visitor asks for the file.
import { shapefileZip } from '../../../../shared/geo/location-shapefile'
import type { ShapefileRequest } from '../../../../shared/geo/location-shapefile'

export type ShapefileAnswer = { ok: true; zip: ArrayBuffer } | { ok: false; message: string }

const answer = (message: ShapefileAnswer, transfer: Transferable[] = []) => self.postMessage(message, { transfer })

self.onmessage = async (event: MessageEvent<ShapefileRequest>) => {
  try {
    const zip = await shapefileZip(event.data)
    answer({ ok: true, zip }, [zip])
  } catch (error) {
    answer({ ok: false, message: error instanceof Error ? error.message : String(error) })
  }
}
