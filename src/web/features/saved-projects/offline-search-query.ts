// The query of the offline search, for the home page. The search itself is imported only when the
// registry cannot be reached, so the home page does not download it (or Dexie) up front.
import { queryOptions } from '@tanstack/react-query'

export const offlineSearchQueries = {
  /** query: the search API's query for the home page's search. */
  search: (query: Record<string, string>) =>
    queryOptions({
      queryKey: ['offline-search', query] as const,
      queryFn: async () => (await import('./offline-search')).searchDevice(query),
      // What the device holds changes as projects are saved and browsed.
      staleTime: 0,
    }),
}
