// An answer page opened with no connection: its data is the person's own (their request, their
// project as they see it), which no shared cache holds, so each answer draft keeps the page's
// answers as last read, and a page that cannot reach the registry puts them back for the person
// signed in, whose keys they carry.
import type { QueryClient } from '@tanstack/react-query'
import { formDraftsStore } from '../../lib/db/form-drafts-store'
import type { KeptAnswer } from '../../lib/db/form-drafts-store'
import { currentSession } from '../../lib/session'

/** What a page read for these queries, to keep with its answer draft. */
export function keptQueries(queryClient: QueryClient, queries: readonly { queryKey: readonly unknown[] }[]): KeptAnswer[] {
  return queries.flatMap(({ queryKey }) => {
    const data = queryClient.getQueryData(queryKey)
    return data === undefined ? [] : [{ key: queryKey, data }]
  })
}

/** Puts back the pages kept with the signed-in person's answer drafts of a project; whether there were any. */
export async function restoreKeptAnswerPages(queryClient: QueryClient, projectId: string): Promise<boolean> {
  const userId = currentSession()?.user.userId
  if (!userId) return false
  const drafts = (await formDraftsStore.listOf(userId)).filter((draft) => draft.projectId === projectId && draft.page?.length)
  for (const { key, data } of drafts.flatMap((draft) => draft.page ?? [])) {
    if (queryClient.getQueryData(key) === undefined) queryClient.setQueryData(key, data)
  }
  return drafts.length > 0
}
