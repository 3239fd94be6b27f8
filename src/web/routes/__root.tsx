// The root route: the app layout around every page, the development banner, and the pages for
// unknown addresses and for errors.
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import type { RouterContext } from '../app/router-context'
import { AppLayout } from '../components/layout/app-layout'
import { siteQueries } from '../features/site/api/site-queries'
import { DevBanner } from '../features/site/components/dev-banner'
import { ErrorPage } from '../features/site/components/error-page'
import { NotFoundPage } from '../features/site/components/not-found-page'
import { Toaster } from '../components/ui/toast'
import { UpdatePrompt } from '../features/site/components/update-prompt'
import { OfflineIndicator } from '../components/layout/offline-indicator'
import { addCatalog } from '../lib/i18n'
import { useSession } from '../lib/session'
import { AccountMenu } from '../features/accounts/components/account-menu'
import { SessionWatcher } from '../features/accounts/components/session-watcher'
import { YearlyPrompt } from '../features/accounts/components/yearly-prompt'

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context, location }) => {
    // Start asking early, but never wait: the banner is not worth holding up a page.
    void context.queryClient.prefetchQuery(siteQueries.deployment())
    // Every page but the home page shows messages of the pages' catalog, kept out of the app's own
    // download (lib/catalogs.ts). Here, not in a loader: the root's loader would not run again
    // before the next page is drawn, its beforeLoad does (and on a link's hover, to preload).
    if (location.pathname !== '/') await addCatalog('pages')
  },
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
})

function RootLayout() {
  const session = useSession()
  return (
    <AppLayout
      banner={
        <>
          <DevBanner />
          <OfflineIndicator />
        </>
      }
      account={session ? <AccountMenu user={session.user} /> : undefined}
    >
      <Outlet />
      <SessionWatcher />
      <YearlyPrompt />
      <Toaster />
      <UpdatePrompt />
    </AppLayout>
  )
}
