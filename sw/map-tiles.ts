// Map tiles in the service worker, cache first. Two caches, on purpose: the workbox-expiration LRU
// limit and its purge on a quota error act on a whole cache, so tiles the visitor downloaded for
// the field (SAVED_TILES_CACHE, written by the page) live apart from tiles merely seen while
// browsing (BROWSED_TILES_CACHE): browsing, however long, and a full disk drop only the latter.
// Only the visitor deletes downloaded tiles.
import { ExpirationPlugin } from 'workbox-expiration'
import { registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'
import { BROWSED_TILES_CACHE, SAVED_TILES_CACHE } from '../src/shared/geo/tiles'
import { isMapTileRequest } from './tile-rules'

/** A phone screen shows some 20 tiles at a time; this keeps a few days of browsing (some 30 MB). */
const BROWSED_TILES_MAX = 1500

export function registerMapTileRoute(origin: string): void {
  const browsed = new CacheFirst({
    cacheName: BROWSED_TILES_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: BROWSED_TILES_MAX, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true })],
  })
  registerRoute(
    ({ request }) => isMapTileRequest(request, origin),
    async (options) => {
      // The page stores downloads keyed by address alone; the map's request carries an Origin.
      const saved = await caches.match(options.request, { cacheName: SAVED_TILES_CACHE, ignoreVary: true })
      return saved ?? browsed.handle(options)
    },
  )
}
