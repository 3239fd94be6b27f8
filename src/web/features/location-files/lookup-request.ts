// The look-up's request for a location file's shapes, made in the reading worker (parse-worker):
// the GeoJSON the proposal form would send for them (shared/geo/location-entry), encoded once and
// named by its SHA-256. The page keys the answer by that name and sends the Blob as it is, so a
// file of 190,000 positions is neither hashed for a query key nor encoded on the page.
import { entryGeoJson, entryShapesOfFile } from '../../../shared/geo/location-entry'
import type { LookupRequestBody } from '../../../shared/geo/location-entry'
import type { LocationShapeData } from '../../../shared/geo/location-files'
import { sha256Hex } from '../../../shared/sha256'

/** Undefined when none of the shapes can be looked up (a polygon of under 3 distinct points, say). */
export async function lookupRequest(shapes: readonly Pick<LocationShapeData, 'type' | 'points'>[]): Promise<LookupRequestBody | undefined> {
  const geojson = entryGeoJson(entryShapesOfFile(shapes))
  if (!geojson) return undefined
  const bytes = new TextEncoder().encode(JSON.stringify(geojson))
  return { body: new Blob([bytes], { type: 'application/json' }), key: await sha256Hex(bytes) }
}
