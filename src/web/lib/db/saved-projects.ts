// Reading and writing the savedProjects table, and hooks that follow it live (a save in one tab
// shows in the others). The files themselves are in Cache Storage; see features/saved-projects.
// Every write and every full read also keeps the saved index (saved-index.ts) in step.
import { liveQuery } from 'dexie'
import { useLiveQuery } from 'dexie-react-hooks'
import { localDb } from './local-db'
import type { SavedProject } from './local-db'
import { noteRemoved, noteSaved, rewriteSavedIndex } from './saved-index'

export type { SavedProject }

export const savedProjectsTable = {
  get: (projectId: string) => localDb.savedProjects.get(projectId),
  /** Newest save first. */
  list: async () => {
    const saved = await localDb.savedProjects.orderBy('savedAt').reverse().toArray()
    rewriteSavedIndex(saved)
    return saved
  },
  count: () => localDb.savedProjects.count(),
  put: async (saved: SavedProject) => {
    await localDb.savedProjects.put(saved)
    noteSaved(saved.projectId, saved.savedAt)
  },
  delete: async (projectId: string) => {
    await localDb.savedProjects.delete(projectId)
    noteRemoved(projectId)
  },
}

/**
 * Follows when a project was saved (null: not saved) straight from the table, for browsers where
 * the saved index cannot be kept; rewrites the index on the way, for when it can. Returns the stop.
 */
export function watchSavedAt(projectId: string, onChange: (savedAt: number | null) => void): () => void {
  void savedProjectsTable.list().catch(() => undefined)
  const subscription = liveQuery(() => savedProjectsTable.get(projectId)).subscribe({
    next: (saved) => onChange(saved?.savedAt ?? null),
    error: () => onChange(null),
  })
  return () => subscription.unsubscribe()
}

/** Every saved project, newest save first; undefined while reading. */
export function useSavedProjects(): SavedProject[] | undefined {
  return useLiveQuery(() => savedProjectsTable.list(), [])
}
