// The location look-up from the browser: the server answers when it can be reached; with no
// connection the same module runs here over the reference layers the service worker keeps
// (/api/geo/layers is public reference data, asked for without the session so that it is kept
// whoever is signed in), so a proponent in a camp sees the same districts, First Nations, sheets
// and distances. The worker fetches the layers as it starts, and a form with a location refreshes
// them while connected; the look-up module is loaded only when first needed offline. The server
// has a few seconds to begin its answer, after which the device answers: a connection that drops
// while the form is open, or a link with no way out, must not leave the person waiting.
import { api, expectData } from '../../../lib/api-client'
import { answeredWithin } from '../../../lib/connectivity'
import type { LayerFeature, LocationLookup, PreparedLayers } from '../../../../shared/geo/lookup'

export interface LookupAnswer {
  lookup: LocationLookup
  /** Worked out in the browser from the layers kept for offline use. */
  offline: boolean
}

/** No way to the server and no layers on this device: the look-up can run once either is there. */
export class LookupUnavailable extends Error {
  constructor() {
    super('The server cannot be reached and the map layers are not on this device')
    this.name = 'LookupUnavailable'
  }
}

/** How long the server has to begin its answer (it takes well under a second) before the device answers. */
export const LOOKUP_ANSWER_MS = 4_000
const lookupFetch = answeredWithin(LOOKUP_ANSWER_MS)

let prepared: { version: string; layers: PreparedLayers } | undefined

const layers = () => expectData(api.GET('/api/geo/layers'))

async function offlineLookup(geojson: unknown): Promise<LocationLookup> {
  const [{ lookupLocation, prepareLayers }, { shapesOf }] = await Promise.all([
    import('../../../../shared/geo/lookup'),
    import('../../../../shared/geo/geojson'),
  ])
  const answer = await layers().catch((error: unknown) => {
    throw error instanceof TypeError ? new LookupUnavailable() : error
  })
  if (prepared?.version !== answer.version) {
    prepared = {
      version: answer.version,
      layers: prepareLayers(
        // The contract types positions as number lists; the server sends [longitude, latitude] pairs.
        answer.features as LayerFeature[],
        answer.layers.filter((l) => l.isDemo).map((l) => l.kind),
      ),
    }
  }
  const shapes = shapesOf(geojson)
  if (!shapes.ok) throw new Error(shapes.message)
  return lookupLocation(shapes.shapes, prepared.layers)
}

/** Looks a location up (GeoJSON in WGS84); a server that cannot be reached falls back to the layers kept here. */
export const lookUpLocation = (geojson: unknown): Promise<LookupAnswer> => lookUp(JSON.stringify(geojson), () => geojson)

/** Looks up GeoJSON already encoded (a large location file's, by the reading worker); it is parsed here only offline. */
export const lookUpLocationBody = (body: Blob): Promise<LookupAnswer> => lookUp(body, async () => JSON.parse(await body.text()) as unknown)

async function lookUp(body: string | Blob, geojson: () => unknown): Promise<LookupAnswer> {
  try {
    const answer = await expectData(api.POST('/api/geo/lookup', { body: body as never, bodySerializer: () => body, fetch: lookupFetch }))
    return { lookup: answer.lookup, offline: false }
  } catch (error) {
    // A TypeError: no connection, or no answer in time; an answer from the server stands.
    if (!(error instanceof TypeError)) throw error
    return { lookup: await offlineLookup(await geojson()), offline: true }
  }
}

/**
 * Asks for the layers while connected, for the service worker to refresh its copy (an import of new
 * layers since it started): it answers from the copy and refreshes it behind. Taken whole but not
 * parsed: only kept.
 */
export function keepLayersForOffline(): void {
  api.GET('/api/geo/layers', { parseAs: 'blob' }).catch(() => {
    // Not this time: the next form opened online asks again.
  })
}
