// Which projects are saved for offline, and when, kept beside the savedProjects table in
// localStorage: a project page reads it at once, so showing "Saved on this device" does not open
// the local database (on a slow phone, opening it is one long task while the page loads). The
// table stays the truth: its writes update this index, and every full read of it rewrites the
// index, so the two cannot disagree for long. No Dexie here: this module is in the page's first load.

/** The name of the app's IndexedDB database (local-db.ts opens it). */
export const LOCAL_DB_NAME = 'registry'

const KEY = 'registry.savedProjects'

/** Project id → when it was saved or last refreshed (ms since 1970). */
export type SavedIndex = Record<string, number>

const listeners = new Set<() => void>()

/** localStorage, or null where the browser refuses it (some private modes throw on access). */
function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

function isSavedIndex(value: unknown): value is SavedIndex {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'number')
}

/** The index, or null when there is none to trust: never written on this device, unreadable, or no localStorage. */
export function readSavedIndex(): SavedIndex | null {
  try {
    const raw = storage()?.getItem(KEY)
    if (raw == null) return null
    const parsed: unknown = JSON.parse(raw)
    return isSavedIndex(parsed) ? parsed : null
  } catch {
    return null
  }
}

/** Writes the index; false when it could not be kept (no localStorage, or full), and then the index is dropped rather than left stale. */
function writeSavedIndex(index: SavedIndex): boolean {
  const store = storage()
  if (!store) return false
  const raw = JSON.stringify(index)
  try {
    if (store.getItem(KEY) === raw) return true
    store.setItem(KEY, raw)
  } catch {
    try {
      store.removeItem(KEY)
    } catch {
      // Nothing more to undo: readers ask the database instead.
    }
    return false
  } finally {
    for (const listener of listeners) listener()
  }
  return true
}

/**
 * Records a save or a refresh. Only an index that exists is updated: with none, projects saved
 * before the index existed may be missing from it, and the next full read of the table writes it whole.
 */
export function noteSaved(projectId: string, savedAt: number): void {
  const index = readSavedIndex()
  if (index) writeSavedIndex({ ...index, [projectId]: savedAt })
}

export function noteRemoved(projectId: string): void {
  const index = readSavedIndex()
  if (index && projectId in index) {
    writeSavedIndex(Object.fromEntries(Object.entries(index).filter(([id]) => id !== projectId)))
  }
}

/** Rewrites the index from every saved project the table holds; false when it could not be kept. */
export function rewriteSavedIndex(saved: readonly { projectId: string; savedAt: number }[]): boolean {
  return writeSavedIndex(Object.fromEntries(saved.map((p) => [p.projectId, p.savedAt])))
}

/** When the project was saved, null when it is not, undefined when the index cannot say. */
export function savedAtInIndex(projectId: string): number | null | undefined {
  const index = readSavedIndex()
  return index ? (index[projectId] ?? null) : undefined
}

/** Calls back when the index changes, in this tab or in another. */
export function subscribeSavedIndex(listener: () => void): () => void {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener()
  }
  globalThis.addEventListener?.('storage', onStorage)
  return () => {
    listeners.delete(listener)
    globalThis.removeEventListener?.('storage', onStorage)
  }
}

/**
 * True when this browser certainly holds no local database, so nothing is saved; false when it
 * has one or cannot say (indexedDB.databases is missing in older browsers). Asking does not open it.
 */
export async function noLocalDatabase(): Promise<boolean> {
  try {
    const databases = await globalThis.indexedDB?.databases?.()
    return databases !== undefined && !databases.some((db) => db.name === LOCAL_DB_NAME)
  } catch {
    return false
  }
}
