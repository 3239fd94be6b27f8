// "Save for offline" loads after the project page shows, which the page's first screen does not
// need; the local database (Dexie, about 30 KB compressed) loads later still, on a save. Until the
// button loads, nothing shows.
import { lazy } from 'react'

export const SaveForOffline = lazy(() => import('./save-for-offline').then((module) => ({ default: module.SaveForOffline })))
