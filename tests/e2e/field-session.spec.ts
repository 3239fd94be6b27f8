// A signed-in person in the field (issue 16): My Projects opens with no connection, showing the
// list as last seen and the drafts on the device; a session that ended while offline is said
// once, keeps the draft, and its sync goes on as soon as the person logs in again; a first visit
// says once when the app is ready to work offline. On a desktop and on a tablet.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { ProposalForm, serverProposal, tokenOf } from './page-models/proposal-form'
import { controlledByServiceWorker } from './page-models/app-shell'

/**
 * The browser's report of each request that found no network while offline, React's of the page
 * that could not load offline, and the browser's of the ended session's refused calls.
 */
const EXPECTED = /ERR_INTERNET_DISCONNECTED|Failed to load resource: net::ERR_FAILED|TypeError: Failed to fetch|status of 401 \(Unauthorized\)/

test.use({ serviceWorkers: 'allow', allowedConsoleErrors: [EXPECTED] })

/** A new draft with this title, written once the worker controls the page and synced: the app is ready for the field. */
async function syncedDraft(page: Page, title: string): Promise<ProposalForm> {
  await page.goto('/project/add')
  await controlledByServiceWorker(page)
  const form = new ProposalForm(page)
  await form.title.fill(title)
  await expect(form.status).toHaveText('Synced', { timeout: 30_000 })
  return form
}

for (const device of ['desktop', 'tablet'] as const) {
  const tag = device === 'tablet' ? ' @tablet' : ''

  test(`My Projects opens with no connection, with the list as last seen and the drafts on this device${tag}`, async ({
    page,
    context,
    request,
    people,
    account,
    shell,
  }) => {
    test.setTimeout(90_000)
    await account.logInAfresh(await people.newAccount({ firstName: 'Listed' }))
    const form = await syncedDraft(page, 'Camp at Moosehide Creek')
    const synced = form.projectId()

    // Seen once online: the list is kept on the device.
    await page.goto('/my-projects')
    const rows = page.getByTestId('my-project')
    await expect(rows.filter({ hasText: 'Camp at Moosehide Creek' })).toHaveCount(1)
    await expect(page.getByTestId('saved-list')).toHaveCount(0)

    // No connection from here: a second draft is written, then My Projects opened afresh.
    await context.setOffline(true)
    await page.goto('/project/add')
    await form.title.fill('Written at the creek')
    await expect(form.status).toHaveText('Waiting for connection')
    await form.keptOnDevice('Written at the creek')
    const onlyHere = form.projectId()
    await page.goto('/my-projects')
    await expect(shell.header).toBeVisible()
    await expect(page.getByTestId('saved-list')).toContainText('this is your list as saved on this device on')
    await expect(rows).toHaveCount(2)
    await expect(rows.filter({ hasText: 'Written at the creek' })).toContainText('Only on this device: not sent to the registry yet')
    await expect(rows.filter({ hasText: 'Camp at Moosehide Creek' })).toContainText('Kept on this device')
    await rows.filter({ hasText: 'Written at the creek' }).getByRole('link', { name: 'Open draft' }).click()
    await expect(form.title).toHaveValue('Written at the creek')
    expect(form.projectId()).toBe(onlyHere)

    // A page the device does not have fails inside the site's layout, saying what still opens.
    await page.goto('/my-account')
    await expect(shell.header).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page needs a connection')
    await expect(page.getByRole('main').getByRole('link', { name: 'My Projects' })).toBeVisible()

    // Back online, the registry's list again, with the draft written offline on its way there.
    await page.goto('/my-projects')
    await context.setOffline(false)
    await expect(page.getByTestId('saved-list')).toHaveCount(0)
    await expect(rows.filter({ hasText: 'Written at the creek' })).toHaveCount(1)
    await expect(rows.filter({ hasText: 'Camp at Moosehide Creek' })).toHaveCount(1)
    const token = await tokenOf(page)
    await expect.poll(async () => (await serverProposal(request, token, onlyHere))?.projectTitle, { timeout: 30_000 }).toBe('Written at the creek')
    expect((await serverProposal(request, token, synced))?.projectTitle).toBe('Camp at Moosehide Creek')
  })

  test(`a session that ended while offline is said once, keeps the draft, and its sync goes on as soon as the person logs in again${tag}`, async ({
    page,
    context,
    request,
    people,
    shell,
    account,
  }) => {
    test.setTimeout(90_000)
    const proponent = await people.newAccount({ firstName: 'Ended' })
    await account.logInAfresh(proponent)
    const form = await syncedDraft(page, 'Survey camp')
    const projectId = form.projectId()
    const oldToken = await tokenOf(page)
    // Nothing below may load the page again: the sync must go on in this very page.
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true))

    await context.setOffline(true)
    await form.title.fill('Survey camp, written offline')
    await expect(form.status).toHaveText('Waiting for connection')
    await form.keptOnDevice('Survey camp, written offline')
    // The session ends while the device has no connection (elsewhere, or it ran out).
    expect((await request.post('/api/users/logout', { headers: { Authorization: `Bearer ${oldToken}` } })).ok()).toBe(true)

    await context.setOffline(false)
    const ended = page.getByRole('dialog', { name: 'Session Expired' })
    await expect(ended).toBeVisible({ timeout: 20_000 })
    await expect(ended).toContainText('What you wrote on this device is kept')
    // One source of truth: the header no longer shows anyone signed in, and nobody says "offline".
    await expect(account.menuButton).toHaveCount(0)
    await expect(shell.accountLink('Log In')).toBeVisible()
    await expect(shell.offlineBanner).toHaveCount(0)
    await expect(shell.offlineStatus).toContainText('Online')
    await expect(form.status).toContainText('your session has ended. The draft is kept on this device.')
    await expect(form.title).toHaveValue('Survey camp, written offline')

    await ended.getByRole('button', { name: 'Log in again' }).click()
    await expect(page).toHaveURL(/\/login\?redirect=/)
    await account.logInHere(proponent.email, proponent.password)
    await expect(form.title).toHaveValue('Survey camp, written offline')
    // At once, in this page: the sync follows the session.
    await expect(form.status).toHaveText('Synced')
    const newToken = await tokenOf(page)
    expect((await serverProposal(request, newToken, projectId))?.projectTitle).toBe('Survey camp, written offline')
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
    // Said once: not again after logging back in.
    await expect(ended).toHaveCount(0)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test(`a first visit says once, quietly, when the app is ready to work offline, in English and French${tag}`, async ({ page, context, shell }) => {
    await page.goto('/')
    const notice = page.getByTestId('toast').filter({ hasText: 'The app is ready to work offline on this device.' })
    await expect(notice).toBeVisible({ timeout: 20_000 })
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    await shell.offlineStatus.click()
    await expect(page.getByTestId('offline-readiness')).toContainText('Ready to work offline since')

    // A reload with no connection opens the app, and the notice is not said again.
    await context.setOffline(true)
    await page.reload()
    await expect(shell.header).toBeVisible()
    await expect(shell.offlineStatus).toContainText('Offline')
    await shell.switchLanguage('Français')
    await page.getByRole('button', { name: /^Hors ligne : connexion et utilisation hors ligne$/ }).click()
    await expect(page.getByTestId('offline-readiness')).toContainText('Prête à fonctionner hors ligne depuis le')
    await expect(page.getByTestId('toast')).toHaveCount(0)
    await context.setOffline(false)
  })
}
