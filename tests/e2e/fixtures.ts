// The test object every e2e spec uses: a page that fails its test on any console error or
// uncaught exception the test did not declare, and the page models.
import { test as base, expect } from '@playwright/test'
import { AppShell } from './page-models/app-shell'
import { HomePage } from './page-models/home-page'
import { ProjectPage } from './page-models/project-page'

interface Options {
  /** Console errors this test expects; anything else fails it. */
  allowedConsoleErrors: RegExp[]
  /** Whether the home page's site message starts dismissed (its dialog would cover the page). */
  dismissSiteMessage: boolean
}

interface Fixtures {
  shell: AppShell
  homePage: HomePage
  projectPage: ProjectPage
}

export const test = base.extend<Options & Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  dismissSiteMessage: [true, { option: true }],

  page: async ({ page, allowedConsoleErrors, dismissSiteMessage, request }, use) => {
    if (dismissSiteMessage) {
      const answer = (await (await request.get('/api/site-management/public-display-message')).json()) as { message: { messageId: string } | null }
      // As if the visitor had ticked "Don't show this message again".
      if (answer.message) await page.addInitScript((id) => localStorage.setItem(`registry.site-message.dismissed.${id}`, 'e2e'), answer.message.messageId)
    }
    const unexpected: string[] = []
    const check = (text: string) => {
      if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) unexpected.push(text)
    }
    page.on('console', (message) => {
      if (message.type() === 'error') check(`console.error: ${message.text()} (${message.location().url})`)
    })
    page.on('pageerror', (error) => check(`uncaught: ${error.message}`))
    await use(page)
    expect(unexpected, 'errors in the browser console').toEqual([])
  },

  shell: async ({ page }, use) => {
    await use(new AppShell(page))
  },

  homePage: async ({ page }, use) => {
    await use(new HomePage(page))
  },

  projectPage: async ({ page }, use) => {
    await use(new ProjectPage(page))
  },
})

export { expect }
