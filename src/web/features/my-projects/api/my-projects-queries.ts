// Query options and calls for My Projects and the follow and hide toggles.
import { queryOptions } from '@tanstack/react-query'
import { api, expectData, type GetData } from '../../../lib/api-client'

export const myProjectsKeys = { all: ['my-projects'] as const }

export const myProjectsQueries = {
  list: () =>
    queryOptions({
      queryKey: myProjectsKeys.all,
      queryFn: ({ signal }) => expectData(api.GET('/api/projects/my', { signal })),
      select: (data) => data.projects,
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
