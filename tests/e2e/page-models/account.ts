// Logging in and out through the screens, and the account menu.
import { expect } from '@playwright/test'
import type { Locator, Page } from '@playwright/test'
import type { Person } from '../people'

export const DEMO_PASSWORD = 'YukonDemo2005'

/** Where a worker keeps the sessions of its spec files' people (people.ts). */
interface Sessions {
  session(person: Person): string | null
  keep(person: Person, token: string): void
  forget(token: string): void
}

/** An empty page of the registry's own address, so that its storage can be written before the app loads. */
const HANDOFF = '/e2e-session-handoff'

export class Account {
  readonly page: Page
  readonly menuButton: Locator
  private readonly sessions: Sessions | null

  constructor(page: Page, sessions: Sessions | null = null) {
    this.page = page
    this.sessions = sessions
    this.menuButton = page.getByRole('button', { name: /, account menu$/ })
  }

  /**
   * Signs in and lands on the home page, as the login screen does. A spec's own person (people.ts)
   * logs in through the screen the first time in a worker; later tests get that session handed on.
   * An address logs in through the screen, with the demo password unless told.
   */
  async logIn(who: string | Person, password?: string): Promise<void> {
    const held = typeof who === 'string' ? null : this.sessions?.session(who)
    if (held) {
      await this.page.route(HANDOFF, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>e2e</title>' }))
      await this.page.goto(HANDOFF)
      await this.page.evaluate((token) => localStorage.setItem('registry.session', token), held)
      await this.page.unroute(HANDOFF)
      await this.page.goto('/')
    } else await this.logInAfresh(who, password)
  }

  /** Signs in through the login screen, whatever session the worker holds: a test of the login itself, or of what a login keeps on the device. */
  async logInAfresh(who: string | Person, password?: string): Promise<void> {
    const person = typeof who === 'string' ? null : who
    const email = person?.email ?? (who as string)
    await this.page.goto('/login')
    await this.logInHere(email, password ?? person?.password ?? DEMO_PASSWORD)
    const token = await this.page.evaluate(() => localStorage.getItem('registry.session'))
    if (person && token) this.sessions?.keep(person, token)
  }

  /** Logs in on the login screen already open (reached inside the app, without loading a page). */
  async logInHere(email: string, password = DEMO_PASSWORD): Promise<void> {
    // The page it came from may still show while the login screen's code arrives.
    await this.page.getByRole('heading', { name: 'Log In', level: 1 }).waitFor()
    await this.page.getByLabel('Email').fill(email)
    await this.page.getByLabel(/^Password/).fill(password)
    await this.page.getByRole('button', { name: 'Log In' }).click()
    // Logged in once the page keeps a session: a phone's header folds the account menu away.
    await this.page.waitForFunction(() => localStorage.getItem('registry.session') !== null)
  }

  async openMenu(): Promise<Locator> {
    // Where the header folds its links behind Menu (a phone), open it first.
    const folded = this.page.getByRole('button', { name: 'Menu', exact: true })
    if (await folded.isVisible()) await folded.click()
    const menu = this.page.locator(`#${await this.menuButton.getAttribute('aria-controls')}`)
    // A click while the login's redirect still lands is undone by it (the menu closes on a new
    // page), as a person's would be: they click again.
    await expect(async () => {
      if (!(await menu.isVisible())) await this.menuButton.click()
      await expect(menu).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: 15_000 })
    return menu
  }

  async logOut(): Promise<void> {
    const token = await this.page.evaluate(() => localStorage.getItem('registry.session'))
    const menu = await this.openMenu()
    await menu.getByRole('button', { name: 'Log Out' }).click()
    await this.page.getByRole('dialog').getByRole('button', { name: 'Log Out' }).click()
    // The server ended the session: nobody may be handed it again.
    if (token) this.sessions?.forget(token)
  }
}
