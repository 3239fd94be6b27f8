// Loading the project a page is about. A project that does not exist, or that the visitor may not
// see, sends them home with the spec's message ("Project … was not found, or you lack sufficient
// authorization to view it"). With no connection, the person's answer pages kept with their
// answer drafts open from this device.
import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { UUID_PATTERN } from '../../shared/schemas/project'
import { ApiError } from '../lib/api-client'
import { projectPageQueries } from '../features/project-page/api/project-page-queries'
import { restoreKeptAnswerPages } from '../features/information-responses/kept-answer-pages'

const home = () => redirect({ to: '/', state: { projectNotFound: {} }, replace: true })

export async function ensureVisibleProject(queryClient: QueryClient, projectId: string): Promise<void> {
  if (!UUID_PATTERN.test(projectId)) throw home()
  try {
    await queryClient.ensureQueryData(projectPageQueries.project(projectId))
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw home()
    if (error instanceof TypeError && (await restoreKeptAnswerPages(queryClient, projectId))) return
    throw error
  }
}
