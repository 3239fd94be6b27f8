// Reading and writing the savedProjects table, and hooks that follow it live (a save in one tab
// shows in the others). The files themselves are in Cache Storage; see features/saved-projects.
import { useLiveQuery } from 'dexie-react-hooks'
import { localDb } from './local-db'
import type { SavedProject } from './local-db'

export type { SavedProject }

export const savedProjectsTable = {
  get: (projectId: string) => localDb.savedProjects.get(projectId),
  /** Newest save first. */
  list: () => localDb.savedProjects.orderBy('savedAt').reverse().toArray(),
  count: () => localDb.savedProjects.count(),
  put: (saved: SavedProject) => localDb.savedProjects.put(saved),
  delete: (projectId: string) => localDb.savedProjects.delete(projectId),
}

/** The saved copy of a project: undefined while reading, null when it is not saved. */
export function useSavedProject(projectId: string): SavedProject | null | undefined {
  return useLiveQuery(async () => (await savedProjectsTable.get(projectId)) ?? null, [projectId])
}

/** Every saved project, newest save first; undefined while reading. */
export function useSavedProjects(): SavedProject[] | undefined {
  return useLiveQuery(() => savedProjectsTable.list(), [])
}
