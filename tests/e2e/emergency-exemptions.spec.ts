// Emergency exemption reports: the public page (sortable table, downloads, the empty message,
// French, a phone, no connection after a visit, no accessibility violation) and the spec's own
// manager (people.ts) signed in through the real login, who creates one, adds its report and
// publishes it.
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'
import { EmergencyExemptionsPage, StaffExemptions } from './page-models/emergency-exemptions'
import { pdfFile } from './page-models/proposal-form'
import { controlledByServiceWorker } from './page-models/app-shell'

/** Published demo reports (src/server/demo/exemptions.ts); the unpublished one never shows. */
const FLOOD_BERM = 'Flood Protection Berm, Klondike River Valley'
const SLIDE = 'Alaska Highway Slide Clean-up, Kluane Lake'
const UNPUBLISHED = 'Emergency Washout Repair, North Klondike Highway km 655'

test.describe('the public Emergency Exemptions page', () => {
  test('lists the published reports, sorts by cycling down, up and none, downloads a report, and has no accessibility violation', async ({
    page,
    shell,
    request,
  }) => {
    const exemptions = new EmergencyExemptionsPage(page)
    await page.goto('/')
    await shell.navLink('Emergency Exemptions').click()
    await expect(page).toHaveURL('/emergency-exemptions')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Emergency Exemptions')
    await expect(page.getByText('exempt from assessment')).toBeVisible()
    await expect(exemptions.row(FLOOD_BERM)).toContainText('Government of Yukon, Community Services')
    await expect(exemptions.row(FLOOD_BERM)).toContainText('Dawson')
    await expect(exemptions.row(SLIDE)).toContainText('Haines Junction, Whitehorse')
    await expect(exemptions.rows.filter({ hasText: UNPUBLISHED })).toHaveCount(0)
    // A first visit, online: what it shows was fetched now, not a saved copy (issue 29 item 13).
    await expect(page.getByText(/^Saved copy, as fetched on/)).toHaveCount(0)

    // Newest received first, as the server lists them; then by title down, up, and back.
    const listed = await exemptions.titles()
    await exemptions.sortBy('Report').click()
    await expect(exemptions.header('Report')).toHaveAttribute('aria-sort', 'ascending')
    const down = [...listed].sort((a, b) => a.localeCompare(b, 'en-CA', { numeric: true }))
    await expect.poll(() => exemptions.titles()).toEqual(down)
    await exemptions.sortBy('Report').click()
    await expect(exemptions.header('Report')).toHaveAttribute('aria-sort', 'descending')
    await expect.poll(() => exemptions.titles()).toEqual([...down].reverse())
    await exemptions.sortBy('Report').click()
    await expect(exemptions.header('Report')).toHaveAttribute('aria-sort', 'none')
    await expect.poll(() => exemptions.titles()).toEqual(listed)
    await exemptions.sortBy('Date Received').click()
    await expect.poll(() => exemptions.titles()).toEqual([...listed].reverse())

    const link = exemptions.row(FLOOD_BERM).getByRole('link')
    const file = await request.get((await link.getAttribute('href'))!)
    expect(file.status()).toBe(200)
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-')

    const { violations } = await new AxeBuilder({ page }).include('main').analyze()
    expect(violations).toEqual([])
  })

  test('is in French when the site is', async ({ page, shell }) => {
    const exemptions = new EmergencyExemptionsPage(page)
    await exemptions.goto()
    await shell.switchLanguage('Français')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Exemptions d’urgence')
    await expect(exemptions.header('Districts d’évaluation')).toBeVisible()
    await expect(exemptions.header('Date de réception')).toBeVisible()
    await expect(page.getByText('exemptées d’évaluation')).toBeVisible()
  })

  test('says so when no report is published', async ({ page }) => {
    await page.route('**/api/emergency-exemptions', (route) => route.fulfill({ json: { status: 'OK', emergencyExemptions: [] } }))
    await new EmergencyExemptionsPage(page).goto()
    await expect(page.getByText('Any published Emergency Exemption Reports will be shown here.')).toBeVisible()
  })

  test('shows each report as a card on a phone, still sortable, with no accessibility violation @phone', async ({ page, shell }) => {
    const exemptions = new EmergencyExemptionsPage(page)
    await page.goto('/')
    await shell.menuButton.click()
    await shell.navLink('Emergency Exemptions').click()
    await expect(exemptions.row(FLOOD_BERM)).toBeVisible()
    const box = await exemptions.row(FLOOD_BERM).boundingBox()
    expect(box!.width).toBeLessThanOrEqual(page.viewportSize()!.width)
    await exemptions.sortBy('Proponent').click()
    await expect(exemptions.header('Proponent')).toHaveAttribute('aria-sort', 'ascending')
    const { violations } = await new AxeBuilder({ page }).include('main').analyze()
    expect(violations).toEqual([])
  })
})

test.describe('with no connection', () => {
  test.use({ serviceWorkers: 'allow' })

  test('the page opens from the last visit', async ({ page, context }) => {
    const exemptions = new EmergencyExemptionsPage(page)
    await exemptions.goto()
    await controlledByServiceWorker(page)
    await page.reload()
    await expect(exemptions.row(FLOOD_BERM)).toBeVisible()
    // The worker keeps public reference data as it starts and as it is asked for.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const kept = new Set<string>()
          for (const name of await caches.keys()) for (const r of await (await caches.open(name)).keys()) kept.add(new URL(r.url).pathname)
          return ['/api/emergency-exemptions', '/api/emergency-exemptions/documents', '/api/projects/assessment-districts'].every((path) => kept.has(path))
        }),
      )
      .toBe(true)

    await context.setOffline(true)
    await page.reload()
    await expect(exemptions.row(FLOOD_BERM)).toContainText('Government of Yukon, Community Services')
    await context.setOffline(false)
  })
})

for (const device of ['desktop', 'tablet'] as const) {
  const tag = device === 'tablet' ? ' @tablet' : ''
  test(`a manager creates a report, adds its document and publishes it for the public${tag}`, async ({ page, people, account, shell, request }) => {
    // Log in, write, upload, publish, then read as the public: 29 s at a load of 11 on 2 cores.
    test.slow()
    const title = `Culvert Replacement, Mayo Road (${device} ${Date.now()})`
    await account.logIn(await people.standIn('manager'))
    const menu = shell.header.getByRole('button', { name: 'Menu', exact: true })
    if (await menu.isVisible()) await menu.click()
    await shell.navLink('Staff').click()
    await page.getByRole('navigation', { name: 'Staff workspace' }).getByRole('link', { name: 'Emergency exemptions' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Emergency exemption reports')

    const staff = new StaffExemptions(page)
    await staff.newReport.getByLabel('Report title').fill(title)
    await staff.newReport.getByLabel('Proponent').fill('Village of Mayo')
    await staff.newReport.getByLabel('Date received').fill('2026-10-02')
    await staff.newReport.getByRole('button', { name: 'Create report' }).click()
    await expect(staff.newReport.getByRole('alert')).toHaveText('Choose at least one assessment district.')
    await staff.newReport.getByRole('checkbox', { name: 'Mayo' }).check()
    await staff.newReport.getByRole('button', { name: 'Create report' }).click()
    await expect(staff.done).toContainText(`The report “${title}” was created.`)

    const report = staff.report(title)
    await expect(report).toContainText('Not published')
    await report.getByLabel('Add a document').setInputFiles(pdfFile('culvert-report.pdf'))
    await report.getByLabel('Description').fill('Exemption report')
    await report.getByRole('button', { name: 'Add document' }).click()
    await expect(staff.done).toHaveText('“culvert-report.pdf” was added to the report.')
    await expect(report.getByRole('link', { name: 'culvert-report.pdf' })).toBeVisible()

    const exemptions = new EmergencyExemptionsPage(page)
    const published = await request.get('/api/emergency-exemptions')
    expect(JSON.stringify(await published.json())).not.toContain(title)
    await report.getByRole('button', { name: 'Publish' }).click()
    await expect(staff.done).toHaveText(`“${title}” is published on the Emergency Exemptions page.`)

    await exemptions.goto()
    await expect(exemptions.row(title)).toContainText('Village of Mayo')
    await expect(exemptions.row(title)).toContainText('Oct 02, 2026')
    const file = await request.get((await exemptions.row(title).getByRole('link', { name: 'culvert-report.pdf' }).getAttribute('href'))!)
    expect(file.status()).toBe(200)

    // Withdrawn, it leaves the public page.
    await page.goto('/staff/emergency-exemptions')
    await staff.report(title).getByRole('button', { name: 'Unpublish' }).click()
    await expect(staff.done).toHaveText(`“${title}” is no longer published.`)
    await exemptions.goto()
    await expect(exemptions.row(FLOOD_BERM)).toBeVisible()
    await expect(exemptions.rows.filter({ hasText: title })).toHaveCount(0)
  })
}

test('an assessor has no emergency exemption reports in the workspace', async ({ page, people, account }) => {
  await account.logIn(await people.standIn('assessor'))
  await page.goto('/staff')
  await expect(page.getByRole('navigation', { name: 'Staff workspace' }).getByRole('link', { name: 'Comments' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Staff workspace' }).getByRole('link', { name: 'Emergency exemptions' })).toHaveCount(0)
  await page.goto('/staff/emergency-exemptions')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page needs the manager role')
})
