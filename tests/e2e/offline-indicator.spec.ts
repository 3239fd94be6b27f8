// The offline indicator, pages saying when what they show was fetched, and actions that need the
// network turned off with the reason while there is none.
import { expect, test } from './fixtures'
import { findProject } from './page-models/project-page'
import { PROJECT_TYPE } from '../../src/shared/domain/stages'
import { controlledByServiceWorker } from './page-models/app-shell'

test.describe('with no connection', () => {
  test.use({ serviceWorkers: 'allow', allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] })

  test('says the visitor is offline and when the project page they see was fetched', async ({ page, context, request, projectPage }) => {
    const project = await findProject(request, PROJECT_TYPE.evaluation, (code) => code === 'SEEKING_VIEWS')
    await page.goto('/')
    await controlledByServiceWorker(page)
    await projectPage.goto(project.projectId)
    await expect(projectPage.title).toHaveText(project.title)
    await expect(page.getByTestId('offline-indicator')).toHaveCount(0)
    await expect(page.getByTestId('cached-copy')).toHaveCount(0)
    await expect
      .poll(() =>
        page.evaluate(
          async (id) => (await (await caches.open('project-data')).keys()).some((r) => new URL(r.url).pathname === `/api/projects/${id}`),
          project.projectId,
        ),
      )
      .toBe(true)

    await context.setOffline(true)
    await page.reload()
    await expect(projectPage.title).toHaveText(project.title)
    await expect(page.getByTestId('offline-indicator')).toContainText('You are offline.')
    await expect(page.getByTestId('cached-copy')).toContainText('Saved copy, as fetched on')

    await context.setOffline(false)
    await expect(page.getByTestId('offline-indicator')).toHaveCount(0)
    await expect(page.getByTestId('cached-copy')).toHaveCount(0)
  })
})

test('turns Follow off with the reason while offline', async ({ page, context, request, account, people }) => {
  const project = await findProject(request, PROJECT_TYPE.evaluation, (code) => code === 'REVIEW_INFORMATION')
  await account.logIn(await people.standIn('participant'))
  await page.goto(`/projects/${project.projectId}`)
  const follow = page.getByRole('button', { name: /^(Follow|Unfollow)$/ })
  await expect(follow).toBeEnabled()
  // The connection drops once the page has loaded: its parts that load late (the location map) are
  // in. With no service worker in this test, a chunk asked for offline would fail, and the router
  // reloads the page on a chunk it cannot fetch.
  await page.waitForLoadState('networkidle')
  await context.setOffline(true)
  await expect(follow).toBeDisabled()
  await expect(page.getByText('Following and hiding need a connection.')).toBeVisible()
  await expect(follow).toHaveAttribute('aria-describedby', /.+/)
  await context.setOffline(false)
  await expect(follow).toBeEnabled()
})
