// The service worker: the app shell and what a person drafting in the field needs precached by the
// first install, the rest of the app and the reference data fetched when the page prepares the
// device for offline use (offline-preparation.ts), so every page of the app opens offline; reference data served from cache while it refreshes; project
// pages' data from the network, or from the cache (with the time it was fetched) when there is none. Nothing sent with a session token is
// ever cached: private data stays out of the shared cache.
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import type { PrecacheEntry } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies'
import { isProjectData, isPublicFigures, isReferenceData } from './cache-rules'
import { registerAppLater } from './app-later'
import { registerMapTileRoute } from './map-tiles'
import { registerOfflinePreparation } from './offline-preparation'
import { registerSavedProjectRoutes, savedProjectFallback } from './saved-projects'
import { restoreKeptAnswers } from './stored-answers'
import { PROJECT_DATA_CACHE, REFERENCE_DATA_CACHE } from '../src/shared/offline-caches'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] }

/** The build's files; `later`: one the first install does not wait for (vite.config.ts). */
const build = self.__WB_MANIFEST as (PrecacheEntry & { later?: boolean })[]

cleanupOutdatedCaches()
precacheAndRoute(build.filter((entry) => !entry.later))
registerOfflinePreparation(
  registerAppLater(
    self.location.origin,
    build.filter((entry) => entry.later).map((entry) => entry.url),
  ),
)
// Every address of the app opens the shell offline; the API is never answered with it.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }))

const anonymous = (request: Request) => request.method === 'GET' && !request.headers.has('Authorization')

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && anonymous(request) && isReferenceData(url.pathname),
  new StaleWhileRevalidate({ cacheName: REFERENCE_DATA_CACHE }),
)

// The statistics of each period asked for, for a visit with no connection; fresh when online.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && anonymous(request) && isPublicFigures(url.pathname),
  new NetworkFirst({ cacheName: REFERENCE_DATA_CACHE, networkTimeoutSeconds: 6 }),
)

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && anonymous(request) && isProjectData(url.pathname),
  new NetworkFirst({
    cacheName: PROJECT_DATA_CACHE,
    networkTimeoutSeconds: 6,
    plugins: [new ExpirationPlugin({ maxEntries: 3000, maxAgeSeconds: 60 * 24 * 3600 }), restoreKeptAnswers, savedProjectFallback],
  }),
)

registerMapTileRoute(self.location.origin)
registerSavedProjectRoutes(self.location.origin)

// A new version waits until the visitor chooses to reload (the app asks them).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})
// The first install takes the page that installed it at once, so a reload with no connection
// opens the app. Taking pages is no skipWaiting: a new version still waits for the visitor's
// Reload, and pages the old one controls move to the new one only then, as they would anyway;
// only pages nobody controls (the first visit's) are taken.
clientsClaim()
