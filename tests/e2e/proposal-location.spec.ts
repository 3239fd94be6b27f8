// Part 3 of the general proposal form: typing points in decimal degrees and in degrees/minutes/
// seconds, a KML file (and a file of one point) read in the browser and drawn, the districts found
// for the location, the file kept as a location attachment, and Reset map.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import * as files from '../factories/location-files'
import { whereDrawn } from './page-models/drawn-positions'

/** Playwright takes file contents as a Node Buffer; this type check has no Node types, the runner has Node. */
const NodeBuffer = (globalThis as unknown as { Buffer: { from(bytes: Uint8Array): unknown } }).Buffer

async function openPart3(page: Page) {
  await page.goto('/project/add')
  await page
    .getByRole('navigation', { name: 'Parts of the proposal' })
    .getByRole('button', { name: /Project location/ })
    .click()
  await expect(page.getByRole('heading', { name: /Part 3/ })).toBeVisible()
}

test.describe('general form, part 3: location', () => {
  test.beforeEach(async ({ page, people }) => {
    await people.newAccount({ firstName: 'Locating', confirmIn: page })
  })

  test('types a polygon in decimal degrees and in degrees/minutes/seconds, finds its districts, and resets', async ({ page }) => {
    await openPart3(page)
    await page.getByRole('button', { name: 'Add a polygon' }).click()
    await expect(page.getByLabel('Latitude of point 1 of shape 1')).toHaveValue('61')
    await page.getByLabel('Latitude of point 1 of shape 1').fill('60.72349')
    await page.getByLabel('Longitude of point 1 of shape 1').fill('-135.05')
    await page.getByRole('button', { name: 'Add point' }).focus()
    // Rounded to 4 decimals once the point is left.
    await expect(page.getByLabel('Latitude of point 1 of shape 1')).toHaveValue('60.7235')
    const districts = page.getByRole('group', { name: 'Assessment districts' })
    await expect(districts.getByRole('checkbox', { checked: true })).not.toHaveCount(0)
    await expect(districts.getByRole('checkbox', { name: 'Executive Committee Screenings' })).toHaveCount(0)

    await page.getByRole('radio', { name: 'degrees, minutes and seconds' }).check()
    await expect(page.getByLabel('Latitude degrees').first()).toHaveValue('60')
    await page.getByLabel('Latitude minutes').first().fill('75')
    await page.getByRole('button', { name: 'Add point' }).focus()
    await expect(page.getByRole('alert').filter({ hasText: 'Enter degrees, minutes (under 60)' })).toBeVisible()
    await page.getByLabel('Latitude minutes').first().fill('30')
    await page.getByRole('button', { name: 'Add point' }).focus()
    await expect(page.getByRole('alert').filter({ hasText: 'Enter degrees, minutes (under 60)' })).toHaveCount(0)
    await page.getByRole('radio', { name: 'decimal degrees' }).check()
    await expect(page.getByLabel('Latitude of point 1 of shape 1')).toHaveValue(/^60\.5/)

    await page.getByRole('button', { name: 'Reset map' }).click()
    await expect(page.locator('.location-shape')).toHaveCount(0)
    await expect(districts.getByRole('checkbox', { checked: true })).toHaveCount(0)
  })

  test('Add a polygon is drawn where it stays while the map’s code comes, so a click on it is not lost', async ({ page }) => {
    const drawnAt = await whereDrawn(page, 'Add a polygon')
    await openPart3(page)
    await expect(page.getByRole('group', { name: /^Map of the location/ })).toBeVisible()
    expect(await drawnAt(), 'where the button was drawn, frame by frame').toHaveLength(1)
  })

  test('reads a KML file in the browser, draws it, fills the districts and keeps the file', async ({ page }) => {
    await openPart3(page)
    await page
      .getByLabel('Upload a location file')
      .setInputFiles([{ name: 'area.kml', mimeType: 'application/vnd.google-earth.kml+xml', buffer: NodeBuffer.from(files.encode(files.kmlText())) as never }])
    await expect(page.getByText('3 shapes read from the KML file.')).toBeVisible()
    await expect(page.locator('.location-context')).not.toHaveCount(0)
    await expect(page.getByRole('group', { name: 'Assessment districts' }).getByRole('checkbox', { name: 'Whitehorse' })).toBeChecked()
    await expect(page.getByTestId('draft-document').filter({ hasText: 'area.kml' })).toBeVisible()

    await page.getByRole('button', { name: 'Remove shape 1' }).click()
    await page.getByRole('button', { name: 'Remove shape 1' }).click()
    await page.getByRole('button', { name: 'Remove shape 1' }).click()
    await expect(page.getByText('A shape from your location file was removed.', { exact: false })).toBeVisible()
    await expect(page.getByRole('group', { name: 'Assessment districts' }).getByRole('checkbox', { checked: true })).toHaveCount(0)
  })

  test('looks up a single point from a file, as the location-check tool does, and finds its district', async ({ page }) => {
    await openPart3(page)
    const waypoint = JSON.stringify({ type: 'Feature', properties: { name: 'Camp' }, geometry: { type: 'Point', coordinates: [-135.09, 60.71] } })
    await page
      .getByLabel('Upload a location file')
      .setInputFiles([{ name: 'camp.geojson', mimeType: 'application/geo+json', buffer: NodeBuffer.from(files.encode(waypoint)) as never }])
    await expect(page.getByText('Point from the file')).toBeVisible()
    await expect(page.locator('.location-context')).toHaveCount(1)
    await expect(page.getByRole('group', { name: 'Assessment districts' }).getByRole('checkbox', { name: 'Whitehorse' })).toBeChecked({ timeout: 20_000 })
    await expect(page.getByTestId('draft-document').filter({ hasText: 'camp.geojson' })).toBeVisible()
  })

  test('says a file that cannot be read should be a shapefile or a zip', async ({ page }) => {
    await openPart3(page)
    await page.getByLabel('Upload a location file').setInputFiles([
      {
        name: 'area.kml',
        mimeType: 'application/vnd.google-earth.kml+xml',
        buffer: NodeBuffer.from(files.encode('<kml><Placemark><Polygon></kml>')) as never,
      },
    ])
    await expect(page.getByRole('alert').filter({ hasText: 'Please upload a shapefile (.shp' })).toBeVisible()
  })
})

test.describe('general form, part 3 on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the map scrolled under the sticky top bar leaves its buttons on top and clickable @phone', async ({ page, people }) => {
    await people.newAccount({ firstName: 'Scrolling', confirmIn: page })
    await openPart3(page)
    const map = page.locator('.leaflet-container')
    await expect(map.locator('.leaflet-pane').first()).toBeAttached()
    const bar = page.getByRole('button', { name: 'Save draft' }).locator('xpath=ancestor::div[2]')
    // The map's top under the bar, which stays at the top of the screen.
    await map.evaluate((element) => element.scrollIntoView({ block: 'start' }))
    await expect.poll(async () => (await map.boundingBox())!.y).toBeLessThan(1)
    const barBox = (await bar.boundingBox())!
    expect(barBox.y).toBeLessThan(1)
    expect((await map.boundingBox())!.height).toBeGreaterThan(barBox.height)

    for (const button of [
      page.getByRole('link', { name: 'Cancel' }),
      page.getByRole('button', { name: 'Print' }),
      page.getByRole('button', { name: 'Save draft' }),
      page.getByRole('button', { name: 'Submit', exact: true }),
    ]) {
      const onTop = await button.evaluate((element) => {
        const box = element.getBoundingClientRect()
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
        return !!hit && element.contains(hit)
      })
      expect(onTop, `${await button.textContent()} is on top of the map`).toBe(true)
    }
    // Playwright's own check that a click would reach it, not what lies over it.
    await page.getByRole('button', { name: 'Submit', exact: true }).click({ trial: true })
  })
})
