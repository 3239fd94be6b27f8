// Query options for facts about this deployment: its public address and whether it is the
// production site (the development banner shows everywhere else).
import { queryOptions } from '@tanstack/react-query'
import { api, expectData } from '../../../lib/api-client'

export const siteKeys = {
  all: ['site'] as const,
  deployment: () => [...siteKeys.all, 'deployment'] as const,
}

export const siteQueries = {
  deployment: () =>
    queryOptions({
      queryKey: siteKeys.deployment(),
      queryFn: ({ signal }) => expectData(api.GET('/api/projects/public-base-url', { signal })),
      // It does not change while the app runs.
      staleTime: Infinity,
      gcTime: Infinity,
    }),
}
