// Public reference data (shared/public-reference-data) fetched by a worker as it starts: a page
// opened before the worker controlled it (a first visit) asked for its lists without it, so they
// would not be kept; with them all kept, the forms' checklists and the location look-up work with
// no connection from the first visit, whoever is signed in. Fetched without a session.
import { PUBLIC_REFERENCE_DATA } from '../src/shared/public-reference-data'
import { REFERENCE_DATA_CACHE } from '../src/shared/offline-caches'

export async function keepReferenceData(): Promise<void> {
  const cache = await caches.open(REFERENCE_DATA_CACHE)
  // One that fails (no connection now) is fetched when next asked for.
  await Promise.all(PUBLIC_REFERENCE_DATA.map((path) => cache.add(path).catch(() => undefined)))
}
