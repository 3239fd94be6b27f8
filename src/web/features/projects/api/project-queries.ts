// Query options for the project search: one key per search, shared by the home page's list and map.
import { queryOptions } from '@tanstack/react-query'
import { api, expectData, type GetData } from '../../../lib/api-client'
import type { paths } from '../../../../../openapi/schema'
import { toSearchQuery } from '../search-state'
import type { HomeSearch } from '../search-state'

type SearchApiQuery = NonNullable<paths['/api/projects/search']['get']['parameters']['query']>

export const projectKeys = {
  all: ['projects'] as const,
  searches: () => [...projectKeys.all, 'search'] as const,
  search: (search: HomeSearch) => [...projectKeys.searches(), search] as const,
  documents: (q: string, lang: 'en' | 'fr') => [...projectKeys.all, 'documents', q, lang] as const,
}

export const projectQueries = {
  /** At most 500 projects, newest number first, with the total and the count per district. */
  search: (search: HomeSearch) =>
    queryOptions({
      queryKey: projectKeys.search(search),
      queryFn: ({ signal }) => expectData(api.GET('/api/projects/search', { params: { query: toSearchQuery(search) as SearchApiQuery }, signal })),
    }),
  /** Published documents whose text has every word, best first, under their projects. */
  documents: (q: string, lang: 'en' | 'fr') =>
    queryOptions({
      queryKey: projectKeys.documents(q, lang),
      queryFn: ({ signal }) => expectData(api.GET('/api/document-search', { params: { query: { q, lang } }, signal })),
    }),
}

export type ProjectSearchResult = GetData<'/api/projects/search'>
export type ProjectSummary = ProjectSearchResult['projects'][number]
export type DocumentSearchResult = GetData<'/api/document-search'>
