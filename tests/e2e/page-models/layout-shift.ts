// How much a page has moved under the visitor: the sum of its layout shifts since it loaded, as
// Lighthouse's layout-shift score sums them on a short page.
import type { Page } from '@playwright/test'

/** Shifts within half a second of a tap, click or key are the visitor's own and left out, unless withInput. */
export async function layoutShifts(page: Page, { withInput = false } = {}): Promise<number> {
  return page.evaluate(
    (withInput) =>
      new Promise<number>((done) => {
        new PerformanceObserver((list) => {
          done(
            list
              .getEntries()
              .map((entry) => entry as unknown as { hadRecentInput: boolean; value: number })
              .reduce((sum, entry) => sum + (entry.hadRecentInput && !withInput ? 0 : entry.value), 0),
          )
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => done(0), 500)
      }),
    withInput,
  )
}
