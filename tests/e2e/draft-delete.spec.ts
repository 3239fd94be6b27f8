// Deleting a draft (spec §4): from My Projects, gone from the list and from the registry; with no
// connection, gone here at once and from the registry when the connection returns; and a draft the
// registry never had, listed from this device, deleted there.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { ProposalForm, serverProposal, tokenOf } from './page-models/proposal-form'

/** The browser's report of each request that found no network. */
const NO_NETWORK = /ERR_INTERNET_DISCONNECTED|Failed to load resource: net::ERR_FAILED/

/** A draft the registry has, written in the general form. */
async function syncedDraft(page: Page, title: string): Promise<string> {
  await page.goto('/project/add')
  const form = new ProposalForm(page)
  await form.title.fill(title)
  await expect(form.status).toHaveText('Synced', { timeout: 20_000 })
  return form.projectId()
}

const card = (page: Page, title: string) => page.getByTestId('my-project').filter({ hasText: title })

async function deleteFromMyProjects(page: Page, title: string): Promise<void> {
  await card(page, title).getByRole('button', { name: 'Delete draft' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete draft' })
  await expect(dialog).toContainText(`Delete the draft “${title}”? This cannot be undone.`)
  await dialog.getByRole('button', { name: 'Delete draft' }).click()
}

test.describe('a synced draft', () => {
  // Its old address asks the registry for it, which answers 404.
  test.use({ allowedConsoleErrors: [/status of 404 \(Not Found\) \(http:\/\/localhost:\d+\/api\/projects\/[0-9a-f-]{36}\/proposal\)/] })

  test('a synced draft deleted from My Projects is gone from the list and from the registry', async ({ page, request, people }) => {
    await people.newAccount({ firstName: 'Deleting', confirmIn: page })
    const token = await tokenOf(page)
    const title = `Draft to delete ${Date.now()}`
    const projectId = await syncedDraft(page, title)
    expect(await serverProposal(request, token, projectId)).not.toBeNull()

    await page.goto('/my-projects')
    await expect(card(page, title)).toContainText('Draft')
    // Asked first: Cancel keeps it.
    await card(page, title).getByRole('button', { name: 'Delete draft' }).click()
    await page.getByRole('dialog', { name: 'Delete draft' }).getByRole('button', { name: 'Cancel' }).click()
    await expect(card(page, title)).toBeVisible()

    await deleteFromMyProjects(page, title)
    await expect(page.getByTestId('draft-deleted')).toHaveText(`Draft deleted: “${title}”.`)
    await expect(card(page, title)).toHaveCount(0)
    await expect.poll(() => serverProposal(request, token, projectId), { timeout: 20_000 }).toBeNull()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'My Projects' })).toBeVisible()
    await expect(card(page, title)).toHaveCount(0)
    // Its old address says it is gone, and where to go instead.
    await page.goto(`/projects/${projectId}/edit`)
    await expect(page.getByRole('heading', { name: 'This draft cannot be opened' })).toBeVisible()
    await expect(page.getByText('This project was not found, or you lack sufficient authorization to view it.')).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'My Projects' })).toBeVisible()
  })
})

test('the form’s Delete draft goes back to My Projects, saying so', async ({ page, request, people }) => {
  await people.newAccount({ firstName: 'FormDelete', confirmIn: page })
  const token = await tokenOf(page)
  const title = `Deleted from the form ${Date.now()}`
  const projectId = await syncedDraft(page, title)
  await page.getByRole('button', { name: 'Delete draft' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete draft' })
  await expect(dialog).toContainText(`Delete the draft “${title}”?`)
  await dialog.getByRole('button', { name: 'Delete draft' }).click()
  await expect(page).toHaveURL('/my-projects')
  await expect(page.getByTestId('draft-deleted')).toHaveText(`Draft deleted: “${title}”.`)
  await expect(card(page, title)).toHaveCount(0)
  await expect.poll(() => serverProposal(request, token, projectId), { timeout: 20_000 }).toBeNull()
})

test.describe('with no connection', () => {
  test.use({ allowedConsoleErrors: [NO_NETWORK] })

  test('a draft deleted offline leaves the list at once and the registry when the connection returns', async ({ page, context, request, people }) => {
    await people.newAccount({ firstName: 'OfflineDelete', confirmIn: page })
    const token = await tokenOf(page)
    const title = `Deleted in the field ${Date.now()}`
    const projectId = await syncedDraft(page, title)
    await page.goto('/my-projects')
    await expect(card(page, title)).toBeVisible()

    await context.setOffline(true)
    await deleteFromMyProjects(page, title)
    await expect(page.getByTestId('draft-deleted')).toBeVisible()
    await expect(card(page, title)).toHaveCount(0)
    expect(await serverProposal(request, token, projectId)).not.toBeNull()

    await context.setOffline(false)
    await expect.poll(() => serverProposal(request, token, projectId), { timeout: 30_000 }).toBeNull()
    await expect(card(page, title)).toHaveCount(0)
  })
})

test.describe('a draft whose create never arrived', () => {
  // Its create was tried, so the registry is asked to delete it too, and answers that it has none.
  test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|404 \(Not Found\) \(http:\/\/localhost:\d+\/api\/projects\/delete-proposal\)/] })

  test('is listed from this device and deleted there', async ({ page, request, people }) => {
    await people.newAccount({ firstName: 'LocalOnly', confirmIn: page })
    const token = await tokenOf(page)
    // The registry never gets this draft.
    await page.route('**/api/projects/create-proposal', (route) => route.abort('internetdisconnected'))
    const title = `Only on this device ${Date.now()}`
    await page.goto('/project/add')
    const form = new ProposalForm(page)
    await form.title.fill(title)
    await expect(page).toHaveURL(/draft=/)
    const projectId = form.projectId()
    await expect(form.status).not.toHaveText('Synced')
    await form.keptOnDevice(title)

    await page.goto('/my-projects')
    await expect(card(page, title)).toContainText('Draft')
    await deleteFromMyProjects(page, title)
    await expect(card(page, title)).toHaveCount(0)

    await page.unroute('**/api/projects/create-proposal')
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'My Projects' })).toBeVisible()
    await expect(card(page, title)).toHaveCount(0)
    expect(await serverProposal(request, token, projectId)).toBeNull()
  })
})
