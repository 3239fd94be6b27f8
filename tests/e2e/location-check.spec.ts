// "Check a project location": typing points (decimal and degrees/minutes/seconds), drawing on the
// map, placer claims, and what the registry finds, online and with no connection.
import { expect, test } from './fixtures'

test.describe('check a project location', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/tools/location')
    await expect(page.getByRole('heading', { level: 1, name: 'Check a project location' })).toBeVisible()
  })

  test('looks up a typed polygon and corrects a point typed in degrees, minutes and seconds', async ({ page }) => {
    await page.getByRole('button', { name: 'Add a polygon' }).click()
    // The spec's default polygon: 61/-135, 62/-134, 61.5/-137.
    await expect(page.getByLabel('Latitude of point 1 of shape 1')).toHaveValue('61')
    await expect(page.locator('.location-shape')).toHaveCount(1)
    const summary = page.getByRole('region', { name: 'What the registry finds for this location' })
    await expect(summary.getByText('Demo data: these layers are not official boundaries yet', { exact: false })).toBeVisible()
    await expect(summary.locator('dt', { hasText: '1:50,000 map sheets (NTS)' }).locator('+ dd')).toContainText('105E/')
    await expect(summary.locator('dt', { hasText: 'Closest communities' }).locator('+ dd')).toContainText(' km')

    await page.getByRole('radio', { name: 'degrees, minutes and seconds' }).check()
    await expect(page.getByLabel('Latitude degrees').first()).toHaveValue('61')
    await page.getByLabel('Latitude minutes').first().fill('75')
    await page.getByLabel('Longitude degrees').first().click()
    await page.getByRole('button', { name: 'Add point' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Enter degrees, minutes (under 60)' })).toBeVisible()
    await page.getByLabel('Latitude minutes').first().fill('30')
    await page.getByLabel('Longitude degrees').first().click()
    await page.getByRole('button', { name: 'Add point' }).first().focus()
    await expect(page.getByRole('alert').filter({ hasText: 'Enter degrees, minutes (under 60)' })).toHaveCount(0)
    await page.getByRole('radio', { name: 'decimal degrees' }).check()
    await expect(page.getByLabel('Latitude of point 1 of shape 1')).toHaveValue('61.5')
  })

  test('adds points by clicking the map and clears them with Reset map', async ({ page }) => {
    await page.getByRole('button', { name: 'Add a line' }).click()
    await expect(page.getByLabel('Latitude of point 1 of shape 1')).toHaveValue('60.7')
    // The map itself, not the box that holds its place while its code loads: a click there does nothing.
    const map = page.locator('.location-editor.leaflet-container')
    await expect(map).toBeVisible()
    const box = (await map.boundingBox())!
    await map.click({ position: { x: box.width * 0.6, y: box.height * 0.4 } })
    await expect(page.getByLabel('Latitude of point 2 of shape 1')).toBeVisible()
    await expect(page.locator('.location-handle')).toHaveCount(2)
    const summary = page.getByRole('region', { name: 'What the registry finds for this location' })
    await expect(summary.locator('dt', { hasText: 'Assessment districts' }).locator('+ dd')).not.toHaveText('None found')
    await page.getByRole('button', { name: 'Reset map' }).click()
    await expect(page.locator('.location-shape')).toHaveCount(0)
    await expect(page.getByText('Add a polygon of at least 3 points', { exact: false })).toBeVisible()
  })

  test('draws placer claims that are found and lists those that are not', async ({ page }) => {
    await page.getByLabel('Claim grant numbers').fill('P 10000-P 10002, P 99999')
    await expect(page.getByText('3 claims found and drawn on the map.')).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: 'Claims not found:' })).toContainText('P 99999')
    await expect(page.locator('.location-context')).toHaveCount(3)
    await expect(
      page.getByRole('region', { name: 'What the registry finds for this location' }).locator('dt', { hasText: 'Assessment districts' }).locator('+ dd'),
    ).toHaveText('Dawson')
  })
})

test.describe('check a project location with no connection', () => {
  // The browser reports the look-up it could not send.
  test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] })

  test('looks a location up on the device when the server cannot be reached', async ({ page }) => {
    await page.goto('/tools/location')
    // The layers the service worker would keep, fetched once while connected.
    await page.evaluate(() => fetch('/api/geo/layers').then((r) => r.ok))
    await page.route('**/api/geo/lookup', (route) => route.abort('internetdisconnected'))
    await page.getByRole('button', { name: 'Add a polygon' }).click()
    const summary = page.getByRole('region', { name: 'What the registry finds for this location' })
    await expect(summary.getByText('Worked out on this device', { exact: false })).toBeVisible()
    await expect(summary.locator('dt', { hasText: '1:50,000 map sheets (NTS)' }).locator('+ dd')).toContainText('105E/')
  })
})
