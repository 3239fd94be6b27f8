// Loading the project a page is about. A project that does not exist, or that the visitor may not
// see, sends them home with the spec's message ("Project … was not found, or you lack sufficient
// authorization to view it"). With no connection, the person's answer pages kept with their
// answer drafts open from this device.
import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { UUID_PATTERN } from '../../shared/schemas/project'
import { ApiError } from '../lib/api-client'
import { projectPageQueries } from '../features/project-page/api/project-page-queries'

/** The answer pages kept on this device; false also when their code cannot load (no service worker yet). */
async function restoreKeptAnswers(queryClient: QueryClient, projectId: string): Promise<boolean> {
  const kept = await import('../features/information-responses/kept-answer-pages').catch(() => undefined)
  return kept ? kept.restoreKeptAnswerPages(queryClient, projectId) : false
}

const home = () => redirect({ to: '/', state: { projectNotFound: {} }, replace: true })

export async function ensureVisibleProject(queryClient: QueryClient, projectId: string): Promise<void> {
  if (!UUID_PATTERN.test(projectId)) throw home()
  try {
    await queryClient.ensureQueryData(projectPageQueries.project(projectId))
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw home()
    // Imported only here, with no connection: it reads the local database, whose code (Dexie) would
    // otherwise be in every page's first download.
    if (error instanceof TypeError && (await restoreKeptAnswers(queryClient, projectId))) return
    throw error
  }
}
