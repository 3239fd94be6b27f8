// "Save for offline" loads after the project page shows: it brings the local database (Dexie,
// about 30 KB compressed), which the page's first screen does not need. Until then nothing shows,
// as while the button reads the local database.
import { lazy } from 'react'

export const SaveForOffline = lazy(() => import('./save-for-offline').then((module) => ({ default: module.SaveForOffline })))
