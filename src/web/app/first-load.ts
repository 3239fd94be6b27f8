// The first screen is drawn once, complete: before the app first renders, the page's loaders run and
// the requests they start settle (the server has named most of them in the page's HTML, so they are
// usually in before the app's code is). Drawn in pieces instead, the page laid itself out again for
// each piece, and those long tasks held up the visitor's first tap on a slow phone.
import type { QueryClient } from '@tanstack/react-query'
import type { AppRouter } from './router'

/** How long a slow answer may hold up the first screen; after that it shows as loading, as later pages do. */
export const FIRST_SCREEN_WAIT_MS = 1000

function requestsSettled(queryClient: QueryClient): Promise<void> {
  if (queryClient.isFetching() === 0) return Promise.resolve()
  return new Promise((settled) => {
    const stop = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return
      stop()
      settled()
    })
  })
}

export async function loadFirstScreen(router: AppRouter, queryClient: QueryClient): Promise<void> {
  const loaded = router
    .load()
    .catch(() => undefined) // the page's error component says what went wrong
    .then(() => requestsSettled(queryClient))
  let timer: ReturnType<typeof setTimeout> | undefined
  await Promise.race([loaded, new Promise((late) => (timer = setTimeout(late, FIRST_SCREEN_WAIT_MS)))])
  clearTimeout(timer)
}
