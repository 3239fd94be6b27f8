// The legal pages: terms and privacy statement, each in the language of its address.
import { expect, test } from './fixtures'

test.describe('legal pages', () => {
  test('the terms of use, last updated December 2018', async ({ page }) => {
    await page.goto('/terms')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Use')
    await expect(page.getByText('Last updated: December 2018')).toBeVisible()
    await expect(page).toHaveTitle(/^Terms of Use – /)
  })

  test('the terms in French at /fr/terms, even in the English interface', async ({ page }) => {
    await page.goto('/fr/terms')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conditions d’utilisation')
    await expect(page.getByText('Dernière mise à jour : décembre 2018')).toBeVisible()
    await expect(page.locator('article[lang="fr"]')).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toBeVisible()
  })

  test('the privacy statement: amended May 2021, names and contact details, the age of 13', async ({ page }) => {
    await page.goto('/privacy')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Statement')
    await expect(page.getByText('Amended: May 2021')).toBeVisible()
    await expect(page.getByText(/contact details only to follow up on your comment; they are never published/)).toBeVisible()
    await expect(page.getByText(/unless you ask that it not be shown publicly/)).toBeVisible()
    await expect(page.getByText(/children under 13/)).toBeVisible()
  })

  test('the privacy statement in French at /confidentialite', async ({ page }) => {
    await page.goto('/confidentialite')
    await expect(page.getByText('Modifiée : mai 2021')).toBeVisible()
    await expect(page.getByText(/enfants de moins de 13 ans/)).toBeVisible()
  })
})
