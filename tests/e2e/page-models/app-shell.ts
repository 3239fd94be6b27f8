// What every page has: the skip link, the development banner, the navigation bar with the
// connection's state and the language switch, and the footer.
import { expect } from '@playwright/test'
import type { Locator, Page } from '@playwright/test'

export class AppShell {
  readonly page: Page
  readonly skipLink: Locator
  readonly main: Locator
  readonly devBanner: Locator
  readonly breakpoint: Locator
  readonly header: Locator
  readonly mainNav: Locator
  readonly accountNav: Locator
  readonly menuButton: Locator
  /** The connection's state on the navigation bar, and the menu it opens (whether the app works offline). */
  readonly offlineStatus: Locator
  readonly offlineMenu: Locator
  readonly offlineBanner: Locator
  readonly footer: Locator

  constructor(page: Page) {
    this.page = page
    this.skipLink = page.locator('a[href="#main-content"]')
    this.main = page.locator('main#main-content')
    this.devBanner = page.getByTestId('dev-banner')
    this.breakpoint = page.getByTestId('dev-banner-breakpoint')
    this.header = page.getByRole('banner')
    this.mainNav = this.header.getByRole('navigation').first()
    this.accountNav = this.header.getByRole('navigation').nth(1)
    // Named, not by what it controls: a signed-in person's account menu controls a list too.
    this.menuButton = this.header.getByRole('button', { name: 'Menu', exact: true })
    this.offlineStatus = this.header.getByRole('button', { name: /connection and offline use$/ })
    this.offlineMenu = page.getByTestId('offline-status')
    this.offlineBanner = page.getByTestId('offline-indicator')
    this.footer = page.getByRole('contentinfo')
  }

  navLink(name: string | RegExp): Locator {
    return this.mainNav.getByRole('link', { name, exact: typeof name === 'string' })
  }

  accountLink(name: string | RegExp): Locator {
    return this.accountNav.getByRole('link', { name, exact: typeof name === 'string' })
  }

  footerLink(name: string | RegExp): Locator {
    return this.footer.getByRole('link', { name })
  }

  /** The switch is named by the language it switches to, in that language. */
  languageSwitch(to: 'English' | 'Français'): Locator {
    return this.header.getByRole('button', { name: to, exact: true })
  }

  /** Switches the language and waits until the page is in it (and the choice is kept), so a navigation right after keeps it. */
  async switchLanguage(to: 'English' | 'Français'): Promise<void> {
    // Where the header folds its links behind Menu (a phone), open it first.
    if ((await this.menuButton.isVisible()) && (await this.menuButton.getAttribute('aria-expanded')) === 'false') await this.menuButton.click()
    await this.languageSwitch(to).click()
    await expect(this.page.locator('html')).toHaveAttribute('lang', to === 'Français' ? 'fr' : 'en')
  }

  startProposal(name: string | RegExp = 'Start proposal'): Locator {
    return this.header.getByRole('link', { name })
  }

  async htmlLang(): Promise<string | null> {
    return this.page.locator('html').getAttribute('lang')
  }
}

/** What startProposal clicks, in the page's language. */
export interface StartProposalText {
  startProposal: string
  privacy: RegExp
  terms: RegExp
  ready: string
}

/** From the home page (reached by the navigation, without loading a page) to before-you-begin step 2, both agreements ticked. */
export async function startProposal(page: Page, text: StartProposalText): Promise<void> {
  const shell = new AppShell(page)
  await shell.navLink(/^(Home|Accueil)$/).click()
  await shell.startProposal(text.startProposal).click()
  await page.getByRole('checkbox', { name: text.privacy }).check()
  await page.getByRole('checkbox', { name: text.terms }).check()
  await page.getByRole('button', { name: text.ready }).click()
}

/**
 * Until the app's service worker controls the page, so that it keeps working with the connection
 * dropped. Its first install stores the whole app, which a busy machine makes slow: this waits for
 * the change itself, within the test's own time, not for a fixed time.
 */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        if (navigator.serviceWorker.controller) resolve()
        else navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true })
      }),
  )
}
