// An account once logged in, end to end: My Account's details and password, the session dialogs
// (about to end, ended) for the spec's own participant (people.ts), the yearly question whether the
// details are still right and its turn with the site's welcome message, and a session ended
// elsewhere.
import { expect, test } from './fixtures'
import { confirmedAccount } from './page-models/account'
import { aYearOn, PASSWORD, registered, unique } from './page-models/new-accounts'

test.describe('a logged-in account', () => {
  test('changes personal details and the password on My Account', async ({ page, mail, account, request }) => {
    const email = await registered(page, request, mail, 'Mo', 'Account')
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
    await page.getByLabel('Current password').fill(PASSWORD)
    await change.click()
    await expect(page.getByTestId('toast').filter({ hasText: 'Password Updated' })).toBeVisible()
    await account.logOut()
    await account.logIn(email, 'Klukshu2028')
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

  test('asks once a year whether the details are still right, not an account made minutes ago, and remembers the answer', async ({
    page,
    mail,
    account,
    request,
  }) => {
    // Confirmed through the API: the logins through the screen are what this test is about.
    const { email } = await confirmedAccount(request, mail, 'Yuri')
    // A new account holds details just typed: its first login does not ask.
    await account.logIn(email, PASSWORD)
    await expect(account.menuButton).toBeVisible()
    const prompt = page.getByRole('dialog', { name: 'Are your details still right?' })
    await expect(prompt).toHaveCount(0)
    await account.logOut()
    // A year on, the login says it is time to ask.
    await aYearOn(page)
    await account.logIn(email, PASSWORD)
    await expect(prompt).toBeVisible()
    await prompt.getByRole('button', { name: 'They are still right' }).click()
    await expect(prompt).toBeHidden()
    await account.logOut()
    await account.logIn(email, PASSWORD)
    await expect(account.menuButton).toBeVisible()
    await expect(prompt).toHaveCount(0)
  })

  test.describe('with the site’s welcome message on the home page', () => {
    test.use({ dismissSiteMessage: false })

    test('the yearly prompt and the welcome message take turns: one dialog at a time, each answerable', async ({ page, mail, account, request }) => {
      const email = unique('turns')
      expect((await request.post('/api/users/register', { data: { firstName: 'Tess', lastName: 'Turns', email, plainPassword: PASSWORD } })).ok()).toBe(true)
      const confirmation = new URL(await mail.linkTo(email, '/confirm-email/')).pathname.split('/').pop()!
      expect((await request.post(`/api/users/confirm-email/${confirmation}`)).ok()).toBe(true)
      // A login a year on asks for the details, and lands on the home page and its message.
      await aYearOn(page)
      await account.logIn(email, PASSWORD)
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

    test('clears the token and reloads when a call answers 401', async ({ page, mail, account, request }) => {
      await registered(page, request, mail, 'Ella', 'Sewhere')
      const token = await page.evaluate(() => localStorage.getItem('registry.session'))
      expect((await request.post('/api/users/logout', { headers: { Authorization: `Bearer ${token}` } })).ok()).toBe(true)
      await page.goto('/my-account')
      await expect(page).toHaveURL(/\/login\?redirect=/)
      await expect(account.menuButton).toHaveCount(0)
      expect(await page.evaluate(() => localStorage.getItem('registry.session'))).toBeNull()
    })
  })
})
