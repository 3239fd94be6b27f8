// Staff accounts as the demo administrator signed in through the real login: give an account a
// staff role, which it can use at once, and take it away again; French too. A manager has none.
import { expect, test } from './fixtures'

/** An account of its own per test, so that the two profiles can run side by side. */
const PEOPLE = { desktop: 'participant@demo.example', tablet: 'planning@demo.example' } as const

for (const device of ['desktop', 'tablet'] as const) {
  const tag = device === 'tablet' ? ' @tablet' : ''
  test(`an administrator gives an account the assessor role and takes it away${tag}`, async ({ page, account, shell, browser, baseURL }) => {
    // Two people sign in through the login screen, one of them twice.
    test.slow()
    const email = PEOPLE[device]
    await account.logIn('administrator@demo.example')
    const menu = shell.header.getByRole('button', { name: 'Menu', exact: true })
    if (await menu.isVisible()) await menu.click()
    await shell.navLink('Staff').click()
    await page.getByRole('navigation', { name: 'Staff workspace' }).getByRole('link', { name: 'Staff accounts' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff accounts')
    await expect(page.getByRole('combobox', { name: 'Staff role of manager@demo.example' })).toHaveValue('manager')
    await expect(page.getByRole('combobox', { name: 'Staff role of administrator@demo.example' })).toBeDisabled()

    await page.getByRole('searchbox', { name: 'Name or e-mail' }).fill(email)
    await page.getByRole('button', { name: 'Search' }).click()
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
    await staffPage.goto('/login')
    await staffPage.getByLabel('Email').fill(email)
    await staffPage.getByLabel(/^Password/).fill('YukonDemo2005')
    await staffPage.getByRole('button', { name: 'Log In' }).click()
    await staffPage.waitForFunction(() => localStorage.getItem('registry.session') !== null)
    await staffPage.goto('/staff')
    await expect(staffPage.getByRole('heading', { level: 1 })).toHaveText('Staff workspace: projects')
    await other.close()

    await role.selectOption({ label: 'No staff role' })
    await expect(page.getByTestId('staff-action-done')).toHaveText(`${email} now has the role: No staff role.`)
    await expect(role).toHaveValue('')
  })
}

test('staff accounts are in French when the site is', async ({ page, account, shell }) => {
  await account.logIn('administrator@demo.example')
  await page.goto('/staff/accounts')
  await shell.switchLanguage('Français')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Comptes du personnel')
  await expect(page.getByRole('combobox', { name: 'Rôle du personnel de manager@demo.example' })).toContainText('Gestionnaire')
})

test('a manager has no staff accounts in the workspace', async ({ page, account }) => {
  await account.logIn('manager@demo.example')
  await page.goto('/staff')
  const nav = page.getByRole('navigation', { name: 'Staff workspace' })
  await expect(nav.getByRole('link', { name: 'Emergency exemptions' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Staff accounts' })).toHaveCount(0)
  await page.goto('/staff/accounts')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page needs the administrator role')
})
