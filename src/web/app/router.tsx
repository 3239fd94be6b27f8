// The router: the generated route tree, the query client in its context, and the pages shown
// while loading, when nothing matches, or when a page fails (inside the site's layout).
import type { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { ErrorPage } from '../features/site/components/error-page'
import { routeTree } from '../route-tree.gen'

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    // Links preload their route's data on hover or focus; the query cache decides freshness.
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // A page's error shows in the layout's main region, the header and navigation still there.
    defaultErrorComponent: ErrorPage,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}

/** What a page can pass to the next through navigation state. */
declare module '@tanstack/history' {
  interface HistoryState {
    /** The visitor was sent home from a project they cannot see (by number when they gave one). */
    projectNotFound?: { projectNumber?: string }
    /** A message for the account screen the visitor was sent to. */
    accountNotice?: 'expired-confirmation' | 'expired-reset' | 'expired-create' | 'invalid-link' | 'confirmation-problem' | 'login-required'
    /** The address the "check your inbox" page names. */
    registeredEmail?: string
    /** An earlier placer submission a new placer proposal starts from (before-you-begin step 3). */
    placerPrefill?: { fromProjectId: string; form1: string }
    /** The project summary's Add a Comment: the Comments tab opens its form at once. */
    openCommentForm?: boolean
    /** A proposal just submitted, for My Projects to say so. */
    proposalSubmitted?: { projectNumber: string; title: string }
    /** A draft just deleted, for My Projects to say so. */
    draftDeleted?: { title: string }
    /** The message of a draft's first save, shown again on the edit address it moved to. */
    draftSaved?: { outcome: string; error: string | null }
    /** An answer to an information request just submitted, for the Documents tab to say so with the review deadline. */
    responseSubmitted?: { number: number; reviewDeadline: string | null }
  }
}
