// Logging out on a device that keeps proposal drafts (DESIGN "Local-first drafts"): the person
// chooses to keep them for next time or remove them, and is warned when changes have not reached
// the registry yet.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { Account } from './page-models/account'
import { ProposalForm } from './page-models/proposal-form'
import { controlledByServiceWorker } from './page-models/app-shell'

/** The drafts kept in the browser's database, read as the app stores them. */
function draftsOnDevice(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('registry')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const count = open.result.transaction('drafts').objectStore('drafts').count()
          count.onsuccess = () => resolve(count.result)
          count.onerror = () => reject(count.error)
        }
      }),
  )
}

async function openLogOut(account: Account): Promise<void> {
  const menu = await account.openMenu()
  await menu.getByRole('button', { name: 'Log Out' }).click()
}

// The app must open offline as in the field (the service worker has it); requests made while the
// context is offline report a lost connection.
test.use({ serviceWorkers: 'allow', allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to load resource: net::ERR_FAILED/] })

test('log out keeps the drafts on the device, or removes them when asked, warning about unsent changes', async ({ page, context, people, account }) => {
  // Two logins, two drafts and two log-outs with the service worker: 29 s at a load of 11 on 2 cores.
  test.slow()
  const leaving = await people.newAccount({ firstName: 'Leaving', confirmIn: page })
  await page.goto('/project/add')
  const form = new ProposalForm(page)
  await controlledByServiceWorker(page)
  await form.title.fill('Drafted on a shared tablet')
  await expect(form.status).toHaveText('Synced', { timeout: 30_000 })

  // Kept: the default, and nothing is said about unsent changes because there are none.
  await openLogOut(account)
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('group')).toContainText('1 proposal draft of yours is kept on this device.')
  await expect(dialog.getByLabel(/^Keep them here/)).toBeChecked()
  await dialog.getByRole('button', { name: 'Log Out' }).click()
  await expect(page.getByText('Logged out')).toBeVisible()
  expect(await draftsOnDevice(page)).toBe(1)

  // Back again, a change that cannot reach the registry, then removed at log out.
  await account.logInAfresh(leaving)
  await page.goto('/project/add')
  await form.title.fill('Second draft, written with no connection')
  await context.setOffline(true)
  await expect(form.status).toHaveText('Waiting for connection', { timeout: 30_000 })
  await openLogOut(account)
  await expect(dialog.getByRole('group')).toContainText(
    '2 proposal drafts of yours are kept on this device. 1 of them has changes that have not reached the registry yet.',
  )
  await dialog.getByLabel(/^Remove them from this device/).check()
  await expect(dialog.getByRole('alert')).toHaveText('Changes not yet sent to the registry will be lost. Drafts already saved there stay in My Projects.')
  await dialog.getByRole('button', { name: 'Log Out' }).click()
  await expect(page.getByText('Logged out')).toBeVisible()
  expect(await draftsOnDevice(page)).toBe(0)
})
