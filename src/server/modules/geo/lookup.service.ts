// The look-up on the server: the shared module (the one the browser runs offline) over the layers
// in the database, prepared once per layer version and database, whichever module asks (the look-up
// route, and the proposals that arrive without their location data).
import type { Database } from '../../db/client.ts'
import type { LocationLookup, PreparedLayers } from '../../../shared/geo/lookup.ts'
import { lookupLocation, prepareLayers } from '../../../shared/geo/lookup.ts'
import type { SimpleGeometry } from '../../../shared/geo/geometry.ts'
import { parseClaims, resolveClaims } from '../../../shared/geo/claims.ts'
import { layersService } from './layers.service.ts'
import type { LayerInfo } from './layers.service.ts'

const claimsAreDemo = (info: LayerInfo[]) => info.some((l) => l.kind === 'placer-claims' && l.isDemo)

const preparedByDatabase = new WeakMap<Database, { version: string; layers: Promise<PreparedLayers> }>()

export function lookupService(db: Database) {
  const layers = layersService(db)

  async function current(): Promise<PreparedLayers> {
    const version = await layers.version()
    const prepared = preparedByDatabase.get(db)
    if (prepared?.version === version) return prepared.layers
    const loading = Promise.all([layers.lookupFeatures(), layers.layers()]).then(([features, info]) =>
      prepareLayers(
        features,
        info.filter((l) => l.isDemo).map((l) => l.kind),
      ),
    )
    preparedByDatabase.set(db, { version, layers: loading })
    // A failed load must not stay cached.
    loading.catch(() => {
      if (preparedByDatabase.get(db)?.layers === loading) preparedByDatabase.delete(db)
    })
    return loading
  }

  return {
    async lookup(shapes: SimpleGeometry[]): Promise<LocationLookup> {
      return lookupLocation(shapes, await current())
    },

    layersVersion: () => layers.version(),

    async offlineLayers() {
      const [version, info, features] = await Promise.all([layers.version(), layers.layers(), layers.lookupFeatures()])
      return { version, layers: info, features }
    },

    async placerClaims(text: string) {
      const parsed = parseClaims(text)
      const [found, info] = await Promise.all([layers.claims(parsed.claims), layers.layers()])
      return { ...resolveClaims(parsed, found), demo: claimsAreDemo(info) }
    },

    /** The placer claims layer for a device to keep (spec §7 placer part 3 with no connection), under the layers' version. */
    async claimsLayer() {
      const [version, info, claims] = await Promise.all([layers.version(), layers.layers(), layers.claimOutlines()])
      return { version, demo: claimsAreDemo(info), claims }
    },
  }
}
