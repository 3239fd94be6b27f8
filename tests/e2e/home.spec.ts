// The home page: searching by words and filters on a map and a list, the 500-result rule, the
// search kept in the address, the site message, and the page in French and on a phone.
import { expect, test } from './fixtures'
import { PROJECT_TYPE } from '../../src/shared/domain/stages'
import { namesOnBubbles, zoomOf } from './page-models/map'

interface SearchAnswer {
  projects: { projectId: string; projectNumber: string; title: string; proponentName: string; stageGrouping: string }[]
  total: number
}

test.describe('home', () => {
  test('lists the active projects, newest first, each linking to its page', async ({ page, request, homePage }) => {
    const answer = (await (await request.get('/api/projects/search?limit=500')).json()) as SearchAnswer
    expect(answer.total, 'the e2e server seeds demo projects').toBeGreaterThan(0)
    expect(answer.total).toBeLessThan(500)

    await homePage.goto()
    await expect(homePage.heading).toHaveText('Project assessments in Yukon')
    await expect(page).toHaveTitle('YESAB Online Registry')
    await expect(homePage.count).toHaveText(`${answer.total} projects`)
    await expect(homePage.items).toHaveCount(answer.projects.length)
    for (const [index, project] of answer.projects.slice(0, 3).entries()) {
      const item = homePage.items.nth(index)
      await expect(item).toContainText(project.projectNumber)
      await expect(item).toContainText(project.proponentName)
      await expect(homePage.projectLink(item)).toHaveText(project.title)
    }
    await expect(homePage.markers.first()).toBeVisible()
    await homePage.projectLink(homePage.items.first()).click()
    await expect(page).toHaveURL(`/projects/${answer.projects[0]!.projectId}`)
  })

  test('searches by words, keeps the search in the address, and back returns to it', async ({ page, request, homePage }) => {
    const answer = (await (await request.get('/api/projects/search?limit=500&textSearch=placer')).json()) as SearchAnswer
    await homePage.goto()
    await homePage.searchBox.fill('placer')
    await homePage.searchButton.click()
    await expect(page).toHaveURL(/\?q=placer$/)
    await expect(homePage.count).toHaveText(`${answer.total} project${answer.total === 1 ? '' : 's'}`)
    await page.reload()
    await expect(homePage.searchBox).toHaveValue('placer')
    await expect(homePage.items).toHaveCount(answer.projects.length)
    await homePage.projectLink(homePage.items.first()).click()
    await page.goBack()
    await expect(homePage.searchBox).toHaveValue('placer')
  })

  test('filters by stage group and assessment type, counting the groups in use on the badge', async ({ page, homePage }) => {
    await homePage.goto()
    await homePage.advancedFilters.click()
    await page.getByRole('group', { name: 'Stage' }).getByLabel('Adequacy').check()
    await expect(page).toHaveURL(/stageGroups/)
    await expect(homePage.advancedFilters).toContainText('1')
    await page.getByRole('group', { name: 'Assessment type' }).getByLabel('Evaluation').check()
    await expect(homePage.advancedFilters).toContainText('2')
    await expect(homePage.items.first()).toBeVisible()
    for (const stage of await homePage.items
      .locator('dd')
      .filter({ hasText: /Adequacy/ })
      .allTextContents())
      expect(stage).toMatch(/Adequacy/)
    await expect(homePage.items.filter({ hasNotText: 'Evaluation' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Clear filters' }).click()
    await expect(homePage.advancedFilters).not.toContainText(/\d/)
  })

  test('refuses a year range of one year to itself', async ({ page, homePage }) => {
    await homePage.goto()
    await homePage.advancedFilters.click()
    await page.getByRole('combobox', { name: /^From/ }).selectOption('2015')
    await page.getByRole('combobox', { name: /^To/ }).selectOption('2015')
    await expect(page.getByRole('alert')).toHaveText('Choose two different years.')
    await expect(page).not.toHaveURL(/maxYear=2015/)
    await page.getByRole('combobox', { name: /^To/ }).selectOption('2020')
    await expect(page).toHaveURL(/minYear=2015.*maxYear=2020|maxYear=2020.*minYear=2015/)
  })

  test('shows every sector in the advanced filters without cutting the last row', async ({ page, homePage }) => {
    await homePage.goto()
    await homePage.advancedFilters.click()
    const options = page.getByRole('group', { name: 'Sectors' }).locator('label').last().locator('..')
    await expect(options).toBeVisible()
    expect(await options.evaluate((box) => box.scrollHeight - box.clientHeight)).toBe(0)
  })

  test('shows district counts instead of projects from 500 results, and a district’s projects on a click', async ({ page, homePage }) => {
    await homePage.goto()
    await homePage.includeClosed.check()
    await expect(homePage.count).toHaveText(/^Over 500 results \(\d+\) please filter to see individual projects$/)
    await expect(homePage.items).toHaveCount(0)
    await expect(homePage.bubbles.first()).toBeVisible()
    await expect(homePage.markers).toHaveCount(0)
    await homePage.openMap()
    // A district with fewer than 500 projects, whose bubble lies inside the map: its bubble lists them.
    const map = (await homePage.map.boundingBox())!
    let target = -1
    for (let i = 0; i < (await homePage.bubbles.count()); i++) {
      const bubble = homePage.bubbles.nth(i)
      const box = (await bubble.boundingBox())!
      const inside = box.x > map.x && box.y > map.y && box.x + box.width < map.x + map.width && box.y + box.height < map.y + map.height
      if (inside && Number((await bubble.textContent())!.replace(/\D/g, '')) < 500) target = i
    }
    expect(target, 'a small district inside the map').toBeGreaterThanOrEqual(0)
    await homePage.bubbles.nth(target).click()
    await expect(page).toHaveURL(/districts=/)
    await expect(homePage.items.first()).toBeVisible()
  })

  // The bubbles sit at fixed district centres, most of them on a community; the names move around them.
  for (const screen of ['desktop', 'phone @phone']) {
    test(`keeps every community name off the district bubbles from zoom 5 to 7 (${screen})`, async ({ homePage }) => {
      await homePage.goto()
      await homePage.includeClosed.check()
      await expect(homePage.bubbles.first()).toBeVisible()
      await homePage.openMap()
      for (const [zoom, button] of [
        [5, 'Zoom out'],
        [6, 'Zoom in'],
        [7, 'Zoom in'],
      ] as const) {
        await homePage.map.getByRole('button', { name: button }).click()
        // Until the zoom's animation ends (the map takes no other zoom meanwhile) the zoom is fractional.
        await expect.poll(async () => Math.abs((await zoomOf(homePage.map)) - zoom)).toBeLessThan(0.01)
        await expect.poll(() => namesOnBubbles(homePage.map), { message: `names on bubbles at zoom ${zoom}` }).toEqual([])
      }
    })
  }

  test('searches the map area after the map moved, and can drop it again', async ({ page, homePage }) => {
    await homePage.goto()
    await homePage.openMap()
    await homePage.map.getByRole('button', { name: 'Zoom in' }).click()
    await page.getByRole('button', { name: 'Search this map area' }).click()
    await expect(page).toHaveURL(/area=/)
    await page.getByRole('button', { name: 'Search all of Yukon, not only the map area' }).click()
    await expect(page).not.toHaveURL(/area=/)
  })

  test('offers the configured map types over our own basemap', async ({ page, homePage }) => {
    await homePage.goto()
    await homePage.openMap()
    const tiles: string[] = []
    page.on('request', (request) => {
      if (request.url().startsWith('https://tiles.invalid/')) tiles.push(request.url())
    })
    await homePage.map.locator('.leaflet-control-layers').hover()
    await expect(page.getByRole('radio', { name: 'Map', exact: true })).toBeChecked()
    await page.getByRole('radio', { name: 'Satellite' }).check()
    await expect.poll(() => tiles.filter((t) => t.includes('/satellite/')).length).toBeGreaterThan(0)
    await expect(homePage.map).toContainText('Test imagery')
    await expect(homePage.markers.first()).toBeVisible()
  })

  test('shows the loading indicator when the search is slow', async ({ page, homePage }) => {
    await homePage.goto()
    await page.route('**/api/projects/search?**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    await homePage.searchBox.fill('bridge')
    await homePage.searchButton.click()
    await expect(page.getByRole('status').filter({ hasText: 'Searching…' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Searching…' })).toHaveCount(0)
  })

  test.describe('site message', () => {
    test.use({ dismissSiteMessage: false })

    test('shows until the visitor says not to, for this visit or for good', async ({ page, browser, homePage }) => {
      await page.goto('/')
      await expect(homePage.siteMessage).toBeVisible()
      await homePage.siteMessage.getByRole('button', { name: 'Close' }).click()
      await page.reload()
      await homePage.count.waitFor()
      await expect(homePage.siteMessage).toBeHidden()

      const other = await browser.newContext()
      const second = await other.newPage()
      await second.goto('/')
      const dialog = second.getByRole('dialog')
      await expect(dialog).toBeVisible()
      await dialog.getByLabel('Don’t show this message again').check()
      await dialog.getByRole('button', { name: 'Close' }).click()
      const third = await other.newPage()
      await third.goto('/')
      await third.getByTestId('project-count').waitFor()
      await expect(third.getByRole('dialog')).toBeHidden()
      await other.close()
    })
  })

  test('shows the search in French', async ({ homePage, shell }) => {
    await homePage.goto()
    await shell.switchLanguage('Français')
    await expect(homePage.heading).toHaveText('Évaluations de projets au Yukon')
    await expect(homePage.count).toContainText(/projet/)
    await expect(homePage.items.first()).toContainText('Promoteur')
  })

  test('stacks the map and the list on a phone @phone', async ({ homePage }) => {
    await homePage.goto()
    await expect(homePage.items.first()).toBeVisible()
    await expect(homePage.map).toBeVisible()
    const map = await homePage.map.boundingBox()
    const list = await homePage.items.first().boundingBox()
    const width = homePage.page.viewportSize()!.width
    expect(list!.y).toBeGreaterThan(map!.y + map!.height - 1)
    expect(list!.x + list!.width).toBeLessThanOrEqual(width)
  })
})

test('filters by assessment type from a shared address', async ({ page, homePage }) => {
  await homePage.goto(`?projectTypes=${PROJECT_TYPE.panelReview}`)
  await expect(homePage.items.first()).toBeVisible()
  await expect(homePage.items.filter({ hasNotText: 'Panel Review' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /Advanced filters/ })).toContainText('1')
})
