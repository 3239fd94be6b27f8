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
      },
    },
  })
}
