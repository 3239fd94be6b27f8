// Part 3's location look-up for a signed-in proponent with no connection (issue 16), on a desktop
// and a tablet: with the form opened once online the look-up runs on the device and names what the
// registry names online; with no layers on the device it is remembered with the draft and runs once
// the connection returns, so the draft reaches the registry with its districts; and a submission
// queued offline lands with its districts.
import type { BrowserContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import * as files from '../factories/location-files'
import { GeneralFormPage } from './page-models/general-form'
import { ProposalForm, serverProposal, tokenOf } from './page-models/proposal-form'
import type { People } from './people'
import { controlledByServiceWorker } from './page-models/app-shell'

/** The browser's report of each request that found no network while offline. */
const NO_NETWORK = /ERR_INTERNET_DISCONNECTED|Failed to load resource: net::ERR_FAILED/

/** Playwright takes file contents as a Node Buffer; this type check has no Node types, the runner has Node. */
const NodeBuffer = (globalThis as unknown as { Buffer: { from(bytes: Uint8Array): unknown } }).Buffer
const kmlFile = () => ({ name: 'area.kml', mimeType: 'application/vnd.google-earth.kml+xml', buffer: NodeBuffer.from(files.encode(files.kmlText())) as never })

test.use({ serviceWorkers: 'allow', allowedConsoleErrors: [NO_NETWORK] })

/** A new proponent's new general form, controlled by the service worker, with the look-up's layers kept on the device. */
async function formOpenedOnline(page: Page, people: People, name: string) {
  await people.newAccount({ firstName: name, confirmIn: page })
  await page.goto('/project/add')
  await controlledByServiceWorker(page)
  await expect.poll(() => page.evaluate(async () => (await caches.match('/api/geo/layers')) !== undefined), { timeout: 20_000 }).toBe(true)
  return { form: new ProposalForm(page), parts: new GeneralFormPage(page) }
}

/**
 * No connection, and no layers on the device (as after a worker that started offline): the form
 * opened again from the service worker's cache.
 */
async function offlineWithoutLayers(page: Page, context: BrowserContext) {
  await page.evaluate(async () => {
    for (const name of await caches.keys()) await (await caches.open(name)).delete('/api/geo/layers')
  })
  await context.setOffline(true)
  await page.reload()
}

const districts = (page: Page) => page.getByRole('group', { name: 'Assessment districts' })

/** What part 3 shows as found: the ticked districts and First Nations (with where each came from) and the map sheets. */
async function found(page: Page) {
  const ticked = (group: ReturnType<Page['getByRole']>) =>
    group.getByRole('checkbox', { checked: true }).evaluateAll((boxes) => boxes.map((b) => b.closest('label')!.textContent!.trim()).sort())
  return {
    districts: await ticked(districts(page)),
    firstNations: await ticked(page.getByRole('group', { name: 'First Nations whose traditional territory the project is in' })),
    sheets: await page.locator('dt', { hasText: '1:50,000 map sheets (NTS)' }).locator('+ dd').textContent(),
  }
}

for (const device of ['desktop', 'tablet'] as const) {
  const on = device === 'tablet' ? ', on a tablet @tablet' : ''

  test(`the look-up with no connection names what it names online, for typed and file-loaded shapes${on}`, async ({ page, context, people }) => {
    test.setTimeout(120_000)
    const { form, parts } = await formOpenedOnline(page, people, 'Surveyor')
    await form.title.fill('Survey camp')
    await parts.jumpTo(3)
    const offlineNote = page.getByText('Worked out on this device', { exact: false })

    const lookUp = async (add: () => Promise<void>, where: 'online' | 'offline') => {
      await add()
      await expect(districts(page).getByRole('checkbox', { checked: true }).first()).toBeVisible({ timeout: 20_000 })
      await expect(offlineNote).toHaveCount(where === 'offline' ? 1 : 0)
      await expect(page.getByText('Looking up the location…')).toHaveCount(0)
      const answer = await found(page)
      await page.getByRole('button', { name: 'Reset map' }).click()
      await expect(districts(page).getByRole('checkbox', { checked: true })).toHaveCount(0)
      return answer
    }
    const typed = () => page.getByRole('button', { name: 'Add a polygon' }).click()
    const fromFile = async () => {
      await page.getByLabel('Upload a location file').setInputFiles([kmlFile()])
      await expect(page.getByText('3 shapes read from the KML file.')).toBeVisible()
    }

    const online = { typed: await lookUp(typed, 'online'), file: await lookUp(fromFile, 'online') }
    expect(online.typed.districts.length).toBeGreaterThan(0)
    expect(online.typed.districts.every((name) => name.endsWith('(found from the location)'))).toBe(true)
    expect(online.file.districts).toContain('Whitehorse (found from the location)')

    // The last Reset is on the device before the page goes: an edit is kept within 300 ms, and the
    // flush as the page is hidden cannot be counted on (the browser may end its write with the page).
    // Reloaded sooner, the file's shapes came back and the typed polygon was looked up with them
    // (105D/11 is the camp's sheet; the typed polygon lies north of 61°).
    await expect.poll(async () => (await form.storedForm())?.projectCoordinates).toEqual([])
    // In the field: no connection, the page opened again from the device.
    await context.setOffline(true)
    await page.reload()
    await parts.jumpTo(3)
    const offline = { typed: await lookUp(typed, 'offline'), file: await lookUp(fromFile, 'offline') }
    expect(offline).toEqual(online)
  })

  test(`a draft written with no layers on the device is looked up when the connection returns, and reaches the registry with its districts${on}`, async ({
    page,
    context,
    request,
    people,
    shell,
  }) => {
    test.setTimeout(120_000)
    const { form, parts } = await formOpenedOnline(page, people, 'Prospector')
    const token = await tokenOf(page)
    await offlineWithoutLayers(page, context)
    await form.title.fill('Cabin on the Big Salmon')
    await parts.jumpTo(3)
    await page.getByRole('button', { name: 'Add a polygon' }).click()

    const owed = page.getByText('The location could not be looked up yet', { exact: false })
    await expect(owed).toBeVisible({ timeout: 20_000 })
    await expect(page.getByText('No assessment district was found', { exact: false })).toHaveCount(0)
    await expect(districts(page).getByRole('checkbox', { checked: true })).toHaveCount(0)
    // Remembered with the draft: still owed when the form opens again.
    await expect.poll(() => form.storedForm()).toMatchObject({ locationLookup: { pending: true }, assessmentDistricts: [] })
    await page.reload()
    await parts.jumpTo(3)
    await expect(owed).toBeVisible()
    const projectId = form.projectId()

    await context.setOffline(false)
    await expect(districts(page).getByRole('checkbox', { checked: true }).first()).toBeVisible({ timeout: 30_000 })
    await expect(owed).toHaveCount(0)
    const shown = await found(page)
    expect(shown.districts.every((name) => name.endsWith('(found from the location)'))).toBe(true)
    await expect(form.status).toHaveText('Synced', { timeout: 30_000 })
    const onServer = (await serverProposal(request, token, projectId))!
    const form1 = JSON.parse(onServer.form1) as { assessmentDistricts: string[]; NTSIndexes: string[]; locationLookup: { pending: boolean } }
    expect(form1.assessmentDistricts.length).toBe(shown.districts.length)
    expect(form1.NTSIndexes.join('; ')).toBe(shown.sheets)
    expect(form1.locationLookup.pending).toBe(false)
    expect([...onServer.assessmentDistricts].sort()).toEqual([...form1.assessmentDistricts].sort())

    // Where each came from, in French too.
    await shell.switchLanguage('Français')
    await expect(page.getByRole('group', { name: 'Districts d’évaluation' }).getByText('(trouvé d’après l’emplacement)').first()).toBeVisible()
  })

  test(`a proposal submitted with no connection and no layers lands with its districts${on}`, async ({ page, context, request, people }) => {
    test.setTimeout(120_000)
    const { form, parts } = await formOpenedOnline(page, people, 'Outfitter')
    const token = await tokenOf(page)
    await offlineWithoutLayers(page, context)
    await parts.fillPart1({
      projectTitle: 'Outfitting camp at Aishihik',
      proponentName: 'Aishihik Outfitters',
      street: '2 Lake Road',
      city: 'Haines Junction',
      province: 'Yukon',
      postalCode: 'Y0B 1L0',
      country: 'Canada',
      contactPhone: '867-555-0199',
    })
    await parts.proceed().click()
    await parts.field('Part').selectOption({ index: 1 })
    await parts.proceed().click()
    await page.getByRole('button', { name: 'Add a polygon' }).click()
    await expect(page.getByText('The location could not be looked up yet', { exact: false })).toBeVisible({ timeout: 20_000 })
    const projectId = form.projectId()
    await form.submit.click()
    await expect(form.message).toContainText('your proposal will be submitted when the connection returns')

    await context.setOffline(false)
    await expect(page).toHaveURL(/\/my-projects$/, { timeout: 30_000 })
    const landed = (await serverProposal(request, token, projectId))!
    expect(landed.submitted).toBe(true)
    expect(landed.assessmentDistricts.length).toBeGreaterThan(0)
    expect((JSON.parse(landed.form1) as { assessmentDistricts: string[] }).assessmentDistricts.sort()).toEqual([...landed.assessmentDistricts].sort())
  })
}
