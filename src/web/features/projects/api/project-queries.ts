// Query options for projects: one key factory and one options object per read, shared by route
// loaders (ensureQueryData) and components (useSuspenseQuery).
import { queryOptions } from '@tanstack/react-query'
import { api, expectData, type GetData } from '../../../lib/api-client'

export interface ProjectSearchParams {
  /** How many of the newest projects to return; every match when absent. */
  limit?: number
}

export const projectKeys = {
  all: ['projects'] as const,
  searches: () => [...projectKeys.all, 'search'] as const,
  search: (params: ProjectSearchParams) => [...projectKeys.searches(), params] as const,
}

export const projectQueries = {
  /** Projects sorted by project number, newest first, with the total count of matches. */
  search: (params: ProjectSearchParams) =>
    queryOptions({
      queryKey: projectKeys.search(params),
      queryFn: ({ signal }) =>
        expectData(
          api.GET('/api/projects/search', {
            params: { query: params.limit === undefined ? {} : { limit: String(params.limit) } },
            signal,
          }),
        ),
    }),
}

export type ProjectSearchResult = GetData<'/api/projects/search'>
export type ProjectSummary = ProjectSearchResult['projects'][number]
