// Names of the Cache Storage caches that both the service worker and the web app open: the worker
// answers from them, the app fills one (saved projects) and searches both with no connection.

/** Public reference data (shared/public-reference-data), stale while it revalidates, the same for everyone. */
export const REFERENCE_DATA_CACHE = 'reference-data'

/** Project pages' answers and searches the service worker kept as they went by (network first). */
export const PROJECT_DATA_CACHE = 'project-data'

/**
 * Everything a visitor saved for offline: the project's answers and its public documents, each
 * fetched without a session. Only the app writes here; the worker only reads.
 */
export const SAVED_PROJECTS_CACHE = 'saved-projects'

/**
 * The app's files the service worker's first install did not wait for (src/shared/precache-phases.ts),
 * fetched once it controls a page, as the page prepares the device for offline use on every visit
 * (src/shared/offline-preparation.ts): only those still missing are fetched.
 */
export const APP_LATER_CACHE = 'app-later'
