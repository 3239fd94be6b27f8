// Updates: after a new build is deployed, an open page says "A new version is available" and
// offers Reload; nothing reloads on its own, so what a visitor typed stays until they choose. The
// app is served from a deployment of its own (tests/deployment-copy.ts), so that this test can
// deploy to it.
import { expect, test } from './fixtures'
import type { Page } from '@playwright/test'
import { controlledByServiceWorker } from './page-models/app-shell'

test.use({ serviceWorkers: 'allow' })

interface DeploymentCopy {
  url: string
  deployNewBuild(): Promise<void>
  close(): Promise<void>
}
// Runs in Node and uses Node's file system and HTTP server, which this project's type check (the
// browser's) has no types for: imported by a path the checker does not follow (tsconfig.node.json
// checks the file itself).
const DEPLOYMENT_COPY = '../deployment-copy.ts'

const prompt = (page: Page) => page.getByRole('status').filter({ hasText: 'A new version is available' })
/** Whether the page is still the document it was when marked (a reload would have dropped the mark). */
const stillMarked = (page: Page) => page.evaluate(() => (window as { updateTestMark?: boolean }).updateTestMark === true)

// Two service workers install, each precaching the whole app.
test.describe.configure({ timeout: 60_000 })

test('a new build shows "A new version is available", and only the visitor’s Reload reloads', async ({ page, context, baseURL, homePage }) => {
  const { startDeploymentCopy } = (await import(DEPLOYMENT_COPY)) as { startDeploymentCopy(apiOrigin: string): Promise<DeploymentCopy> }
  const deployment = await startDeploymentCopy(baseURL!)
  try {
    await page.goto(`${deployment.url}/`)
    await homePage.count.waitFor()
    await controlledByServiceWorker(page)
    // Input the visitor has not sent.
    await homePage.searchBox.fill('unsent words')
    await page.evaluate(() => ((window as { updateTestMark?: boolean }).updateTestMark = true))
    await expect(prompt(page)).toHaveCount(0)

    await deployment.deployNewBuild()
    // The visitor comes back to the tab: the app looks for a new version.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
    await expect(prompt(page)).toBeVisible({ timeout: 20_000 })
    await expect(prompt(page).getByRole('button', { name: 'Reload' })).toBeVisible()
    expect(await stillMarked(page)).toBe(true)
    await expect(homePage.searchBox).toHaveValue('unsent words')

    // In another tab, the visitor chooses Reload: that tab moves to the new version...
    const other = await context.newPage()
    await other.goto(`${deployment.url}/`)
    await expect(prompt(other)).toBeVisible()
    await Promise.all([other.waitForEvent('load'), prompt(other).getByRole('button', { name: 'Reload' }).click()])
    await expect(other.getByTestId('project-count')).toBeVisible()
    await expect(prompt(other)).toHaveCount(0)
    expect(await other.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull()

    // ...and the first tab keeps its input and its prompt until its own visitor chooses.
    expect(await stillMarked(page)).toBe(true)
    await expect(homePage.searchBox).toHaveValue('unsent words')
    await expect(prompt(page)).toBeVisible()
    await Promise.all([page.waitForEvent('load'), prompt(page).getByRole('button', { name: 'Reload' }).click()])
    await homePage.count.waitFor()
    expect(await stillMarked(page)).toBe(false)
    await expect(prompt(page)).toHaveCount(0)
  } finally {
    await deployment.close()
  }
})
