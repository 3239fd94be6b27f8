// What a first visit downloads before it can draw: the home page leaves out the code it does not
// draw with, and a project page comes in a few files that its HTML names (decision 0086). Sizes and
// timings are the benchmarks' (npm run bench bundle-size, lighthouse); these check the shape.
import { expect, test } from './fixtures'
import { layoutShifts } from './page-models/layout-shift'
import { findProject } from './page-models/project-page'
import { PROJECT_TYPE } from '../../src/shared/domain/stages'

test('the home page draws without the device’s local database code', async ({ page, homePage }) => {
  const scripts: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text())
  })
  await homePage.goto()
  await expect(homePage.markers.first()).toBeVisible()
  const code = await Promise.all(scripts)
  expect(code.length).toBeGreaterThan(0)
  // The local database (Dexie, named by its errors) is a signed-in person's, fetched once someone signs in.
  expect(code.filter((text) => text.includes('DatabaseClosed'))).toHaveLength(0)
})

test('the app’s styles come inside the page, not as a stylesheet to wait for', async ({ request }) => {
  const html = await (await request.get('/')).text()
  expect(html).toContain('<style>')
  expect(html).not.toMatch(/<link rel="stylesheet"/)
})

test('a project page’s HTML names the few files of its first screen', async ({ request, projectPage }) => {
  const project = await findProject(request, PROJECT_TYPE.evaluation, (code) => code === 'SEEKING_VIEWS')
  const html = await (await request.get(`/projects/${project.projectId}`)).text()
  const named = (rel: string) => [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*href="(/assets/[^"]+)"`, 'g'))].map((m) => m[1])
  // Its layout, its overview, what they import and the pages' messages: once fifteen scripts and six stylesheets.
  expect(named('modulepreload').length).toBeLessThanOrEqual(6)
  expect(named('preload').filter((file) => file?.endsWith('.css')).length).toBeLessThanOrEqual(1)
  await projectPage.goto(project.projectId)
  await expect(projectPage.title).toHaveText(project.title)
})

test('a project page does not move once drawn @phone', async ({ request, projectPage, page }) => {
  const project = await findProject(request, PROJECT_TYPE.evaluation, (code) => code === 'SEEKING_VIEWS')
  await projectPage.goto(project.projectId)
  await expect(page.getByRole('button', { name: 'Save for offline' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  // Shifts the visitor did not cause.
  const shifted = await layoutShifts(page)
  expect(shifted).toBeLessThan(0.01)
})
