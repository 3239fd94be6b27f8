// The home page's map is first a picture of itself drawn without Leaflet, which the interactive map
// replaces when the visitor reaches for it: with the same marks in the same places, nothing moving,
// the visitor's first zoom kept, by keyboard as by pointer, and with no connection (decision 0101).
import { expect, test } from './fixtures'
import type { HomePage } from './page-models/home-page'
import { layoutShifts } from './page-models/layout-shift'
import { zoomOf } from './page-models/map'
import { controlledByServiceWorker } from './page-models/app-shell'

/** Where the map's box shows these marks (centres relative to the box, and their text), sorted: those drawn in it only. */
function drawn(homePage: HomePage, selector: string): Promise<string[]> {
  return homePage.map.evaluate((box, selector) => {
    const frame = box.getBoundingClientRect()
    return [...box.querySelectorAll(selector)]
      .map((mark) => ({ r: mark.getBoundingClientRect(), text: mark.textContent }))
      .filter(({ r }) => r.width > 0 && r.right > frame.left && r.left < frame.right && r.bottom > frame.top && r.top < frame.bottom)
      .map(({ r, text }) => `${Math.round(r.left + r.width / 2 - frame.left)},${Math.round(r.top + r.height / 2 - frame.top)} ${text}`)
      .sort()
  }, selector)
}

/** Where the map, its legend and the first project found are on the page (not the window, which the pointer's reach may scroll). */
function places(homePage: HomePage) {
  return Promise.all(
    [homePage.map, homePage.page.locator('.map-legend'), homePage.items.first()].map((part) =>
      part.evaluate((element) => {
        const r = element.getBoundingClientRect()
        return { x: r.left + window.scrollX, y: r.top + window.scrollY, width: r.width, height: r.height }
      }),
    ),
  )
}

test('draws the map without Leaflet until the visitor reaches for it', async ({ page, homePage }) => {
  const scripts: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text())
  })
  // Leaflet's own words for its attribution link.
  const leaflet = async () => (await Promise.all(scripts)).filter((code) => code.includes('A JavaScript library for interactive maps')).length
  await homePage.goto()
  await expect(homePage.markers.first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(await leaflet()).toBe(0)
  await homePage.openMap()
  expect(await leaflet()).toBe(1)
})

test('shows the projects found, then the district counts, where the interactive map draws them', async ({ page, homePage }) => {
  await homePage.goto()
  const dots = await drawn(homePage, '.stage-marker')
  const names = await drawn(homePage, '.basemap-label > span')
  expect(dots.length).toBeGreaterThan(0)
  expect(names.length).toBeGreaterThan(0)
  await homePage.openMap()
  await expect.poll(() => drawn(homePage, '.stage-marker')).toEqual(dots)
  expect(await drawn(homePage, '.basemap-label > span')).toEqual(names)

  await page.reload()
  await homePage.count.waitFor()
  await homePage.includeClosed.check()
  await expect(homePage.bubbles.first()).toBeVisible()
  const bubbles = await drawn(homePage, '.district-bubble')
  // Around the bubbles the names move clear of them.
  const movedNames = await drawn(homePage, '.basemap-label > span')
  await homePage.openMap()
  await expect.poll(() => drawn(homePage, '.district-bubble')).toEqual(bubbles)
  await expect.poll(() => drawn(homePage, '.basemap-label > span')).toEqual(movedNames)
})

for (const screen of ['desktop', 'phone @phone']) {
  test(`gives way to the interactive map on a pointer, with nothing moving (${screen})`, async ({ page, homePage }) => {
    await homePage.goto()
    await expect(homePage.markers.first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    const placed = await places(homePage)
    // The visitor's own shifts too: the swap comes within half a second of their reach.
    const shifted = await layoutShifts(page, { withInput: true })
    if (screen === 'desktop') await homePage.openMap()
    else {
      await homePage.mapPicture.tap()
      await homePage.mapPicture.waitFor({ state: 'detached' })
    }
    await expect(homePage.map.locator('.stage-marker').first()).toBeVisible()
    expect(await places(homePage)).toEqual(placed)
    expect((await layoutShifts(page, { withInput: true })) - shifted).toBeLessThan(0.001)
  })
}

test('zooms in once the map is there when the visitor pressed the picture’s zoom button', async ({ homePage }) => {
  await homePage.goto()
  await homePage.mapPicture.getByText('+').click()
  await homePage.mapPicture.waitFor({ state: 'detached' })
  await expect.poll(async () => Math.abs((await zoomOf(homePage.map)) - 7)).toBeLessThan(0.01)
})

test('gives the keyboard the interactive map when the map is reached with Tab', async ({ page, homePage }) => {
  await homePage.goto()
  await page.locator('summary', { hasText: 'Subscribe' }).focus()
  await page.keyboard.press('Tab')
  await expect(homePage.mapPicture).toBeFocused()
  await homePage.mapPicture.waitFor({ state: 'detached' })
  const map = page.locator('.leaflet-container')
  await expect(map).toBeFocused()
  // Leaflet's own keys: + zooms in, and the map offers to search the area it now shows.
  await page.keyboard.press('Equal')
  await expect(page.getByRole('button', { name: 'Search this map area' })).toBeVisible()
})

test.describe('with no connection', () => {
  test.use({ serviceWorkers: 'allow' })

  test('opens the interactive map after the connection dropped while the page was open', async ({ page, context, homePage }) => {
    // The service worker's install, which keeps the map's code: seconds on a busy machine.
    test.slow()
    await homePage.goto()
    await controlledByServiceWorker(page)
    await context.setOffline(true)
    await homePage.openMap()
    await expect(homePage.markers.first()).toBeVisible()
    await context.setOffline(false)
  })
})
