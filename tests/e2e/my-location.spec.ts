// "Use my location" (issue 28 item 7), signed in as the spec's own stand-ins for the demo accounts, the
// device's position given by Playwright's geolocation: on a tablet in the field, the connection
// drops while part 3 of the general form is open and the position becomes a point of the location,
// shown with its accuracy, looked up on the device; the placer form keeps it beside the claims; the
// follower's notification profile takes the area around it. A refused permission is said
// plainly, and a poor fix outside Yukon is warned of in French.
import type { BrowserContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import type { Account } from './page-models/account'
import type { Person } from './people'
import { GeneralFormPage } from './page-models/general-form'
import { PlacerFormPage } from './page-models/placer-form'
import { NO_NETWORK } from './persistent-browser'
import { controlledByServiceWorker } from './page-models/app-shell'

test.use({ serviceWorkers: 'allow', allowedConsoleErrors: [NO_NETWORK] })

/** Near the Whitehorse waterfront, as a tablet's GPS gives it outdoors. */
const WHITEHORSE = { latitude: 60.7211, longitude: -135.0568, accuracy: 12 }

async function givePosition(context: BrowserContext, position: typeof WHITEHORSE) {
  await context.grantPermissions(['geolocation'])
  await context.setGeolocation(position)
}

/** The proponent on a form opened online, the service worker in charge and the look-up's layers on the device. */
async function formOpenedOnline(page: Page, account: Account, proponent: Person, address: string) {
  await account.logIn(proponent)
  await page.goto(address)
  await controlledByServiceWorker(page)
  await expect.poll(() => page.evaluate(async () => (await caches.match('/api/geo/layers')) !== undefined), { timeout: 20_000 }).toBe(true)
}

const useMyLocation = (page: Page) => page.getByRole('button', { name: /^(Use my location|Utiliser ma position)$/ })
const districts = (page: Page) => page.getByRole('group', { name: 'Assessment districts' })

test('part 3 of the general form takes the position as a point after the connection drops, and looks it up on the device @tablet', async ({
  page,
  context,
  account,
  people,
}) => {
  test.setTimeout(120_000)
  await givePosition(context, WHITEHORSE)
  await formOpenedOnline(page, account, await people.standIn('proponent'), '/project/add')
  await new GeneralFormPage(page).jumpTo(3)
  await context.setOffline(true)

  await useMyLocation(page).click()
  await expect(page.getByText('Your position: 60.72110, -135.05680 (± 12 m) It is added to the location as a point.')).toBeVisible()
  await expect(page.getByLabel('Latitude of point 1 of shape 1')).toHaveValue('60.7211')
  await expect(page.getByLabel('Longitude of point 1 of shape 1')).toHaveValue('-135.0568')
  await expect(districts(page).getByRole('checkbox', { name: /^Whitehorse/ })).toBeChecked({ timeout: 20_000 })
  await expect(districts(page).getByText('(found from the location)')).toHaveCount(1)
  await expect(page.getByText('Worked out on this device', { exact: false })).toBeVisible()
  // A good fix in Yukon needs no word of caution.
  await expect(page.getByText('outside Yukon', { exact: false })).toHaveCount(0)
  await expect(page.getByText('only to within', { exact: false })).toHaveCount(0)
})

test('part 3 of the placer form keeps the position beside the claims, looked up on the device @tablet', async ({ page, context, account, people }) => {
  test.setTimeout(120_000)
  await givePosition(context, WHITEHORSE)
  await formOpenedOnline(page, account, await people.standIn('proponent'), '/project/add-placer-proposal')
  const placer = new PlacerFormPage(page)
  await new GeneralFormPage(page).jumpTo(3)
  await expect(placer.heading).toHaveText('Part 3 Location by claims')
  await context.setOffline(true)

  await useMyLocation(page).click()
  await expect(page.getByText('Your position: 60.72110, -135.05680 (± 12 m)', { exact: false })).toBeVisible()
  const points = page.getByRole('list', { name: 'Points added where you stood' })
  await expect(points.getByRole('listitem')).toHaveText(['Point 1: 60.7211, -135.0568Remove point 1'])
  const found = (label: string) => page.locator('dt', { hasText: label }).locator('+ dd')
  await expect(found('Assessment districts')).toHaveText('Whitehorse', { timeout: 20_000 })
  await expect(found('Closest communities')).toContainText('Whitehorse')

  // Claims typed afterwards join the point; they do not replace it.
  await placer.claims.fill('P 10000')
  await expect(page.getByText('1 claim found and drawn on the map.')).toBeVisible({ timeout: 20_000 })
  await expect(points.getByRole('listitem')).toHaveCount(1)
  await points.getByRole('button', { name: 'Remove point 1' }).click()
  await expect(points).toHaveCount(0)
})

test('the notification profile takes the area around the position @tablet', async ({ page, context, account, people, request }) => {
  await givePosition(context, WHITEHORSE)
  await account.logIn(await people.standIn('follower'))
  const auth = { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('registry.session'))}` }
  const read = page.waitForResponse((r) => /^\/api\/users\/[^/]+\/notification-profile$/.test(new URL(r.url()).pathname))
  await page.goto('/notifications')
  const userId = new URL((await read).url()).pathname.split('/')[3]
  const before = ((await (await read).json()) as { profile: Record<string, unknown> }).profile
  try {
    await page.getByLabel('Distance around my position').selectOption('25')
    await useMyLocation(page).click()
    await expect(
      page.getByText('Your position: 60.72110, -135.05680 (± 12 m) The area on the map is now what lies within 25 km of it; save the profile to keep it.'),
    ).toBeVisible()
    await expect(page.getByText('Area with 12 corners.')).toBeVisible()
    const saved = page.waitForRequest((r) => r.url().endsWith('/api/users/update-notification-profile'))
    await page.getByRole('button', { name: 'Save notification profile' }).click()
    await expect(page.getByTestId('toast').filter({ hasText: 'Your notification profile has been saved!' })).toBeVisible()
    const area = JSON.parse(((await saved).postDataJSON() as { locationCoordinates: string }).locationCoordinates) as { latitude: number; longitude: number }[]
    expect(area).toHaveLength(12)
    // The first corner due north, 25 km (0.2246°) away.
    expect(area[0]).toEqual({ latitude: 60.9459, longitude: -135.0568 })
  } finally {
    // The follower's profile as it was, so that each repeat starts from the same one.
    await request.post('/api/users/update-notification-profile', { data: { ...before, userId }, headers: auth })
  }
})

test('a refused permission is said plainly, and nothing is added', async ({ page, context, account, people }) => {
  await context.clearPermissions()
  await account.logIn(await people.standIn('proponent'))
  await page.goto('/project/add')
  await new GeneralFormPage(page).jumpTo(3)
  await useMyLocation(page).click()
  await expect(page.getByRole('alert').filter({ hasText: 'This device did not let the registry know where it is.' })).toContainText(
    'Allow location for this site',
  )
  await expect(page.getByLabel('Latitude of point 1 of shape 1')).toHaveCount(0)
})

test('in French, a poor fix outside Yukon is written with decimal commas and warned of', async ({ page, context, account, people, shell }) => {
  // Atlin, British Columbia, from the cell network rather than the GPS.
  await givePosition(context, { latitude: 59.578, longitude: -133.689, accuracy: 1500 })
  await account.logIn(await people.standIn('proponent'))
  await page.goto('/project/add')
  await shell.switchLanguage('Français')
  await new GeneralFormPage(page).jumpTo(3)
  await useMyLocation(page).click()
  // Thousands are spaced with a no-break space.
  await expect(page.getByText('Votre position : 59,57800 ; -133,68900 (± 1\u00a0500 m)', { exact: false })).toBeVisible()
  await expect(page.getByText('L’appareil ne connaît cette position qu’à 1\u00a0500 m près.', { exact: false })).toBeVisible()
  await expect(page.getByText('Cette position est hors du Yukon.', { exact: false })).toBeVisible()
})
