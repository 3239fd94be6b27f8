// Whether the person signed in answers this project's information requests, so that the response
// pages load a request only for them (the others see a login prompt or "not authorized").
import type { QueryClient } from '@tanstack/react-query'
import { projectPageQueries } from '../../../../features/project-page/api/project-page-queries'
import { currentSession } from '../../../../lib/session'

export async function answersFor(queryClient: QueryClient, projectId: string): Promise<boolean> {
  if (!currentSession()) return false
  const { project } = await queryClient.ensureQueryData(projectPageQueries.project(projectId))
  return project.isProponentOrAgent
}
