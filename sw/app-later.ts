// The rest of the app, after the first install (src/shared/precache-phases.ts): the files the
// first install did not wait for, fetched a few at a time when the page prepares the device for
// offline use (offline-preparation.ts, on every visit, so an interrupted fetch goes on at the
// next), and answered from their cache first: a file's name changes with its content. One asked
// for before its turn is kept as it goes by. A version's files are dropped when a newer version
// takes over, as the precache drops its own then: never while the version that needs them still runs.
/// <reference lib="webworker" />
import { registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'
import { APP_LATER_CACHE } from '../src/shared/offline-caches'

declare const self: ServiceWorkerGlobalScope

/** Requests at a time: the page the person is using keeps most of the connection. */
const AT_ONCE = 3

/** How many of the files are kept, as they come; resolves to how many were fetched and how many are still missing. */
export type KeepAppFiles = (progress: (done: number, total: number) => void) => Promise<{ fetched: number; missing: number }>

/** Drops what an earlier version kept that this one does not list. */
async function dropOthers(paths: ReadonlySet<string>): Promise<void> {
  const cache = await caches.open(APP_LATER_CACHE)
  for (const request of await cache.keys()) if (!paths.has(new URL(request.url).pathname)) await cache.delete(request)
}

/** urls: the build's files the first install left out, relative to the app's root. Returns what keeps them. */
export function registerAppLater(origin: string, urls: readonly string[]): KeepAppFiles {
  const paths = new Set(urls.map((url) => new URL(url, `${origin}/`).pathname))
  registerRoute(
    ({ url, request }) => url.origin === origin && request.method === 'GET' && paths.has(url.pathname),
    new CacheFirst({ cacheName: APP_LATER_CACHE }),
  )
  self.addEventListener('activate', (event) => event.waitUntil(dropOthers(paths)))

  let filling: Promise<{ fetched: number; missing: number }> | null = null
  const listeners = new Set<(done: number, total: number) => void>()
  let done = 0
  const tell = () => {
    for (const listener of listeners) listener(done, paths.size)
  }
  // One run at a time, whoever asks; each asker hears how far it is.
  return (progress) => {
    listeners.add(progress)
    progress(done, paths.size)
    filling ??= (async () => {
      const cache = await caches.open(APP_LATER_CACHE)
      const kept = new Set((await cache.keys()).map((request) => new URL(request.url).pathname))
      const missing = [...paths].filter((path) => !kept.has(path))
      done = paths.size - missing.length
      tell()
      let fetched = 0
      for (let start = 0; start < missing.length; start += AT_ONCE) {
        await Promise.all(
          missing.slice(start, start + AT_ONCE).map(async (path) => {
            try {
              const response = await fetch(path)
              if (!response.ok) return
              await cache.put(path, response)
              fetched++
              done++
            } catch {
              // No connection now: the page asks again on its next visit.
            }
          }),
        )
        tell()
      }
      return { fetched, missing: paths.size - done }
    })().finally(() => {
      filling = null
      listeners.clear()
    })
    return filling
  }
}
