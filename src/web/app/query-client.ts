// The one QueryClient of the app, shared by route loaders (through the router context) and
// components.
import { QueryClient } from '@tanstack/react-query'

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Loaders fetch before a route shows; do not fetch again right away when it mounts.
        staleTime: 30_000,
        retry: 1,
        // Always asked, whatever the browser says about the network: the service worker answers
        // from its cache, the queries fall back to what the device keeps, and the app judges the
        // connection itself (lib/connectivity). TanStack Query's default ('online') held every query
        // and the loaders waiting on them from the browser's offline event until its online event,
        // so a connection lost while the app was open hung pages and the location look-up until a
        // reload (issue 28, docs/decisions/0058).
        networkMode: 'always',
      },
      mutations: { networkMode: 'always' },
    },
  })
}
