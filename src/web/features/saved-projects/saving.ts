// Saving a project for offline, refreshing it and removing it. The answers and files go into the
// saved-projects cache under the addresses the app asks for, so the service worker answers the
// project's pages and document links from it with no connection; the savedProjects table lists
// them. Everything is fetched without a session: only what the public may see is saved, and
// nothing private lands in storage that any visitor of this browser can read.
import type { ProjectDetail } from '../../../shared/schemas/project'
import { SAVED_PROJECTS_CACHE } from '../../../shared/offline-caches'
import { isQuotaError } from '../../lib/db/local-db'
import { savedProjectsTable } from '../../lib/db/saved-projects'
import type { SavedProject } from '../../lib/db/saved-projects'
import { uploadUrl } from '../../lib/downloads'
import { linkedPaths, projectPath, tabPaths, uploadIds } from './save-plan'

export type SaveFailure = 'quota' | 'unreachable' | 'not-public' | 'failed'

export class SaveError extends Error {
  readonly reason: SaveFailure
  constructor(reason: SaveFailure, cause?: unknown) {
    super(`Saving for offline failed: ${reason}`, { cause })
    this.name = 'SaveError'
    this.reason = reason
  }
}

export interface SaveProgress {
  done: number
  /** Grows as answers name more pages and files. */
  total: number
}

/** Fetches at once: enough to fill a link, few enough to leave room for the page itself. */
const PARALLEL = 4

/** Runs for each item, a few at a time; on a failure, starts no more and throws it once all have stopped. */
async function inParallel<T>(items: T[], run: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  let failure: { error: unknown } | undefined
  const worker = async () => {
    while (!failure && next < items.length) {
      try {
        await run(items[next++]!)
      } catch (error) {
        failure ??= { error }
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker))
  if (failure) throw failure.error
}

/**
 * Fetches an address as the public and keeps the answer; null when the registry refuses it (a
 * page or file the public may not see). openapi-fetch is not used: the cache needs the answer as
 * it came, with the server's Date, which the page reads to say how old a saved copy is.
 */
async function fetchAndKeep(cache: Cache, path: string): Promise<{ bytes: number; blob: Blob; date: string | null } | null> {
  let response: Response
  try {
    response = await fetch(path, { credentials: 'omit', headers: { Accept: path.startsWith('/api/uploads/') ? '*/*' : 'application/json' } })
  } catch (error) {
    throw new SaveError('unreachable', error)
  }
  if (!response.ok) return null
  const blob = await response.blob()
  const headers = new Headers(response.headers)
  // The kept copy is whole and already decoded: a reader asking for part of it gets all of it, and
  // a proxy's compression must not be undone twice.
  headers.delete('Accept-Ranges')
  headers.delete('Content-Encoding')
  headers.set('Content-Length', String(blob.size))
  await cache.put(path, new Response(blob, { status: 200, statusText: 'OK', headers }))
  return { bytes: blob.size, blob, date: response.headers.get('Date') }
}

const readJson = async (blob: Blob): Promise<unknown> => JSON.parse(await blob.text()) as unknown

async function otherSavedPaths(projectId: string): Promise<Set<string>> {
  return new Set((await savedProjectsTable.list()).filter((p) => p.projectId !== projectId).flatMap((p) => p.paths))
}

async function forget(cache: Cache, paths: Iterable<string>, keep: Set<string>): Promise<void> {
  await Promise.all([...paths].filter((path) => !keep.has(path)).map((path) => cache.delete(path)))
}

/** Saves a project, or refreshes its saved copy: the copy is whole or, on failure, what it was. */
export async function saveProject(projectId: string, onProgress: (progress: SaveProgress) => void = () => undefined): Promise<SavedProject> {
  const previous = await savedProjectsTable.get(projectId)
  // The browser may otherwise clear saved projects when space runs short.
  if (!previous && (await savedProjectsTable.count()) === 0) void navigator.storage?.persist?.().catch(() => false)
  const cache = await caches.open(SAVED_PROJECTS_CACHE)
  const kept = new Set<string>()
  const progress = { done: 0, total: 1 }
  let bytes = 0
  let documentCount = 0

  const keep = async (path: string) => {
    const answer = await fetchAndKeep(cache, path)
    progress.done++
    onProgress({ ...progress })
    if (!answer) return null
    kept.add(path)
    bytes += answer.bytes
    return answer
  }
  const keepAll = async (paths: string[], then: (path: string, blob: Blob) => Promise<void>) => {
    const fresh = [...new Set(paths)].filter((path) => !kept.has(path))
    progress.total += fresh.length
    onProgress({ ...progress })
    await inParallel(fresh, async (path) => {
      const answer = await keep(path)
      if (answer) await then(path, answer.blob)
    })
  }

  try {
    const own = await keep(projectPath(projectId))
    if (!own) throw new SaveError('not-public')
    const { project } = (await readJson(own.blob)) as { project: ProjectDetail }
    const files = new Set<string>()
    const linked: string[] = []
    const read = async (path: string, blob: Blob) => {
      const body = await readJson(blob)
      for (const id of uploadIds(body)) files.add(id)
      linked.push(...linkedPaths(projectId, path, body))
    }
    await read(projectPath(projectId), own.blob)
    await keepAll(tabPaths(project), read)
    await keepAll(linked, read)
    // A file never changes under its id: on a refresh the worker answers those already saved from
    // the saved copy, and only new ones come over the network.
    await keepAll(
      [...files].map((id) => uploadUrl(id)),
      async () => void documentCount++,
    )

    const saved: SavedProject = {
      projectId,
      projectNumber: project.projectNumber,
      title: project.title,
      proponentName: project.proponentName,
      project,
      paths: [...kept],
      documentCount,
      bytes,
      savedAt: Date.now(),
      fetchedAt: Date.parse(own.date ?? '') || Date.now(),
    }
    await savedProjectsTable.put(saved)
    // What the project no longer has (a document taken down) goes.
    await forget(cache, previous?.paths ?? [], new Set([...kept, ...(await otherSavedPaths(projectId))]))
    return saved
  } catch (error) {
    // Leave no half copy: what this attempt added goes, what was saved before stays.
    await forget(cache, kept, new Set([...(previous?.paths ?? []), ...(await otherSavedPaths(projectId))])).catch(() => undefined)
    if (error instanceof SaveError) throw error
    throw new SaveError(isQuotaError(error) ? 'quota' : 'failed', error)
  }
}

export async function removeSavedProject(projectId: string): Promise<void> {
  const saved = await savedProjectsTable.get(projectId)
  if (!saved) return
  // Files first: the list drops the project only once nothing of it is left.
  await forget(await caches.open(SAVED_PROJECTS_CACHE), saved.paths, await otherSavedPaths(projectId))
  await savedProjectsTable.delete(projectId)
}
