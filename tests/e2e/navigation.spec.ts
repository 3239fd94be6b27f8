// The navigation bar on every page, the language switch and the development banner.
import { expect, test } from './fixtures'

test.describe('navigation bar', () => {
  test('links to the main sections and the account screens', async ({ page, shell }) => {
    await page.goto('/')
    await expect(shell.navLink('Home')).toHaveAttribute('href', '/')
    await expect(shell.navLink('Home')).toHaveAttribute('aria-current', 'page')
    await expect(shell.navLink('Statistics')).toHaveAttribute('href', '/statistics')
    await expect(shell.navLink('Emergency Exemptions')).toHaveAttribute('href', '/emergency-exemptions')
    await expect(shell.accountLink('Create Account')).toHaveAttribute('href', '/register')
    await expect(shell.accountLink('Log In')).toHaveAttribute('href', '/login')
  })

  test('offers Start proposal on the home page only', async ({ page, shell }) => {
    await page.goto('/')
    await expect(shell.startProposal()).toHaveAttribute('href', '/project/before-you-begin')
    await page.goto('/no-such-page')
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await expect(shell.startProposal()).toHaveCount(0)
    await expect(shell.navLink('Home')).not.toHaveAttribute('aria-current', 'page')
  })

  test('Home goes back to the home page without reloading', async ({ page, shell }) => {
    await page.goto('/no-such-page')
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
    await shell.navLink('Home').click()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 1, name: 'Project assessments in Yukon' })).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
    // Keyboard and screen-reader users start on the new page's content.
    await expect(shell.main).toBeFocused()
  })

  test('switches to French and back, and remembers the choice', async ({ page, shell }) => {
    await page.goto('/')
    expect(await shell.htmlLang()).toBe('en')
    await expect(shell.languageSwitch('Français')).toHaveAttribute('lang', 'fr')

    await shell.switchLanguage('Français')
    await expect(shell.navLink('Accueil')).toBeVisible()
    await expect(shell.navLink('Statistiques')).toBeVisible()
    await expect(shell.navLink('Exemptions d’urgence')).toBeVisible()
    await expect(shell.accountLink('Créer un compte')).toBeVisible()
    await expect(shell.accountLink('Se connecter')).toBeVisible()
    await expect(shell.startProposal('Commencer une proposition')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Évaluations de projets au Yukon')
    expect(await shell.htmlLang()).toBe('fr')
    await expect(page).toHaveTitle('Registre en ligne de l’OEESY')

    await page.reload()
    await expect(shell.navLink('Accueil')).toBeVisible()
    expect(await shell.htmlLang()).toBe('fr')

    await shell.switchLanguage('English')
    await expect(shell.navLink('Home')).toBeVisible()
    expect(await shell.htmlLang()).toBe('en')
    await page.reload()
    await expect(shell.navLink('Home')).toBeVisible()
    await expect(shell.languageSwitch('Français')).toBeVisible()
  })

  test('the skip link moves focus to the main content', async ({ page, shell }) => {
    await page.goto('/')
    await expect(shell.navLink('Home')).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(shell.skipLink).toBeFocused()
    await expect(shell.skipLink).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(shell.main).toBeFocused()
  })
})

test.describe('development banner', () => {
  test('shows the host and the current breakpoint outside production', async ({ page, shell }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    await expect(shell.devBanner).toContainText(new URL(page.url()).host)
    await expect(shell.breakpoint).toHaveText('xl')
    await page.setViewportSize({ width: 1000, height: 800 })
    await expect(shell.breakpoint).toHaveText('lg')
    await page.setViewportSize({ width: 800, height: 800 })
    await expect(shell.breakpoint).toHaveText('md')
    await page.setViewportSize({ width: 600, height: 800 })
    await expect(shell.breakpoint).toHaveText('sm')
    await page.setViewportSize({ width: 400, height: 800 })
    await expect(shell.breakpoint).toHaveText('xs')
  })
})

test.describe('on a phone @phone', () => {
  test('the links fold behind the Menu button and stack when opened', async ({ page, shell }) => {
    await page.goto('/')
    await expect(shell.menuButton).toBeVisible()
    await expect(shell.menuButton).toHaveAttribute('aria-expanded', 'false')
    await expect(shell.navLink('Statistics')).toBeHidden()

    await shell.menuButton.click()
    await expect(shell.menuButton).toHaveAttribute('aria-expanded', 'true')
    const home = await shell.navLink('Home').boundingBox()
    const statistics = await shell.navLink('Statistics').boundingBox()
    expect(home && statistics && statistics.y > home.y && statistics.x === home.x).toBe(true)
    await expect(shell.accountLink('Log In')).toBeVisible()
    await expect(shell.languageSwitch('Français')).toBeVisible()

    await shell.menuButton.click()
    await expect(shell.navLink('Statistics')).toBeHidden()
  })
})
