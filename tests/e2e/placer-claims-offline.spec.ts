// Placer claims found with no connection (issue 19, decision 0044), on a tablet: the placer form
// opened once online keeps the claims layer on the device, and in camp with no signal the claims
// typed (a range and a number the layer does not hold) are found there, drawn on the map and the
// missing one listed, as online; a device that never had a connection while the form was open says
// that the claims need one first, and finds them once it returns.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { GeneralFormPage } from './page-models/general-form'
import { PlacerFormPage } from './page-models/placer-form'
import { NO_NETWORK } from './persistent-browser'
import { controlledByServiceWorker } from './page-models/app-shell'

test.use({ serviceWorkers: 'allow', allowedConsoleErrors: [NO_NETWORK] })

/** The demo claims layer: 60 claims in each of the 15 placer areas. */
const DEMO_CLAIMS = 900

async function openPlacerForm(page: Page) {
  await page.goto('/project/add-placer-proposal')
  await controlledByServiceWorker(page)
  // Opened once more with the worker in charge, which keeps the form's pages and catalogue for use offline.
  await page.reload()
  const placer = new PlacerFormPage(page)
  await expect(placer.heading).toHaveText('Part 1 Proponent details')
  return placer
}

test('claims typed with no connection are found on the device, drawn, and the missing one listed @tablet', async ({ page, context, people }) => {
  test.setTimeout(120_000)
  await people.newAccount({ firstName: 'Prospector', confirmIn: page })
  const placer = await openPlacerForm(page)
  await expect.poll(() => placer.keptClaims(), { timeout: 20_000 }).toBe(DEMO_CLAIMS)

  await context.setOffline(true)
  await page.reload()
  await expect(placer.heading).toHaveText('Part 1 Proponent details')
  await new GeneralFormPage(page).jumpTo(3)
  await expect(placer.heading).toHaveText('Part 3 Location by claims')
  await placer.findDemoClaims()
})

test('with no connection and no claims kept, the form says they need one connection first, and finds them when it returns @tablet', async ({
  page,
  context,
  people,
}) => {
  test.setTimeout(120_000)
  // The layer cannot be fetched while the device is online, as the login prepares it for offline
  // use or as the form opens (as when the signal dropped first).
  await page.route('**/api/geo/placer-claims', (route) => (route.request().method() === 'GET' ? route.abort('internetdisconnected') : route.fallback()))
  await people.newAccount({ firstName: 'Prospector', confirmIn: page })
  const placer = await openPlacerForm(page)
  await context.setOffline(true)
  await new GeneralFormPage(page).jumpTo(3)
  await placer.claims.fill('P 10000-P 10002, P 99999')
  await expect(
    page.getByRole('alert').filter({ hasText: 'The claims cannot be found without a connection until the placer form has been opened once with one' }),
  ).toBeVisible()
  expect(await placer.keptClaims()).toBe(0)

  await page.unrouteAll()
  await context.setOffline(false)
  await expect(page.getByText('3 claims found and drawn on the map.')).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('alert').filter({ hasText: 'Claims not found:' })).toHaveText('Claims not found: P 99999')
  await expect.poll(() => placer.keptClaims(), { timeout: 20_000 }).toBe(DEMO_CLAIMS)
})
