// Subscribe (issue 31 item 3): the home page offers the Atom feed and the calendar of its current
// search, a project page those of the project, in the reader's language, on a phone too; the
// linked feed is valid Atom of the projects the search finds.
import { DOMParser } from '@xmldom/xmldom'
import type { APIRequestContext, Page, TestInfo } from '@playwright/test'
import { expect, test } from './fixtures'

const ATOM = 'http://www.w3.org/2005/Atom'

interface SearchAnswer {
  projects: { projectId: string; projectNumber: string; title: string }[]
}

/** The feed at an address as the test reads it: its title and the project each entry links to. */
async function atomAt(request: APIRequestContext, address: string): Promise<{ title: string; projectIds: string[] }> {
  const response = await request.get(address)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/atom+xml; charset=utf-8')
  const feed = new DOMParser().parseFromString(await response.text(), 'application/xml').documentElement!
  expect(feed.namespaceURI).toBe(ATOM)
  expect(feed.localName).toBe('feed')
  const title = feed.getElementsByTagNameNS(ATOM, 'title')[0]!.textContent!
  const entries = Array.from(feed.getElementsByTagNameNS(ATOM, 'entry'))
  const projectIds = entries.map((e) => /\/projects\/([0-9a-f-]{36})/.exec(e.getElementsByTagNameNS(ATOM, 'link')[0]!.getAttribute('href')!)![1]!)
  return { title, projectIds }
}

const feedLink = (page: Page) => page.getByRole('link', { name: /News feed \(Atom\)|Fil d’actualités \(Atom\)/ })
const calendarLink = (page: Page) => page.getByRole('link', { name: /Calendar \(iCalendar\)|Calendrier \(iCalendar\)/ })

async function openSubscribe(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.locator('summary', { hasText: /^(Subscribe|S’abonner)$/ }).click()
  await expect(feedLink(page)).toBeVisible()
  await expect(calendarLink(page)).toBeVisible()
  // Kept with the results, to look at as a reader would see it.
  const path = testInfo.outputPath(`${name}.png`)
  await page.screenshot({ path })
  await testInfo.attach(name, { path, contentType: 'image/png' })
}

test.describe('subscribe', () => {
  test('the home page’s links carry its current filters, and the feed tells of the projects it finds', async ({ page, request, homePage }, testInfo) => {
    await homePage.goto('?q=placer&stageGroups=evaluation,adequacy')
    await openSubscribe(page, testInfo, 'home-en')
    const feed = new URL((await feedLink(page).getAttribute('href'))!)
    expect(feed.pathname).toBe('/api/v1/projects/feed.atom')
    expect(Object.fromEntries(feed.searchParams)).toEqual({ textSearch: 'placer', stageGroups: 'evaluation,adequacy' })
    const calendar = new URL((await calendarLink(page).getAttribute('href'))!)
    expect(calendar.pathname).toBe('/api/v1/projects/calendar.ics')
    expect(calendar.search).toBe(feed.search)
    const found = (await (await request.get(`/api/projects/search?${feed.searchParams}`)).json()) as SearchAnswer
    const atom = await atomAt(request, feed.href)
    const ids = new Set(found.projects.map((p) => p.projectId))
    expect(atom.projectIds.filter((id) => !ids.has(id))).toEqual([])
    const ics = await request.get(calendar.href)
    expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8')
    expect(await ics.text()).toMatch(/^BEGIN:VCALENDAR\r\n/)

    // A filter changed on the page changes the links.
    await homePage.searchBox.fill('quartz')
    await homePage.searchButton.click()
    await expect(feedLink(page)).toHaveAttribute('href', /textSearch=quartz/)
  })

  test('a project page offers the project’s feed and calendar', async ({ page, request, projectPage }, testInfo) => {
    const { projects } = (await (await request.get('/api/projects/search?limit=1')).json()) as SearchAnswer
    const project = projects[0]!
    await projectPage.goto(project.projectId)
    await openSubscribe(page, testInfo, 'project-en')
    const feed = (await feedLink(page).getAttribute('href'))!
    expect(new URL(feed).pathname).toBe(`/api/v1/projects/${project.projectNumber}/feed.atom`)
    expect(new URL((await calendarLink(page).getAttribute('href'))!).pathname).toBe(`/api/v1/projects/${project.projectNumber}/calendar.ics`)
    const atom = await atomAt(request, feed)
    expect(atom.title).toBe(`${project.projectNumber} – ${project.title}`)
    expect(new Set(atom.projectIds)).toEqual(new Set(atom.projectIds.length ? [project.projectId] : []))
  })

  test('in French, the links ask for the French feed', async ({ page, request, homePage, shell }, testInfo) => {
    await homePage.goto('?q=placer')
    await shell.switchLanguage('Français')
    await openSubscribe(page, testInfo, 'home-fr')
    const feed = new URL((await feedLink(page).getAttribute('href'))!)
    expect(Object.fromEntries(feed.searchParams)).toEqual({ textSearch: 'placer', lang: 'fr' })
    expect((await atomAt(request, feed.href)).title).toMatch(/^Nouveautés des projets/)
    const first = homePage.projectLink(homePage.items.first())
    const title = (await first.textContent())!
    await first.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await openSubscribe(page, testInfo, 'project-fr')
    await expect(calendarLink(page)).toHaveAttribute('href', /\/calendar\.ics\?lang=fr$/)
  })

  for (const language of ['English', 'Français'] as const) {
    test(`fits a phone, in ${language} @phone`, async ({ page, request, homePage, projectPage, shell }, testInfo) => {
      await homePage.goto('?q=placer')
      if (language === 'Français') await shell.switchLanguage('Français')
      await openSubscribe(page, testInfo, `home-phone-${language}`)
      const width = page.viewportSize()!.width
      for (const link of [feedLink(page), calendarLink(page)]) {
        const box = (await link.boundingBox())!
        expect(box.x).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width).toBeLessThanOrEqual(width)
      }
      expect((await atomAt(request, (await feedLink(page).getAttribute('href'))!)).title).toBeTruthy()
      const { projects } = (await (await request.get('/api/projects/search?limit=1')).json()) as SearchAnswer
      await projectPage.goto(projects[0]!.projectId)
      await openSubscribe(page, testInfo, `project-phone-${language}`)
      const box = (await calendarLink(page).boundingBox())!
      expect(box.x + box.width).toBeLessThanOrEqual(width)
    })
  }
})
