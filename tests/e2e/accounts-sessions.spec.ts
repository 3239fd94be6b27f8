// An account once logged in, end to end: My Account's details and password, the session dialogs
// (about to end, ended) for the spec's own participant (people.ts), the yearly question whether the
// details are still right and its turn with the site's welcome message, and a session ended
// elsewhere.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/** The next login answers as it does a year after the account last confirmed its details (the rule itself is the server's, tested there). */
async function aYearOn(page: Page): Promise<void> {
  await page.route(
    '**/api/users/login',
    async (route) => {
      const response = await route.fetch()
      await route.fulfill({ response, json: { ...((await response.json()) as object), isTimeToUpdate: true } })
    },
    { times: 1 },
  )
}

test.describe('a logged-in account', () => {
  test('changes personal details and the password on My Account', async ({ page, people, account }) => {
    const mo = await people.newAccount({ firstName: 'Mo', lastName: 'Account', confirmIn: page })
    await page.goto('/my-account')
    await page.getByLabel('Telephone (optional)').fill('867-555-0199')
    await page.getByRole('button', { name: 'Save details' }).click()
    await expect(page.getByTestId('toast').filter({ hasText: 'Your account details have been saved' })).toBeVisible()

    const change = page.getByRole('button', { name: 'Change password' })
    await page.getByLabel('Current password').fill('Wrong0000')
    await page.getByLabel(/^New password/).fill('short')
    await expect(change).toBeDisabled()
    await page.getByLabel(/^New password/).fill('Klukshu2028')
    await page.getByLabel('Confirm new password').fill('Klukshu2028')
    await change.click()
    await expect(page.getByRole('alert')).toHaveText('Current Password is not correct')
    await page.getByLabel('Current password').fill(mo.password)
    await change.click()
    await expect(page.getByTestId('toast').filter({ hasText: 'Password Updated' })).toBeVisible()
    await account.logOut()
    await account.logIn(mo.email, 'Klukshu2028')
  })

  test('offers to extend a session about to end, and says when it has ended', async ({ people, page, account }) => {
    await account.logInAfresh(await people.standIn('participant'))
    // The server says how long the session has left; here it is told to say "expiring".
    await page.route('**/api/users/check-expiring/**', (route) =>
      route.fulfill({ json: { status: 'expiring', expiresAt: new Date(Date.now() + 120_000).toISOString() } }),
    )
    await page.reload()
    const dialog = page.getByRole('dialog', { name: 'Expiring Soon' })
    await expect(dialog).toBeVisible()
    const menu = await (async () => {
      await dialog.getByRole('button', { name: 'Not now' }).click()
      return account.openMenu()
    })()
    await expect(menu.getByRole('button', { name: 'Renew Session' })).toBeVisible()
    await page.keyboard.press('Escape')
    await page.unroute('**/api/users/check-expiring/**')
    await page.route('**/api/users/check-expiring/**', (route) => route.fulfill({ json: { status: 'expired', expiresAt: null } }))
    await page.reload()
    await expect(page.getByRole('dialog', { name: 'Session Expired' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible()
  })

  test('asks once a year whether the details are still right, not an account made minutes ago, and remembers the answer', async ({ page, people, account }) => {
    // Confirmed through the API: the logins through the screen are what this test is about.
    const yuri = await people.newAccount({ firstName: 'Yuri' })
    // A new account holds details just typed: its first login does not ask.
    await account.logInAfresh(yuri)
    await expect(account.menuButton).toBeVisible()
    const prompt = page.getByRole('dialog', { name: 'Are your details still right?' })
    await expect(prompt).toHaveCount(0)
    await account.logOut()
    // A year on, the login says it is time to ask.
    await aYearOn(page)
    await account.logInAfresh(yuri)
    await expect(prompt).toBeVisible()
    await prompt.getByRole('button', { name: 'They are still right' }).click()
    await expect(prompt).toBeHidden()
    await account.logOut()
    await account.logInAfresh(yuri)
    await expect(account.menuButton).toBeVisible()
    await expect(prompt).toHaveCount(0)
  })

  test.describe('with the site’s welcome message on the home page', () => {
    test.use({ dismissSiteMessage: false })

    test('the yearly prompt and the welcome message take turns: one dialog at a time, each answerable', async ({ page, people, account }) => {
      const tess = await people.newAccount({ firstName: 'Tess', lastName: 'Turns' })
      // A login a year on asks for the details, and lands on the home page and its message.
      await aYearOn(page)
      await account.logInAfresh(tess)
      await expect(page).toHaveURL('/')
      const open = page.locator('dialog[open]')
      const prompt = page.getByRole('dialog', { name: 'Are your details still right?' })
      await expect(prompt).toBeVisible()
      await expect(open).toHaveCount(1)
      await prompt.getByRole('button', { name: 'They are still right' }).click()
      await expect(prompt).toHaveCount(0)
      await expect(open).toHaveCount(1)
      await open.getByRole('button', { name: 'Close' }).click()
      await expect(open).toHaveCount(0)
    })
  })

  test.describe('a session ended elsewhere', () => {
    // The ended session's calls answer 401, which the browser logs.
    test.use({ allowedConsoleErrors: [/status of 401 \(Unauthorized\)/] })

    test('clears the token and reloads when a call answers 401', async ({ page, people, account, request }) => {
      await people.newAccount({ firstName: 'Ella', lastName: 'Sewhere', confirmIn: page })
      const token = await page.evaluate(() => localStorage.getItem('registry.session'))
      expect((await request.post('/api/users/logout', { headers: { Authorization: `Bearer ${token}` } })).ok()).toBe(true)
      await page.goto('/my-account')
      await expect(page).toHaveURL(/\/login\?redirect=/)
      await expect(account.menuButton).toHaveCount(0)
      expect(await page.evaluate(() => localStorage.getItem('registry.session'))).toBeNull()
    })
  })
})
