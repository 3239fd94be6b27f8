// Query options and calls for My Projects and the follow and hide toggles. The person's list is
// kept on this device at every answer (lib/db/my-projects-lists, private to them) and shown as it
// was last seen when the registry cannot be reached; the local database loads only then and on
// the way back, out of the pages' first download.
import { queryOptions } from '@tanstack/react-query'
import { api, ApiError, expectData, type GetData } from '../../../lib/api-client'
import { currentConnectivity, isAbort } from '../../../lib/connectivity'
import { currentSession } from '../../../lib/session'

export const myProjectsKeys = { all: ['my-projects'] as const }

/** The person's list: the registry's answer now, the one saved on this device (and when), or none at all. */
export type MyProjectsList =
  { from: 'registry'; projects: MyProject[] } | { from: 'device'; projects: MyProject[]; savedAt: number } | { from: 'nowhere'; projects: MyProject[] }

async function listOrSaved(userId: string, signal: AbortSignal): Promise<MyProjectsList> {
  // With no session (the server ended it), the registry would only refuse: the list kept here is shown.
  if (currentConnectivity() === 'online' && currentSession()) {
    try {
      const { projects } = await expectData(api.GET('/api/projects/my', { signal }))
      // Kept for the next time with no connection; a device out of space only loses that.
      void import('../../../lib/db/my-projects-lists').then((lists) => lists.keepMyProjects(userId, projects)).catch(() => undefined)
      return { from: 'registry', projects }
    } catch (error) {
      // The registry answered (its refusal stands), or the page no longer wants the list.
      if (error instanceof ApiError || isAbort(error)) throw error
    }
  }
  const saved = await (await import('../../../lib/db/my-projects-lists')).savedMyProjects(userId)
  return saved ? { from: 'device', projects: saved.projects, savedAt: saved.savedAt } : { from: 'nowhere', projects: [] }
}

export const myProjectsQueries = {
  list: (userId: string) =>
    queryOptions({
      queryKey: [...myProjectsKeys.all, userId] as const,
      queryFn: ({ signal }) => listOrSaved(userId, signal),
    }),
}

export type Toggle = 'follow' | 'unfollow' | 'hide' | 'unhide'

/** Follows, unfollows, hides or unhides a project: "OK", or "KO - reason" (spec §7). */
export function toggleProject(projectId: string, toggle: Toggle) {
  const params = { params: { path: { projectId } } }
  switch (toggle) {
    case 'follow':
      return expectData(api.POST('/api/projects/{projectId}/follow', params))
    case 'unfollow':
      return expectData(api.POST('/api/projects/{projectId}/unfollow', params))
    case 'hide':
      return expectData(api.POST('/api/projects/{projectId}/hide', params))
    case 'unhide':
      return expectData(api.POST('/api/projects/{projectId}/unhide', params))
  }
}

export type MyProject = GetData<'/api/projects/my'>['projects'][number]
