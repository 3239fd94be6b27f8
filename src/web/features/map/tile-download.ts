// Downloads map tiles into the cache the service worker serves them from before any other
// (SAVED_TILES_CACHE; sw/map-tiles.ts), a few at a time, counting their real sizes against the
// limit, and lets the visitor see and delete what is kept.
import { BROWSED_TILES_CACHE, SAVED_TILES_CACHE } from '../../../shared/geo/tiles'

/** Like a browser's own connections to one host: enough to fill a connection, few enough to cancel at once. */
const PARALLEL_REQUESTS = 6

export interface TileProgress {
  /** Tiles handled so far, saved now, saved before, or failed. */
  done: number
  failed: number
  /** Bytes of the tiles saved by this download. */
  bytes: number
}

/** How a download ended: every tile handled, stopped by the visitor, at the size limit, or with the device full. */
export type TileDownloadEnd = 'done' | 'cancelled' | 'limit' | 'full'

export interface TileDownloadOptions {
  urls: Iterable<string>
  limitBytes: number
  signal: AbortSignal
  onProgress: (progress: TileProgress) => void
}

const isQuotaError = (error: unknown) => error instanceof DOMException && error.name === 'QuotaExceededError'

export async function downloadTiles({ urls, limitBytes, signal, onProgress }: TileDownloadOptions): Promise<TileDownloadEnd> {
  // Asked once per download: a browser that grants it will not evict the tiles under storage pressure.
  void navigator.storage?.persist?.().catch(() => false)
  const cache = await caches.open(SAVED_TILES_CACHE)
  const pending = urls[Symbol.iterator]()
  const progress: TileProgress = { done: 0, failed: 0, bytes: 0 }
  let end: TileDownloadEnd | null = null
  let browsedCacheDropped = false

  const store = async (url: string, response: Response, body: Blob) => {
    const copy = () => new Response(body, { headers: { 'Content-Type': response.headers.get('Content-Type') ?? body.type } })
    try {
      await cache.put(url, copy())
    } catch (error) {
      // Tiles kept from browsing give way to tiles the visitor asks to keep.
      if (!isQuotaError(error) || browsedCacheDropped) throw error
      browsedCacheDropped = true
      await caches.delete(BROWSED_TILES_CACHE)
      await cache.put(url, copy())
    }
  }

  const worker = async () => {
    for (let next = pending.next(); !next.done && end === null && !signal.aborted; next = pending.next()) {
      const url = next.value
      try {
        if (!(await cache.match(url))) {
          const response = await fetch(url, { mode: 'cors', credentials: 'omit', signal })
          if (!response.ok) throw new Error(`${response.status}`)
          const body = await response.blob()
          if (progress.bytes + body.size > limitBytes) {
            end ??= 'limit'
            return
          }
          await store(url, response, body)
          progress.bytes += body.size
        }
      } catch (error) {
        if (signal.aborted) {
          end ??= 'cancelled'
          return
        }
        if (isQuotaError(error)) {
          end ??= 'full'
          return
        }
        progress.failed += 1
      }
      progress.done += 1
      onProgress({ ...progress })
    }
  }

  await Promise.all(Array.from({ length: PARALLEL_REQUESTS }, worker))
  return end ?? (signal.aborted ? 'cancelled' : 'done')
}

/** How many tiles the visitor has kept on this device. */
export async function savedTileCount(): Promise<number> {
  if (!(await caches.has(SAVED_TILES_CACHE))) return 0
  return (await (await caches.open(SAVED_TILES_CACHE)).keys()).length
}

export async function deleteSavedTiles(): Promise<void> {
  await caches.delete(SAVED_TILES_CACHE)
}

/** The room left for this site, when the browser says. */
export async function freeStorageBytes(): Promise<number | undefined> {
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined)
  return estimate?.quota !== undefined && estimate.usage !== undefined ? estimate.quota - estimate.usage : undefined
}
