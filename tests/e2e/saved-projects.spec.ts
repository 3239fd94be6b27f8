// Save for offline: a project saved on a visit opens after the browser restarts with no
// connection, with its tabs and public documents; the saved page lists and removes it; and a
// search with no connection finds it. The browser keeps its profile between the two runs
// (IndexedDB and Cache Storage are not in a storageState), as a phone does between field trips.
import { chromium } from '@playwright/test'
import type { BrowserContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { HomePage } from './page-models/home-page'
import { findProject, ProjectPage } from './page-models/project-page'
import { SavedProjectsPage } from './page-models/saved-projects-page'
import { PROJECT_TYPE } from '../../src/shared/domain/stages'
import { controlledByServiceWorker } from './page-models/app-shell'

test.use({ serviceWorkers: 'allow' })

/**
 * The browser's report of each request that found no network: from the page itself, or through the
 * worker when it had no copy (reference lists not opened before, the search on the registry).
 */
const NO_NETWORK = /ERR_INTERNET_DISCONNECTED|Failed to load resource: net::ERR_FAILED/

type DocumentAnswer = { description: string; fileName: string; redactedUploadId: string | null }[]

test('a saved project opens with no connection after a restart, also what an earlier version saved, is found offline, and is removed', async ({
  request,
  launchOptions,
  baseURL,
  locale,
  extraHTTPHeaders,
}, testInfo) => {
  test.setTimeout(180_000)
  const project = await findProject(request, PROJECT_TYPE.evaluation, (code) => code === 'SEEKING_VIEWS')
  const documents = (await (await request.get(`/api/projects/${project.projectId}/documents`)).json()) as DocumentAnswer
  const document = documents.find((d) => d.redactedUploadId)
  if (!document) throw new Error(`Project ${project.projectNumber} has no public document`)
  const href = `/api/uploads/${document.redactedUploadId}/public`
  const file = await request.get(href)
  expect(file.ok()).toBe(true)
  const message = (await (await request.get('/api/site-management/public-display-message')).json()) as { message: { messageId: string } | null }

  // The browser's profile, in the test's own output folder (emptied by Playwright before each run).
  const profile = testInfo.outputPath('profile')
  const unexpected: string[] = []
  let offline = false
  const browsers: BrowserContext[] = []
  const open = async (): Promise<{ context: BrowserContext; page: Page }> => {
    const context = await chromium.launchPersistentContext(profile, {
      ...launchOptions,
      executablePath: '/usr/bin/chromium',
      baseURL,
      locale,
      extraHTTPHeaders,
      serviceWorkers: 'allow',
      viewport: { width: 1280, height: 900 },
    })
    browsers.push(context)
    // As if the visitor had ticked "Don't show this message again".
    if (message.message) await context.addInitScript((id) => localStorage.setItem(`registry.site-message.dismissed.${id}`, 'e2e'), message.message.messageId)
    const page = context.pages()[0] ?? (await context.newPage())
    page.on('console', (m) => {
      if (m.type() === 'error' && !(offline && NO_NETWORK.test(m.text()))) unexpected.push(`console.error: ${m.text()} (${m.location().url})`)
    })
    page.on('pageerror', (error) => unexpected.push(`uncaught: ${error.message}`))
    return { context, page }
  }
  const controlled = controlledByServiceWorker

  try {
    // First visit: the worker installs, and the visitor saves the project.
    let { context, page } = await open()
    await page.goto('/')
    await controlled(page)
    const projectPage = new ProjectPage(page)
    await projectPage.goto(project.projectId)
    await expect(projectPage.title).toHaveText(project.title)
    await page.getByRole('button', { name: 'Save for offline' }).click()
    await expect(page.getByRole('link', { name: 'Saved on this device' })).toBeVisible({ timeout: 60_000 })
    await context.close()

    // The browser starts again on the same profile, still online: the project is listed, and refreshes.
    ;({ context, page } = await open())
    const saved = new SavedProjectsPage(page)
    await saved.goto()
    await controlled(page)
    const item = saved.item(project.title)
    await expect(item).toBeVisible()
    await item.getByRole('button', { name: 'Refresh' }).click()
    await expect(page.getByText('The saved copy was refreshed.')).toBeVisible({ timeout: 60_000 })

    // Some answers as a version before the lists became bare lists saved them (decision 0024):
    // the Documents tab's and the comments' in their old wrappers, the others as today.
    const rewritten = await page.evaluate(async (projectPath) => {
      const cache = await caches.open('saved-projects')
      const old = async (part: string, wrap: (list: { documentId: string; attachments: string[] }[]) => object) => {
        const kept = await cache.match(`${projectPath}/${part}`)
        if (!kept) return 0
        await cache.put(`${projectPath}/${part}`, new Response(JSON.stringify(wrap(await kept.json())), { headers: kept.headers }))
        return 1
      }
      const split = (list: { documentId: string; attachments: string[] }[]) => {
        const named = new Set(list.flatMap((d) => d.attachments))
        return { status: 'OK', documents: list.filter((d) => !named.has(d.documentId)), attachments: list.filter((d) => named.has(d.documentId)) }
      }
      return (
        (await old('documents', split)) +
        (await old('comments', (comments) => ({ status: 'OK', comments }))) +
        (await old('notes', (notes) => ({ status: 'OK', notes })))
      )
    }, `/api/projects/${project.projectId}`)
    expect(rewritten).toBe(3)
    const comments = (await (await request.get(`/api/projects/${project.projectId}/comments`)).json()) as unknown[]

    // What the worker kept while browsing goes, so that only the saved copy can answer.
    await page.evaluate(() => caches.delete('project-data'))
    await context.setOffline(true)
    offline = true
    const uncached = await page.evaluate(() =>
      fetch('/api/projects/search?textSearch=nothing-kept').then(
        () => 'answered',
        () => 'no network',
      ),
    )
    expect(uncached).toBe('no network')

    // The project page, its documents tab and one of its public documents open.
    const offlinePage = new ProjectPage(page)
    await offlinePage.goto(project.projectId, 'documents')
    await expect(offlinePage.title).toHaveText(project.title)
    await expect(offlinePage.documents.first()).toBeVisible()
    const link = page.locator(`a[href="${href}"]`).first()
    await expect(link).toBeVisible()
    const opened = page.waitForResponse((response) => response.url().endsWith(href))
    await link.click()
    const answer = await opened
    expect(answer.status()).toBe(200)
    expect(answer.fromServiceWorker()).toBe(true)
    expect(answer.headers()['content-type']).toBe(file.headers()['content-type'])
    const bytes = await page.evaluate(async (address) => (await (await fetch(address)).arrayBuffer()).byteLength, href)
    expect(bytes).toBe((await file.body()).length)
    await offlinePage.goto(project.projectId, 'comments')
    await expect(offlinePage.title).toHaveText(project.title)
    await expect(page.getByTestId('comment')).toHaveCount(comments.length)

    // A search with no connection runs on the device and finds it.
    const home = new HomePage(page)
    const word = project.title.split(/\s+/).find((w) => w.length > 4) ?? project.title
    await home.goto(`?q=${encodeURIComponent(word)}`)
    await expect(page.getByTestId('offline-results')).toContainText('Offline results')
    await expect(home.items.filter({ hasText: project.title })).toBeVisible()

    // The saved page, offline: size, age and storage; Refresh waits for a connection; Remove removes.
    await saved.goto()
    await expect(item.getByTestId('saved-size')).toHaveText(/^[\d.,]+ (kB|MB) \(\d+ documents?\)$/)
    await expect(item.getByTestId('saved-age')).toHaveText(/^(now|\d+ minutes? ago)$/)
    await expect(saved.storage).toContainText('Space left')
    await expect(item.getByRole('button', { name: 'Refresh' })).toBeDisabled()
    await item.getByRole('button', { name: 'Remove' }).click()
    await expect(saved.items).toHaveCount(0)
    await expect(saved.empty).toBeVisible()
    // Its files go too (the browser's own HTTP cache may still hold a copy for an hour, as for any download).
    const kept = await page.evaluate(
      async (address) => (await caches.open('saved-projects')).keys().then((keys) => keys.some((k) => new URL(k.url).pathname === address)),
      href,
    )
    expect(kept).toBe(false)
  } finally {
    // A failed step leaves no browser behind.
    await Promise.all(browsers.map((b) => b.close()))
  }
  expect(unexpected, 'errors in the browser console').toEqual([])
})
