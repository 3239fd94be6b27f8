// Site messages as the spec's own administrator (people.ts) signed in through the real login: write
// one in English and French with bold text, see it previewed, save it, and change it. Publishing is left to the
// API tests: a message published here would cover the home page of every browser test running
// beside this one.
import { expect, test } from './fixtures'

for (const device of ['desktop', 'tablet'] as const) {
  const tag = device === 'tablet' ? ' @tablet' : ''
  test(`an administrator writes a site message in English and French and previews it${tag}`, async ({ page, people, account, shell }) => {
    const title = `Office closed for the holidays (${device} ${Date.now()})`
    await account.logIn(await people.standIn('administrator'))
    const menu = shell.header.getByRole('button', { name: 'Menu', exact: true })
    if (await menu.isVisible()) await menu.click()
    await shell.navLink('Staff').click()
    await page.getByRole('navigation', { name: 'Staff workspace' }).getByRole('link', { name: 'Site messages' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site messages')

    const form = page.getByTestId('site-message-form')
    await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
    const body = form.getByRole('textbox', { name: 'Message', exact: true })
    await body.click()
    await body.pressSequentially('The office is ')
    await page.keyboard.press('Control+b')
    await body.pressSequentially('closed')
    await page.keyboard.press('Control+b')
    await body.pressSequentially(' until January 2.')
    await form.getByLabel('Title in French').fill('Bureau fermé pendant les fêtes')
    const bodyFr = form.getByRole('textbox', { name: 'Message in French', exact: true })
    await bodyFr.click()
    await bodyFr.pressSequentially('Le bureau est fermé jusqu’au 2 janvier.')
    await form.getByLabel('Stops showing on').fill('2027-01-02')

    const preview = page.getByTestId('site-message-preview')
    await expect(preview.locator('[lang="en"] strong')).toHaveText('closed')
    await expect(preview.locator('[lang="en"]')).toContainText('The office is closed until January 2.')
    await expect(preview.locator('[lang="fr"]')).toContainText('Bureau fermé pendant les fêtes')
    await expect(preview.locator('[lang="fr"]')).toContainText('Le bureau est fermé jusqu’au 2 janvier.')

    await form.getByRole('button', { name: 'Save message' }).click()
    await expect(page.getByTestId('staff-action-done')).toHaveText(`The message “${title}” was saved. Publish it to show it on the home page.`)
    const saved = page.getByTestId('site-message').filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    await expect(saved).toContainText('Not published')
    await expect(saved).toContainText('Jan 02, 2027')
    await expect(saved).toContainText('Bureau fermé pendant les fêtes')

    await saved.getByRole('button', { name: 'Edit' }).click()
    await expect(page.getByRole('heading', { name: 'Edit the message' })).toBeVisible()
    await expect(form.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title)
    await form.getByLabel('Title in French').fill('')
    await bodyFr.click()
    await page.keyboard.press('Control+a')
    await page.keyboard.press('Delete')
    await expect(preview.locator('[lang="fr"]')).toContainText('The office is closed until January 2.')
    await form.getByRole('button', { name: 'Save message' }).click()
    await expect(page.getByTestId('staff-action-done')).toHaveText(`The message “${title}” was saved.`)
    await expect(saved).toContainText('None: French readers see the English message')
  })
}

test('site messages are in French when the site is', async ({ page, people, account, shell }) => {
  await account.logIn(await people.standIn('administrator'))
  await page.goto('/staff/site-messages')
  await shell.switchLanguage('Français')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Messages du site')
  await expect(page.getByRole('heading', { name: 'Aperçu' })).toBeVisible()
})
