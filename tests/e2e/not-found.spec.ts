// An address the app does not know shows a page saying so, with a way home.
import { expect, test } from './fixtures'

test.describe('not found', () => {
  test('an unknown address shows the not-found page with a link home', async ({ page }) => {
    await page.goto('/this/does/not/exist')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
    await expect(page).toHaveTitle(/^Page not found – /)
    await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 1, name: 'Project assessments in Yukon' })).toBeVisible()
  })

  test('is in French when the site is', async ({ page, shell }) => {
    await page.goto('/this/does/not/exist')
    await shell.switchLanguage('Français')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable')
    await expect(page.getByRole('main').getByRole('link', { name: 'Aller à la page d’accueil' })).toBeVisible()
  })
})
