// Public reference data (shared/public-reference-data) kept by the worker when the page prepares
// the device for offline use: a page opened before the worker controlled it (a first visit) asked
// for its lists without it, so they would not be kept; with them all kept, the forms' checklists
// and the location look-up work with no connection from the first visit, whoever is signed in.
// Fetched without a session, straight from the network (a worker's own requests do not go through
// its routes), so a refresh asked for is a fresh copy.
import { REFERENCE_DATA_CACHE } from '../src/shared/offline-caches'

/**
 * Keeps these answers: those missing, or all of them again when `again`. Says how many are kept as
 * they come; resolves to how many were fetched and how many are still missing (no connection now:
 * they are fetched when next asked for).
 */
export async function keepReferenceData(
  paths: readonly string[],
  again: boolean,
  progress: (done: number) => void,
): Promise<{ fetched: number; missing: number }> {
  const cache = await caches.open(REFERENCE_DATA_CACHE)
  let done = 0
  let fetched = 0
  await Promise.all(
    paths.map(async (path) => {
      try {
        if (again || !(await cache.match(path))) {
          await cache.add(path)
          fetched++
        }
        progress(++done)
      } catch {
        // Still missing, unless an earlier copy is kept: that one serves until the next refresh.
        if (await cache.match(path)) progress(++done)
      }
    }),
  )
  return { fetched, missing: paths.length - done }
}
