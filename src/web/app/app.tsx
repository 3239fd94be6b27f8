// The whole app: providers around the router.
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { i18n } from '../lib/i18n'
import { onUserChange } from '../lib/session'
import type { AppRouter } from './router'

/** router and queryClient: made once by main.tsx, which loads the first page before rendering. */
export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  // What was read as one user (roles, private documents, My Projects) is not shown to the next:
  // the cache is emptied and the next page loads what it needs as the new user. (Not a refetch
  // of what is on screen: after logging out that page is about to go; and not
  // router.invalidate(): the session often changes inside a loader, such as the confirmation
  // link's, which must not run twice.)
  useEffect(() => onUserChange(() => queryClient.clear()), [queryClient])
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>
  )
}
