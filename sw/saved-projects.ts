// Projects saved for offline, in the service worker: the page fills SAVED_PROJECTS_CACHE with a
// project's answers and public documents, all fetched without a session; the worker only reads it.
// It answers when nothing else can (a project's data with no connection and no copy kept while
// browsing), and first for documents, so that a saved document opens at once on a slow link.
import type { WorkboxPlugin } from 'workbox-core'
import { registerRoute } from 'workbox-routing'
import { NetworkOnly } from 'workbox-strategies'
import { SAVED_PROJECTS_CACHE } from '../src/shared/offline-caches'
import { isProjectData, publicUploadPath } from './cache-rules'
import { restoreKeptAnswer } from './stored-answers'

// What the page saved was asked for without a session, so it is public: any visitor may have it,
// whatever their request's Vary headers name.
const savedCopy = (url: string) => caches.match(url, { cacheName: SAVED_PROJECTS_CACHE, ignoreVary: true })

/** A saved project's answer, in today's shape however long ago it was saved. */
const savedAnswer = async (url: string) => {
  const saved = await savedCopy(url)
  return saved && restoreKeptAnswer(url, saved)
}

/** For the project data route: with no connection and no kept copy, the saved copy. */
export const savedProjectFallback: WorkboxPlugin = {
  handlerDidError: ({ request }) => savedAnswer(request.url),
}

export function registerSavedProjectRoutes(origin: string): void {
  // A signed-in visitor's reads are never kept, but what they saved still opens with no connection.
  registerRoute(
    ({ url, request }) => url.origin === origin && request.method === 'GET' && request.headers.has('Authorization') && isProjectData(url.pathname),
    new NetworkOnly({ plugins: [savedProjectFallback] }),
  )
  // Files are never kept on the way through (documents on demand); a saved one answers for its
  // public address and for links that carry a session token instead of "public".
  registerRoute(
    ({ url, request }) => url.origin === origin && request.method === 'GET' && publicUploadPath(url.pathname) !== null,
    async ({ url, request }) => (await savedCopy(new URL(publicUploadPath(url.pathname)!, origin).href)) ?? fetch(request),
  )
}
