// The rest of the app, after the first install (src/shared/precache-phases.ts): the files the
// first install did not wait for, fetched a few at a time once the worker controls a page (which
// asks with CACHE_APP_LATER_MESSAGE on every visit, so an interrupted fetch goes on at the next),
// and answered from their cache first: a file's name changes with its content. One asked for
// before its turn is kept as it goes by. A version's files are dropped when a newer version takes
// over, as the precache drops its own then: never while the version that needs them still runs.
/// <reference lib="webworker" />
import { registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'
import { APP_LATER_CACHE, CACHE_APP_LATER_MESSAGE } from '../src/shared/offline-caches'

declare const self: ServiceWorkerGlobalScope

/** Requests at a time: the page the person is using keeps most of the connection. */
const AT_ONCE = 3

let filling: Promise<void> | null = null

/** Fetches the files not kept yet; one run at a time, whoever asks. */
function fill(paths: ReadonlySet<string>): Promise<void> {
  filling ??= (async () => {
    const cache = await caches.open(APP_LATER_CACHE)
    const kept = new Set((await cache.keys()).map((request) => new URL(request.url).pathname))
    const missing = [...paths].filter((path) => !kept.has(path))
    for (let start = 0; start < missing.length; start += AT_ONCE) {
      await Promise.all(
        missing.slice(start, start + AT_ONCE).map(async (path) => {
          try {
            const response = await fetch(path)
            if (response.ok) await cache.put(path, response)
          } catch {
            // No connection now: the page asks again on its next visit.
          }
        }),
      )
    }
  })().finally(() => (filling = null))
  return filling
}

/** Drops what an earlier version kept that this one does not list. */
async function dropOthers(paths: ReadonlySet<string>): Promise<void> {
  const cache = await caches.open(APP_LATER_CACHE)
  for (const request of await cache.keys()) if (!paths.has(new URL(request.url).pathname)) await cache.delete(request)
}

/** urls: the build's files the first install left out, relative to the app's root. */
export function registerAppLater(origin: string, urls: readonly string[]): void {
  const paths = new Set(urls.map((url) => new URL(url, `${origin}/`).pathname))
  registerRoute(({ url, request }) => url.origin === origin && request.method === 'GET' && paths.has(url.pathname), new CacheFirst({ cacheName: APP_LATER_CACHE }))
  self.addEventListener('activate', (event) => event.waitUntil(dropOthers(paths)))
  self.addEventListener('message', (event) => {
    if ((event.data as { type?: string } | null)?.type === CACHE_APP_LATER_MESSAGE) event.waitUntil(fill(paths))
  })
}
