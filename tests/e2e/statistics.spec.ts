// The statistics page as a visitor uses it: reached from the header, its figures the API's, the
// period switched and linked, a chart read as a sortable table, its CSV downloaded, a pie's sector
// filter; in French on a phone without sideways scrolling; and opened again with no connection.
import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import { download } from './downloads'
import { expect, test } from './fixtures'
import { controlledByServiceWorker } from './page-models/app-shell'

interface Report {
  period: string
  submitted: number
  completed: number
  comments: number
  sectorSubmitted: { sectorId: string; name: string; nameFr: string | null; count: number }[]
  firstNationSubmitted: { count: number }[]
  outcomes: { sectorId: string | null; counts: { name: string; count: number }[] }[]
  yearly: { year: number; submitted: number; completed: number }[]
}

async function report(request: APIRequestContext, period: string): Promise<Report> {
  const response = await request.get(`/api/project-reports/data?period=${period}`)
  expect(response.ok()).toBe(true)
  return (await response.json()) as Report
}

const counter = (page: Page, label: string | RegExp) => page.getByRole('listitem').filter({ hasText: label })
const card = (page: Page, title: string) => page.getByRole('region', { name: title })

async function noViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

test('shows the current period’s figures from the header, switches to a year, and reads a chart as a sorted table and a CSV', async ({
  page,
  request,
  shell,
}) => {
  // Two periods, a popover, an accessibility scan, a table and a CSV: over 30 s at a load of 11 on 2 cores.
  test.slow()
  const current = await report(request, 'lastNovToCurrent')
  await page.goto('/')
  await shell.navLink('Statistics').click()
  await expect(page).toHaveURL(/\/statistics$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible()
  const year = page.getByRole('combobox', { name: 'Year' })
  const lastYear = new Date().getFullYear() - 1
  await expect(year.locator('option:checked')).toHaveText(`Nov ${lastYear} to Current`)
  await expect(counter(page, 'Submitted Projects')).toContainText(current.submitted.toLocaleString('en-CA'))
  await expect(counter(page, 'Completed Projects')).toContainText(current.completed.toLocaleString('en-CA'))
  await expect(counter(page, 'Comments Received')).toContainText(current.comments.toLocaleString('en-CA'))
  // The current period has the assessor's assignment and no First Nation card.
  await expect(card(page, 'Average Days From Adequacy To Assessor Assigned by Month')).toBeVisible()
  await expect(card(page, 'Submissions by First Nation Territory')).toHaveCount(0)

  await page.getByRole('button', { name: 'About these statistics' }).click()
  await expect(page.getByRole('dialog', { name: 'About these statistics' })).toContainText('The data covers proposals submitted to a Designated Office')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog', { name: 'About these statistics' })).toBeHidden()
  await noViolations(page)
  // A year with no figures (an old link, a typo) shows the current period.
  await page.goto('/statistics?period=1999')
  await expect(page.getByTestId('statistics')).toHaveAttribute('data-period', 'lastNovToCurrent')

  const full = await report(request, String(lastYear))
  await year.selectOption(String(lastYear))
  await expect(page).toHaveURL(new RegExp(`period=${lastYear}$`))
  await expect(page.getByTestId('statistics')).toHaveAttribute('data-period', String(lastYear))
  await expect(counter(page, 'Submitted Projects')).toContainText(full.submitted.toLocaleString('en-CA'))
  await expect(card(page, 'Submissions by First Nation Territory')).toBeVisible()
  await expect(card(page, 'Average Days From Adequacy To Assessor Assigned by Month')).toHaveCount(0)

  // The sectors as a table: one row each, sorted by the count down, up, then as they came.
  const sectors = card(page, 'Submissions by Common Sector')
  await sectors.getByRole('button', { name: 'Show as table' }).click()
  await expect(sectors.getByRole('button', { name: 'Show as table' })).toHaveAttribute('aria-pressed', 'true')
  const rows = sectors.getByRole('table').locator('tbody tr')
  await expect(rows).toHaveCount(full.sectorSubmitted.length)
  const counts = async () => (await rows.locator('td').allTextContents()).map((text) => Number(text.replace(/\D/g, '')))
  const shown = await counts()
  expect(shown).toEqual([...shown].sort((a, b) => b - a))
  const header = sectors.getByRole('columnheader', { name: 'Submissions' })
  await header.getByRole('button').click()
  await expect(header).toHaveAttribute('aria-sort', 'ascending')
  expect(await counts()).toEqual([...shown].sort((a, b) => a - b))
  await header.getByRole('button').click()
  await expect(header).toHaveAttribute('aria-sort', 'descending')
  await header.getByRole('button').click()
  await expect(header).toHaveAttribute('aria-sort', 'none')
  expect(await counts()).toEqual(shown)

  const file = await download(page, sectors.getByRole('button', { name: 'Download CSV' }))
  expect(file.fileName).toBe(`submissions-by-sector-${lastYear}.csv`)
  // A byte-order mark first, for spreadsheets to read the accents (TextDecoder drops it).
  expect([...new Uint8Array(file.body.slice(0, 3))]).toEqual([0xef, 0xbb, 0xbf])
  const csv = file.text().trim().split('\r\n')
  expect(csv[0]).toBe('Sector,Submissions')
  expect(csv.slice(1).sort()).toEqual(full.sectorSubmitted.map((s) => `${/[",]/.test(s.name) ? `"${s.name}"` : s.name},${s.count}`).sort())

  // The pies of one sector, or the spec's words when it has none.
  const outcomes = card(page, 'Assessment Outcomes and Decisions')
  const all = full.outcomes.find((o) => o.sectorId === null)
  if (all)
    for (const slice of all.counts) await expect(outcomes.getByRole('listitem').filter({ hasText: slice.name }).first()).toContainText(`${slice.count} (`)
  const filter = outcomes.getByRole('combobox', { name: 'Sector' })
  const options = await filter.locator('option').allTextContents()
  expect(options[0]).toBe('All')
  if (options.length > 1) {
    await filter.selectOption({ index: 1 })
    await expect(
      outcomes
        .getByRole('img', { name: /Assessment outcomes|Decisions/ })
        .or(outcomes.getByText('No data for sector'))
        .first(),
    ).toBeVisible()
  }
  await noViolations(page)
})

test('reads the figures in French on a phone, since 2005, without sideways scrolling @phone', async ({ page, request }) => {
  await page.addInitScript(() => localStorage.setItem('registry.locale', 'fr'))
  const since = await report(request, 'since2005')
  await page.goto('/statistics?period=since2005')
  await expect(page.getByRole('heading', { level: 1, name: 'Statistiques' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Année' }).locator('option:checked')).toHaveText('Depuis 2005')
  // French groups thousands with a (narrow) no-break space.
  await expect.poll(async () => (await counter(page, 'Projets présentés').textContent())!.replace(/\D/g, '')).toBe(String(since.submitted))
  const byYear = card(page, 'Propositions présentées et évaluations achevées, par année')
  await expect(byYear.getByRole('img', { name: 'Propositions présentées et évaluations achevées, par année' })).toBeVisible()
  await byYear.getByRole('button', { name: 'Afficher sous forme de tableau' }).click()
  await expect(byYear.getByRole('table').locator('tbody tr')).toHaveCount(since.yearly.filter((y) => y.submitted > 0 || y.completed > 0).length)
  await expect(card(page, 'Propositions par territoire de Première Nation')).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  // Nothing runs off the screen where the page does not scroll either: the sector filter's longest names are long in French.
  const filter = (await page.getByRole('combobox', { name: 'Secteur' }).boundingBox())!
  expect(filter.x + filter.width).toBeLessThanOrEqual(page.viewportSize()!.width)
  await noViolations(page)
})

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' })

  test('opens the last period seen with no connection', async ({ page, context }) => {
    await page.goto('/statistics')
    await controlledByServiceWorker(page)
    // Asked again now that the worker answers, so it keeps the figures. Other tests' submissions
    // change the shared registry's count meanwhile: the figure to find offline is the one seen last.
    await page.reload()
    const submitted = counter(page, 'Submitted Projects')
    await expect(submitted).toContainText(/\d/)
    await page.waitForLoadState('networkidle')
    const seen = (await submitted.textContent())!

    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible()
    await expect(submitted).toHaveText(seen)
    await expect(card(page, 'Submissions and Completions by Month').getByRole('img', { name: 'Submissions and completions by month' })).toBeVisible()
    await context.setOffline(false)
  })
})
