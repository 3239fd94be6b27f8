// The footer: the organisation's site, contact, and the legal pages in a new tab, by language.
import { expect, test } from './fixtures'

test.describe('footer', () => {
  test('links to the organisation, contact and the legal pages', async ({ page, shell }) => {
    await page.goto('/')
    await expect(shell.footerLink('Yukon Environmental and Socio-economic Assessment Board')).toHaveAttribute('href', 'https://www.yesab.ca')
    await expect(shell.footerLink('Contact us')).toHaveAttribute('href', 'https://www.yesab.ca/contact-us')

    const terms = shell.footerLink(/Terms of Use/)
    const privacy = shell.footerLink(/Privacy Statement/)
    await expect(terms).toHaveAttribute('href', '/terms')
    await expect(privacy).toHaveAttribute('href', '/privacy')
    for (const link of [terms, privacy]) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', /noopener/)
      await expect(link).toHaveAccessibleName(/opens in a new tab/)
    }
  })

  test('leads to the API documentation, drawn from this server under its security policy', async ({ page, shell }) => {
    const refused: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') refused.push(message.text())
    })
    await page.goto('/')
    await shell.footerLink("Open data: the registry's API").click()
    await expect(page).toHaveURL(/\/api\/docs$/)
    await expect(page.getByRole('heading', { name: /Registry API/ })).toBeVisible()
    await page.getByRole('button', { name: 'post /api/checkToken', exact: true }).click()
    await expect(page.getByText(/Who may call:\s*Signed-in people/)).toBeVisible()
    expect(refused).toEqual([])
  })

  test('opens the terms in a new tab', async ({ page, shell }) => {
    await page.goto('/')
    const [tab] = await Promise.all([page.context().waitForEvent('page'), shell.footerLink(/Terms of Use/).click()])
    await tab.waitForLoadState()
    expect(new URL(tab.url()).pathname).toBe('/terms')
    await tab.close()
    expect(new URL(page.url()).pathname).toBe('/')
  })

  test('uses the French addresses of the legal pages in French', async ({ page, shell }) => {
    await page.goto('/')
    await shell.switchLanguage('Français')
    await expect(shell.footerLink('Nous joindre')).toHaveAttribute('href', 'https://www.yesab.ca/contact-us')
    await expect(shell.footerLink(/Conditions d’utilisation/)).toHaveAttribute('href', '/fr/terms')
    await expect(shell.footerLink(/Énoncé de confidentialité/)).toHaveAttribute('href', '/confidentialite')
    await expect(shell.footerLink(/Énoncé de confidentialité/)).toHaveAccessibleName(/s’ouvre dans un nouvel onglet/)
  })
})
