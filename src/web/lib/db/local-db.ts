// The app's IndexedDB database, "registry", through Dexie (the only place Dexie is imported, with
// saved-projects.ts beside it). It owns the schema versions: they are only ever appended, so a
// device that skipped releases upgrades through each in turn. Version 1: projects saved for offline.
import Dexie from 'dexie'
import type { EntityTable } from 'dexie'
import type { ProjectDetail } from '../../../shared/schemas/project'

/** A project saved for offline. Its answers and documents live in the saved-projects cache under `paths`. */
export interface SavedProject {
  projectId: string
  projectNumber: string | null
  title: string
  proponentName: string
  /** The project as the public sees it, for the saved list and the offline search. */
  project: ProjectDetail
  /** The addresses (answers and documents) kept for it in the saved-projects cache. */
  paths: string[]
  documentCount: number
  /** What its answers and documents take, in bytes. */
  bytes: number
  /** When it was saved or last refreshed (ms since 1970). */
  savedAt: number
  /** When the server made the project's answer (its Date): older than savedAt when a copy answered. */
  fetchedAt: number
}

export class RegistryDatabase extends Dexie {
  savedProjects!: EntityTable<SavedProject, 'projectId'>

  constructor(name = 'registry') {
    super(name)
    this.version(1).stores({ savedProjects: 'projectId, savedAt' })
  }
}

export const localDb = new RegistryDatabase()

/**
 * Whether a failed write ran out of storage. Dexie reports IndexedDB's QuotaExceededError inside
 * an AbortError (its `inner`); Cache Storage rejects with the DOMException itself.
 */
export function isQuotaError(error: unknown): boolean {
  for (let e = error, depth = 0; typeof e === 'object' && e !== null && depth < 4; e = (e as { inner?: unknown }).inner, depth++) {
    if ((e as { name?: unknown }).name === 'QuotaExceededError') return true
  }
  return false
}
