// Field use: after a visit, the app and what the visitor looked at open with no connection; the
// app is installable.
import { expect, test } from './fixtures'
import { findProject } from './page-models/project-page'
import { PROJECT_TYPE } from '../../src/shared/domain/stages'
import { controlledByServiceWorker } from './page-models/app-shell'

test.use({ serviceWorkers: 'allow' })

test.describe('offline', () => {
  test('home and a project page open from the cache with no connection', async ({ page, context, request, homePage, projectPage }) => {
    // The worker's install downloads and stores the whole app before the first page is kept.
    test.slow()
    const project = await findProject(request, PROJECT_TYPE.evaluation, (code) => code === 'SEEKING_VIEWS')
    await homePage.goto()
    // The worker installs on the first visit and takes the page at once.
    await controlledByServiceWorker(page)
    await page.reload()
    await expect(homePage.items.first()).toBeVisible()
    await projectPage.goto(project.projectId)
    await expect(projectPage.title).toHaveText(project.title)
    await projectPage.tab('Documents').click()
    await expect(projectPage.documents.first()).toBeVisible()
    // The worker stores an answer just after handing it over; wait until the tab's are all kept.
    await expect
      .poll(() =>
        page.evaluate(async (id) => {
          const kept = (await (await caches.open('project-data')).keys()).map((r) => new URL(r.url).pathname)
          return ['documents', 'notes', 'correspondence', 'document-groups', 'document-texts'].every((part) => kept.includes(`/api/projects/${id}/${part}`))
        }, project.projectId),
      )
      .toBe(true)

    await context.setOffline(true)
    await page.reload()
    await expect(projectPage.title).toHaveText(project.title)
    await page.goto('/')
    await expect(homePage.items.first()).toBeVisible()
    await page.goto(`/projects/${project.projectId}/documents`)
    await expect(projectPage.documents.first()).toBeVisible()
    await context.setOffline(false)
  })

  test('the placer form’s catalogue is kept on the first visit and answers with no connection, in both languages', async ({ page, context, homePage }) => {
    const CATALOGUE = ['/api/form-2-types/placer', '/api/effects']
    await homePage.goto()
    await controlledByServiceWorker(page)
    await expect
      .poll(() => page.evaluate(async (paths) => (await Promise.all(paths.map((p) => caches.match(p)))).every((r) => r !== undefined), CATALOGUE))
      .toBe(true)

    await context.setOffline(true)
    const answers = await page.evaluate(async (paths) => Promise.all(paths.map(async (p) => (await fetch(p)).json())), CATALOGUE)
    const [type, list] = answers as [
      { activities: { name: string; nameFr: string }[] },
      { effects: { effectGroup: string; effectGroupFr: string; mitigationOptions: { noneApply: boolean }[] }[] },
    ]
    expect(type.activities.find((a) => a.name === 'Settling ponds')?.nameFr).toBe('Bassins de décantation')
    expect(list.effects.find((e) => e.effectGroup === 'Heritage resources')?.effectGroupFr).toBe('Ressources patrimoniales')
    expect(list.effects.every((e) => e.mitigationOptions.some((o) => o.noneApply))).toBe(true)
    await context.setOffline(false)
  })

  test('offers the manifest with the icons an install needs', async ({ request }) => {
    const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
      name: string
      display: string
      start_url: string
      icons: { src: string; sizes: string; purpose: string }[]
    }
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/' })
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']))
    for (const icon of manifest.icons) {
      const response = await request.get(icon.src)
      expect(response.headers()['content-type']).toBe('image/png')
    }
    const worker = await request.get('/sw.js')
    expect(worker.headers()['cache-control']).toBe('no-cache')
  })
})
