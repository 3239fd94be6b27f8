// The map in the field: a visitor downloads the tiles of a map area, and with no connection the map
// shows them from the device, served by the service worker from the downloaded tiles' own cache.
import { BLANK_TILE, expect, test } from './fixtures'
import { controlledByServiceWorker } from './page-models/app-shell'

test.use({ serviceWorkers: 'allow' })

const TILES = 'https://tiles.invalid/**'

test('downloads the tiles of a map area and shows them with no connection', async ({ page, context, homePage }) => {
  // The service worker's install, a download and an offline reload: 30 s at a load of 11 on 2 cores.
  test.slow()
  await homePage.goto()
  await controlledByServiceWorker(page)
  await page.reload()
  await homePage.count.waitFor()

  // From the map's picture: the dialog opens once the interactive map is there.
  await page.getByRole('button', { name: 'Download this map area' }).click()
  const dialog = page.getByRole('dialog', { name: 'Download this map area' })
  const zoom = dialog.getByRole('combobox', { name: /down to zoom/ })
  const estimate = dialog.getByTestId('download-estimate')
  const download = dialog.getByRole('button', { name: 'Download', exact: true })

  // Too deep for one download: said before anything starts, and refused.
  await zoom.selectOption('18')
  await expect(dialog.getByRole('alert')).toContainText('That is more than can be downloaded at once')
  await expect(download).toBeDisabled()

  // The map's own zoom (6) and the next one, for both map types.
  await zoom.selectOption('7')
  await expect(dialog.getByRole('alert')).toHaveCount(0)
  await expect(estimate).toHaveText(/^\d+ tiles, about [\d.]+ (kB|MB)$/)
  const tiles = Number((await estimate.textContent())!.match(/^(\d+)/)![1])
  expect(tiles).toBeGreaterThan(4)
  await download.click()
  await expect(dialog.getByRole('status')).toHaveText('The map area is saved on this device.')
  await expect(dialog).toContainText(`${tiles} of ${tiles} tiles`)
  await expect(dialog).toContainText(`${tiles} map tiles are saved on this device.`)
  expect(await page.evaluate(async () => (await (await caches.open('map-tiles-saved')).keys()).length)).toBe(tiles)
  await dialog.getByRole('button', { name: 'Close' }).click()

  // No connection, and any tile asked of the network is recorded and refused.
  const fromNetwork: string[] = []
  await page.unroute(TILES)
  await context.route(TILES, (route) => {
    fromNetwork.push(route.request().url())
    return route.abort('internetdisconnected')
  })
  await context.setOffline(true)
  const servedByWorker: boolean[] = []
  page.on('response', (response) => {
    if (response.url().startsWith('https://tiles.invalid/satellite/')) servedByWorker.push(response.fromServiceWorker())
  })
  await page.reload()
  await homePage.count.waitFor()
  await homePage.openMap()
  await homePage.map.locator('.leaflet-control-layers').hover()
  await page.getByRole('radio', { name: 'Satellite' }).check()

  const shown = homePage.map.locator('img.leaflet-tile')
  await expect(shown.first()).toBeVisible()
  // Every tile on the map loaded, each answered by the service worker.
  await expect.poll(async () => (await shown.count()) - (await homePage.map.locator('img.leaflet-tile-loaded').count())).toBe(0)
  expect(servedByWorker.length).toBe(await shown.count())
  expect(servedByWorker.every(Boolean)).toBe(true)
  expect(fromNetwork).toEqual([])
  await context.setOffline(false)

  // Tiles seen while browsing go to the other cache, the one the LRU limit trims.
  await context.unroute(TILES)
  await context.route(TILES, (route) => route.fulfill({ contentType: 'image/png', body: BLANK_TILE }))
  await homePage.map.getByRole('button', { name: 'Zoom out' }).click()
  await expect.poll(() => page.evaluate(async () => (await (await caches.open('map-tiles')).keys()).length)).toBeGreaterThan(0)
  expect(await page.evaluate(async () => (await (await caches.open('map-tiles-saved')).keys()).length)).toBe(tiles)

  // The visitor can free the space again.
  await page.getByRole('button', { name: 'Download this map area' }).click()
  await dialog.getByRole('button', { name: 'Delete saved map tiles' }).click()
  await expect(dialog).not.toContainText('saved on this device')
  expect(await page.evaluate(() => caches.has('map-tiles-saved'))).toBe(false)
})
