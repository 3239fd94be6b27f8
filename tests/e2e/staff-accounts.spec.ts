// Staff accounts as the spec's own administrator (people.ts) signed in through the real login: give
// an account a staff role, which it can use at once, and take it away again; French too. A manager
// has none.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { Account } from './page-models/account'

/** An account of its own per test, so that the two profiles can run side by side. */
const PEOPLE = { desktop: 'participant', tablet: 'planningCommission' } as const

/** Lists the accounts an address finds: the list of every staff account (stand-ins of other runs too) shows only the first 50 by name. */
async function find(page: Page, address: string, labels = { search: 'Name or e-mail', button: 'Search' }): Promise<void> {
  await page.getByRole('searchbox', { name: labels.search }).fill(address)
  await page.getByRole('button', { name: labels.button }).click()
}

for (const device of ['desktop', 'tablet'] as const) {
  const tag = device === 'tablet' ? ' @tablet' : ''
  test(`an administrator gives an account the assessor role and takes it away${tag}`, async ({ page, people, account, shell, browser, baseURL }) => {
    // Two people sign in through the login screen, one of them twice.
    test.slow()
    const person = await people.standIn(PEOPLE[device])
    const { email } = person
    const administrator = await people.standIn('administrator')
    await account.logIn(administrator)
    const menu = shell.header.getByRole('button', { name: 'Menu', exact: true })
    if (await menu.isVisible()) await menu.click()
    await shell.navLink('Staff').click()
    await page.getByRole('navigation', { name: 'Staff workspace' }).getByRole('link', { name: 'Staff accounts' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff accounts')
    await find(page, 'manager@demo.example')
    await expect(page.getByRole('combobox', { name: 'Staff role of manager@demo.example' })).toHaveValue('manager')
    // Never their own.
    await find(page, administrator.email)
    await expect(page.getByRole('combobox', { name: `Staff role of ${administrator.email}` })).toBeDisabled()

    await find(page, email)
    const role = page.getByRole('combobox', { name: `Staff role of ${email}` })
    await expect(role).toBeEnabled()
    // A retry finds the role its first attempt may have given, and starts from none again.
    if ((await role.inputValue()) !== '') {
      await role.selectOption({ label: 'No staff role' })
      await expect(page.getByTestId('staff-action-done')).toHaveText(`${email} now has the role: No staff role.`)
    }
    await expect(role).toHaveValue('')
    await role.selectOption({ label: 'Assessor' })
    await expect(page.getByTestId('staff-action-done')).toHaveText(`${email} now has the role: Assessor.`)

    // The account has the Staff workspace at once.
    const other = await browser.newContext({ baseURL })
    const staffPage = await other.newPage()
    await new Account(staffPage).logIn(email, person.password)
    await staffPage.goto('/staff')
    await expect(staffPage.getByRole('heading', { level: 1 })).toHaveText('Staff workspace: projects')
    await other.close()

    await role.selectOption({ label: 'No staff role' })
    await expect(page.getByTestId('staff-action-done')).toHaveText(`${email} now has the role: No staff role.`)
    await expect(role).toHaveValue('')
  })
}

test('staff accounts are in French when the site is', async ({ page, people, account, shell }) => {
  await account.logIn(await people.standIn('administrator'))
  await page.goto('/staff/accounts')
  await shell.switchLanguage('Français')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Comptes du personnel')
  await find(page, 'manager@demo.example', { search: 'Nom ou courriel', button: 'Rechercher' })
  await expect(page.getByRole('combobox', { name: 'Rôle du personnel de manager@demo.example' })).toContainText('Gestionnaire')
})

test('a manager has no staff accounts in the workspace', async ({ page, people, account }) => {
  await account.logIn(await people.standIn('manager'))
  await page.goto('/staff')
  const nav = page.getByRole('navigation', { name: 'Staff workspace' })
  await expect(nav.getByRole('link', { name: 'Emergency exemptions' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Staff accounts' })).toHaveCount(0)
  await page.goto('/staff/accounts')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page needs the administrator role')
})
