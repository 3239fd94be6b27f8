// The statistics' figures for a period: public and the same for everyone (the service worker keeps
// each period's last answer for a visit with no connection, shared/public-reference-data).
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api, expectData } from '../../../lib/api-client'

export const statisticsQueries = {
  period: (period: string) =>
    queryOptions({
      queryKey: ['statistics', period],
      queryFn: ({ signal }) => expectData(api.GET('/api/project-reports/data', { params: { query: { period } }, signal })),
      // The old period's figures stay on screen, marked as loading, until the new ones arrive.
      placeholderData: keepPreviousData,
      staleTime: 5 * 60_000,
    }),
}
