// Each person's My Projects list as the registry last gave it on this device (table myProjects):
// kept at every answer, read when the registry cannot be reached.
import { localDb } from './local-db'
import type { SavedMyProjects } from './local-db'

export function keepMyProjects(userId: string, projects: SavedMyProjects['projects']): Promise<void> {
  return localDb.myProjects.put({ userId, projects, savedAt: Date.now() }).then(() => undefined)
}

/** The person's list as last kept here, if ever. */
export function savedMyProjects(userId: string): Promise<SavedMyProjects | undefined> {
  return localDb.myProjects.get(userId)
}
