// Registering an account end to end, through the real mail path: the registration form and its
// confirmation, a common password refused, the confirmation sent again, and confirmation and reset
// links that no longer work, in English and French.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { NEW_ACCOUNT_PASSWORD, newAddress } from './people'

test.describe('registering an account', () => {
  test('registers, confirms the address from the mail, and is logged in', async ({ page, mail, account }) => {
    const email = newAddress('ada')
    await page.goto('/register')
    await page.getByLabel('First name').fill('Ada')
    await page.getByLabel('Last name').fill('Lovelace')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel(/^Password/).fill(NEW_ACCOUNT_PASSWORD)
    await page.getByLabel('Confirm password').fill('Different1')
    await expect(page.getByText("Passwords don't match")).toBeVisible()
    await page.getByLabel('Confirm password').fill(NEW_ACCOUNT_PASSWORD)
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

  test.describe('a common password', () => {
    // The refused registration answers 400, which the browser logs.
    test.use({ allowedConsoleErrors: [/status of 400 \(Bad Request\) \(http:\/\/localhost:\d+\/api\/users\/register\)/] })

    test('refuses a common password next to the password field, and takes a better one', async ({ page }) => {
      const email = newAddress('common')
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
      await field.fill(NEW_ACCOUNT_PASSWORD)
      await expect(page.getByText('This password is too common. Please choose another one.')).toBeHidden()
      await page.getByLabel('Confirm password').fill(NEW_ACCOUNT_PASSWORD)
      await page.getByRole('button', { name: 'Create Account' }).click()
      await expect(page).toHaveURL('/register-confirm')
    })
  })

  test('resends the confirmation, and the new link confirms', async ({ page, mail, account, request }) => {
    const email = newAddress('resend')
    await request.post('/api/users/register', { data: { firstName: 'Rae', lastName: 'Send', email, plainPassword: NEW_ACCOUNT_PASSWORD } })
    const first = await mail.linkTo(email, '/confirm-email/')
    await page.goto('/resend-confirmation-email')
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Send the link again' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'a new link is on its way' })).toBeVisible()
    await expect.poll(() => mail.linkTo(email, '/confirm-email/')).not.toBe(first)
    await page.goto(await mail.linkTo(email, '/confirm-email/'))
    await expect(account.menuButton).toHaveText('RS')
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
      const email = newAddress('twice')
      expect(
        (await request.post('/api/users/register', { data: { firstName: 'Tom', lastName: 'Twice', email, plainPassword: NEW_ACCOUNT_PASSWORD } })).ok(),
      ).toBe(true)
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
      const email = newAddress('late')
      expect(
        (await request.post('/api/users/register', { data: { firstName: 'Lee', lastName: 'Late', email, plainPassword: NEW_ACCOUNT_PASSWORD } })).ok(),
      ).toBe(true)
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
        const email = newAddress('tard')
        const data = { firstName: 'Léa', lastName: 'Tard', email, plainPassword: NEW_ACCOUNT_PASSWORD, language: 'fr' }
        expect((await request.post('/api/users/register', { data })).ok()).toBe(true)
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
