// Accounts end to end, through the real mail path: registration and confirmation, logging in by
// password and by mailed link, password reset, My Account, logging out, the protected routes and
// the session dialogs.
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'

const unique = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.ca`
const PASSWORD = 'Tagish2026'

/** Registers through the API, then opens the mailed confirmation link, which logs the user in. */
async function registered(
  page: Page,
  request: APIRequestContext,
  mail: { linkTo(a: string, r: string): Promise<string> },
  firstName: string,
  lastName: string,
): Promise<string> {
  const email = unique(firstName.toLowerCase())
  expect((await request.post('/api/users/register', { data: { firstName, lastName, email, plainPassword: PASSWORD } })).ok()).toBe(true)
  await page.goto(await mail.linkTo(email, '/confirm-email/'))
  await expect(page.getByRole('button', { name: /, account menu$/ })).toBeVisible()
  return email
}

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

test.describe('accounts', () => {
  test('registers, confirms the address from the mail, and is logged in', async ({ page, mail, account }) => {
    const email = unique('ada')
    await page.goto('/register')
    await page.getByLabel('First name').fill('Ada')
    await page.getByLabel('Last name').fill('Lovelace')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel(/^Password/).fill(PASSWORD)
    await page.getByLabel('Confirm password').fill('Different1')
    await expect(page.getByText("Passwords don't match")).toBeVisible()
    await page.getByLabel('Confirm password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Create Account' }).click()
    // Both agreements are required.
    await expect(page.getByText('This field is required')).toHaveCount(2)
    await page.getByRole('checkbox', { name: /privacy statement/ }).check()
    await page.getByRole('checkbox', { name: /Terms of Use/ }).check()
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect(page).toHaveURL('/register-confirm')
    await expect(page.getByText(email)).toBeVisible()

    await page.goto(await mail.linkTo(email, '/confirm-email/'))
    await expect(page).toHaveURL('/')
    await expect(account.menuButton).toHaveText('AL')
    // The name starts with what the button shows (axe: label-content-name-mismatch).
    await expect(account.menuButton).toHaveAccessibleName('AL – Ada Lovelace, account menu')
    await page.goto('/my-account')
    await expect(page.getByLabel('First name')).toHaveValue('Ada')
  })

  test.describe('wrong password', () => {
    // The refused login answers 401, which the browser logs.
    test.use({ allowedConsoleErrors: [/status of 401 \(Unauthorized\) \(http:\/\/localhost:\d+\/api\/users\/login\)/] })

    test('refuses a wrong password with the spec’s message, and keeps Log In disabled until both fields are filled', async ({ page }) => {
      await page.goto('/login')
      const button = page.getByRole('button', { name: 'Log In' })
      await expect(button).toBeDisabled()
      await page.getByLabel('Email').fill('follower@demo.example')
      await expect(button).toBeDisabled()
      await page.getByLabel('Password').fill('not-the-password1')
      await button.click()
      await expect(page.getByRole('alert')).toHaveText('Wrong username and/or password')
    })
  })

  test('logs in with a demo account, returns where it was going, and logs out after confirming', async ({ page, account }) => {
    await page.goto('/my-account')
    await expect(page).toHaveURL(/\/login\?redirect=/)
    await expect(page.getByText('Please log in to continue.')).toBeVisible()
    await page.getByLabel('Email').fill('follower@demo.example')
    await page.getByLabel('Password').fill('YukonDemo2005')
    await page.getByRole('button', { name: 'Log In' }).click()
    await expect(page).toHaveURL('/my-account')
    await expect(account.menuButton).toHaveText('JL')
    await account.logOut()
    await expect(page.getByTestId('toast').filter({ hasText: 'Logged out' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible()
    await page.goto('/my-projects')
    await expect(page).toHaveURL('/')
  })

  test.describe('password reset', () => {
    // The used link is refused with 410, as an expired one, which the browser logs.
    test.use({ allowedConsoleErrors: [/status of 410 \(Gone\) \(http:\/\/localhost:\d+\/api\/users\/check-reset-password\//] })

    test('resets a forgotten password from the mailed link, which works once', async ({ page, mail, account, request }) => {
      // Registration, two logins and two password hashes: a long flow on a busy machine.
      test.slow()
      const email = await registered(page, request, mail, 'Rita', 'Reset')
      await account.logOut()

      await page.goto('/forgot-password')
      await page.getByLabel('Email').fill(email)
      await page.getByRole('button', { name: 'Send the link' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'a link to set a new password is on its way' })).toBeVisible()
      const link = await mail.linkTo(email, '/change-password/')
      await page.goto(link)
      await page.getByLabel(/^New password/).fill('Carcross2027')
      await page.getByLabel('Confirm new password').fill('Carcross2027')
      await page.getByRole('button', { name: 'Set password' }).click()
      await expect(page.getByTestId('toast').filter({ hasText: 'Password has been set' })).toBeVisible()
      await expect(account.menuButton).toBeVisible()

      await account.logOut()
      await page.goto(link)
      await expect(page).toHaveURL('/forgot-password')
      // A used link reads as the spec words a link that no longer works.
      await expect(page.getByRole('alert')).toHaveText('Expired reset password link, please make new request.')
      await account.logIn(email, 'Carcross2027')
    })
  })

  test.describe('too many wrong passwords', () => {
    // The refused logins answer 401 and then 429, which the browser logs.
    test.use({ allowedConsoleErrors: [/status of (401 \(Unauthorized\)|429 \(Too Many Requests\)) \(http:\/\/localhost:\d+\/api\/users\/login\)/] })

    /** Five wrong passwords from this test's address, then a sixth through the login screen. */
    async function throttled(page: Page, request: APIRequestContext, email: string) {
      for (let i = 0; i < 5; i++) expect((await request.post('/api/users/login', { data: { email, plainPassword: `Wrong${i}guess` } })).status()).toBe(401)
      await page.getByLabel(/^(Email|Courriel)/).fill(email)
      await page.getByLabel(/^(Password|Mot de passe)/).fill('Wrong5guess')
      await page.getByRole('button', { name: /^(Log In|Se connecter)$/ }).click()
    }

    test('says when to try again and logs in at once by the e-mailed link it offers', async ({ page, mail, account, request }) => {
      const email = await registered(page, request, mail, 'Tim', 'Out')
      await account.logOut()
      await page.goto('/login')
      await throttled(page, request, email)
      const alert = page.getByRole('alert')
      // The wait left is 2 seconds at the sixth attempt, less by the time a loaded machine takes to send it.
      await expect(alert).toContainText(
        /Too many failed attempts to log in\. You can try your password again in (1 second|2 seconds), or log in now with a link sent to you by e-mail\./,
      )
      await alert.getByRole('button', { name: 'E-mail me a login link' }).click()
      await expect(page.getByRole('status').filter({ hasText: `If ${email} has an account, a login link is on its way.` })).toBeVisible()
      await page.goto(await mail.linkTo(email, '/loginEmail/'))
      await expect(account.menuButton).toHaveText('TO')
    })

    test('says so in French on a phone @phone', async ({ page, request, shell }) => {
      const email = unique('fr')
      expect((await request.post('/api/users/register', { data: { firstName: 'Léa', lastName: 'Attente', email, plainPassword: PASSWORD } })).ok()).toBe(true)
      await page.goto('/login')
      await shell.menuButton.click()
      await shell.switchLanguage('Français')
      await throttled(page, request, email)
      const alert = page.getByRole('alert')
      await expect(alert).toContainText(
        /Trop de tentatives de connexion ont échoué\. Vous pourrez essayer de nouveau votre mot de passe dans (1 seconde|2 secondes)/,
      )
      const button = alert.getByRole('button', { name: 'M’envoyer un lien de connexion par courriel' })
      await expect(button).toBeInViewport()
    })
  })

  test.describe('a common password', () => {
    // The refused registration answers 400, which the browser logs.
    test.use({ allowedConsoleErrors: [/status of 400 \(Bad Request\) \(http:\/\/localhost:\d+\/api\/users\/register\)/] })

    test('refuses a common password next to the password field, and takes a better one', async ({ page }) => {
      const email = unique('common')
      await page.goto('/register')
      await page.getByLabel('First name').fill('Com')
      await page.getByLabel('Last name').fill('Mon')
      await page.getByLabel('Email').fill(email)
      await page.getByLabel(/^Password/).fill('Password1')
      await page.getByLabel('Confirm password').fill('Password1')
      await page.getByRole('checkbox', { name: /privacy statement/ }).check()
      await page.getByRole('checkbox', { name: /Terms of Use/ }).check()
      await page.getByRole('button', { name: 'Create Account' }).click()
      const field = page.getByLabel(/^Password/)
      await expect(field).toHaveAccessibleDescription(/This password is too common\. Please choose another one\./)
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      await field.fill(PASSWORD)
      await expect(page.getByText('This password is too common. Please choose another one.')).toBeHidden()
      await page.getByLabel('Confirm password').fill(PASSWORD)
      await page.getByRole('button', { name: 'Create Account' }).click()
      await expect(page).toHaveURL('/register-confirm')
    })
  })

  test('logs in with a mailed link', async ({ page, mail, account, request }) => {
    const email = await registered(page, request, mail, 'Lin', 'Kay')
    await account.logOut()
    await page.goto('/loginEmail')
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Send me a login link' }).click()
    await page.goto(await mail.linkTo(email, '/loginEmail/'))
    await expect(page).toHaveURL('/')
    await expect(account.menuButton).toHaveText('LK')
  })

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

  test('offers to extend a session about to end, and says when it has ended', async ({ page, account }) => {
    await account.logIn('participant@demo.example')
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

  test('resends the confirmation, and the new link confirms', async ({ page, mail, account, request }) => {
    const email = unique('resend')
    await request.post('/api/users/register', { data: { firstName: 'Rae', lastName: 'Send', email, plainPassword: PASSWORD } })
    const first = await mail.linkTo(email, '/confirm-email/')
    await page.goto('/resend-confirmation-email')
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Send the link again' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'a new link is on its way' })).toBeVisible()
    await expect.poll(() => mail.linkTo(email, '/confirm-email/')).not.toBe(first)
    await page.goto(await mail.linkTo(email, '/confirm-email/'))
    await expect(account.menuButton).toHaveText('RS')
  })

  test('asks once a year whether the details are still right, not an account made minutes ago, and remembers the answer', async ({
    page,
    mail,
    account,
    request,
  }) => {
    const email = await registered(page, request, mail, 'Yuri', 'Year')
    await account.logOut()
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

  test.describe('links that no longer work', () => {
    // The registry refuses a used link with 404 and an expired one with 410, which the browser logs.
    test.use({ allowedConsoleErrors: [/status of (404 \(Not Found\)|410 \(Gone\))/] })

    /**
     * The registry's answer to a link past its time (72 hours for a confirmation, 2 for a reset:
     * longer than a test can wait, and the e2e server's database is its own), as it words it.
     */
    const answerExpired = (page: Page, api: string, userMessage: string) =>
      page.route(`**/api/users/${api}/**`, (route) => route.fulfill({ status: 410, json: { status: 'KO', code: 'expired-link', userMessage } }))

    test('a confirmation link already used leads to the resend page, which says to ask for a new one', async ({ page, mail, account, request }) => {
      const email = unique('twice')
      expect((await request.post('/api/users/register', { data: { firstName: 'Tom', lastName: 'Twice', email, plainPassword: PASSWORD } })).ok()).toBe(true)
      const link = await mail.linkTo(email, '/confirm-email/')
      await page.goto(link)
      await expect(account.menuButton).toBeVisible()
      await account.logOut()
      await page.goto(link)
      await expect(page).toHaveURL('/resend-confirmation-email')
      await expect(page.getByRole('alert')).toHaveText('Expired confirmation link, please make new request.')
    })

    test('an expired confirmation link leads to the resend page, an expired reset link to forgot-password, each saying it expired', async ({
      page,
      mail,
      request,
    }) => {
      const email = unique('late')
      expect((await request.post('/api/users/register', { data: { firstName: 'Lee', lastName: 'Late', email, plainPassword: PASSWORD } })).ok()).toBe(true)
      await answerExpired(page, 'confirm-email', 'Expired confirmation link, please make new request.')
      await page.goto(await mail.linkTo(email, '/confirm-email/'))
      await expect(page).toHaveURL('/resend-confirmation-email')
      await expect(page.getByRole('alert')).toHaveText('Expired confirmation link, please make new request.')

      await answerExpired(page, 'check-reset-password', 'Expired reset password link, please make new request.')
      await page.goto('/change-password/a-mailed-reset-token')
      await expect(page).toHaveURL('/forgot-password')
      await expect(page.getByRole('alert')).toHaveText('Expired reset password link, please make new request.')
    })

    test.describe('in French', () => {
      test.use({ locale: 'fr-CA' })

      test('says so in French', async ({ page, mail, request }) => {
        const email = unique('tard')
        expect(
          (await request.post('/api/users/register', { data: { firstName: 'Léa', lastName: 'Tard', email, plainPassword: PASSWORD, language: 'fr' } })).ok(),
        ).toBe(true)
        const link = await mail.linkTo(email, '/confirm-email/')
        await page.goto(link)
        await expect(page.getByRole('button', { name: /, menu du compte$/ })).toHaveAccessibleName('LT – Léa Tard, menu du compte')
        await page.evaluate(() => localStorage.removeItem('registry.session'))
        await page.goto(link)
        await expect(page).toHaveURL('/resend-confirmation-email')
        await expect(page.getByRole('alert')).toHaveText('Lien de confirmation expiré, veuillez faire une nouvelle demande.')

        await answerExpired(page, 'check-reset-password', 'Expired reset password link, please make new request.')
        await page.goto('/change-password/a-mailed-reset-token')
        await expect(page).toHaveURL('/forgot-password')
        await expect(page.getByRole('alert')).toHaveText('Lien de réinitialisation du mot de passe expiré, veuillez faire une nouvelle demande.')
      })
    })
  })
})
