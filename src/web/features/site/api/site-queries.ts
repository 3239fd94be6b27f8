// Query options for facts about this deployment: its public address and whether it is the
// production site (the development banner shows everywhere else).
import { queryOptions } from '@tanstack/react-query'
import { api, expectData } from '../../../lib/api-client'

export const siteKeys = {
  all: ['site'] as const,
  deployment: () => [...siteKeys.all, 'deployment'] as const,
  message: () => [...siteKeys.all, 'message'] as const,
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
  /** The message the registry shows visitors on the home page, if any. */
  message: () =>
    queryOptions({
      queryKey: siteKeys.message(),
      queryFn: ({ signal }) => expectData(api.GET('/api/site-management/public-display-message', { signal })),
      select: (data) => data.message,
    }),
}
