// The test object every e2e spec uses: a page that fails its test on any console error or
// uncaught exception the test did not declare, the page models, and the same person's other device.
import { test as base, expect } from '@playwright/test'
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import { Account } from './page-models/account'
import { AppShell } from './page-models/app-shell'
import { HomePage } from './page-models/home-page'
import { ProjectPage } from './page-models/project-page'
import { WorkerPeople } from './people'
import { e2ePorts } from './ports'
import type { People, Person } from './people'

interface Options {
  /** Console errors this test expects; anything else fails it. */
  allowedConsoleErrors: RegExp[]
  /** Whether the home page's site message starts dismissed (its dialog would cover the page). */
  dismissSiteMessage: boolean
}

/** Playwright's route.fulfill never delivers a plain Uint8Array body (the request hangs): it needs a Node Buffer. This type check has no Node types; the runner has Node. */
const NodeBuffer = (globalThis as unknown as { Buffer: { from(text: string, encoding: 'base64'): Uint8Array } }).Buffer

/** A 1×1 transparent PNG. */
export const BLANK_TILE = NodeBuffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')

/** The home page's site message starts dismissed in this page or browser, as if the visitor had ticked "Don't show this message again" (its dialog would cover the page). */
export async function siteMessageDismissed(request: APIRequestContext, target: Page | BrowserContext): Promise<void> {
  const answer = (await (await request.get('/api/site-management/public-display-message')).json()) as { message: { messageId: string } | null }
  if (answer.message) await target.addInitScript((id) => localStorage.setItem(`registry.site-message.dismissed.${id}`, 'e2e'), answer.message.messageId)
}

interface Mail {
  /** The first link to a route in the newest mail to an address, waiting for it to arrive. */
  linkTo(address: string, route: string): Promise<string>
  /** The subjects of every mail to an address so far, oldest first. */
  subjectsTo(address: string): Promise<string[]>
  /** Their subjects and texts, for a failed test to show what arrived. */
  mailsTo(address: string): Promise<{ subject: string; text: string }[]>
}

interface Fixtures {
  mail: Mail
  people: People
  account: Account
  shell: AppShell
  homePage: HomePage
  projectPage: ProjectPage
  /**
   * Another device of the person: a fresh browser with nothing of this one's storage, the site
   * message dismissed as for `page`, the person logged in through the login screen; closed after
   * the test.
   */
  anotherDevice: (person: Person) => Promise<Page>
}

export const test = base.extend<Options & Fixtures, { workerPeople: WorkerPeople }>({
  allowedConsoleErrors: [[], { option: true }],
  dismissSiteMessage: [true, { option: true }],

  // Each test is its own visitor to the rate limits (the e2e server trusts one proxy), and so is
  // its retry: a retry from the same address would meet the limits its first attempt used up.
  extraHTTPHeaders: async ({}, use, testInfo) => {
    let hash = 0
    for (const c of `${testInfo.testId}#${testInfo.retry}`) hash = (hash * 31 + c.charCodeAt(0)) >>> 0
    await use({ 'X-Forwarded-For': `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${hash & 255}` })
  },

  mail: async ({}, use) => {
    const mailCatcher = `http://127.0.0.1:${e2ePorts().mailHttp}`
    await use({
      async linkTo(address, route) {
        const deadline = Date.now() + 15_000
        for (;;) {
          const response = await fetch(`${mailCatcher}/link?to=${encodeURIComponent(address)}&route=${encodeURIComponent(route)}`)
          if (response.ok) return ((await response.json()) as { link: string }).link
          if (Date.now() > deadline) throw new Error(`No ${route} mail to ${address}: ${await response.text()}`)
          await new Promise((resolve) => setTimeout(resolve, 200))
        }
      },
      async subjectsTo(address) {
        const response = await fetch(`${mailCatcher}/subjects?to=${encodeURIComponent(address)}`)
        return ((await response.json()) as { subjects: string[] }).subjects
      },
      async mailsTo(address) {
        const response = await fetch(`${mailCatcher}/mails?to=${encodeURIComponent(address)}`)
        return ((await response.json()) as { mails: { subject: string; text: string }[] }).mails
      },
    })
  },

  page: async ({ page, allowedConsoleErrors, dismissSiteMessage, request }, use) => {
    // No test reaches the internet: map tiles are answered here with a blank tile.
    await page.route('https://tiles.invalid/**', (route) => route.fulfill({ contentType: 'image/png', body: BLANK_TILE }))
    if (dismissSiteMessage) await siteMessageDismissed(request, page)
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

  workerPeople: [
    async ({}, use, workerInfo) => {
      await use(new WorkerPeople(workerInfo.project.use.baseURL!, workerInfo.workerIndex))
    },
    { scope: 'worker' },
  ],

  people: async ({ workerPeople, request, mail }, use, testInfo) => {
    await use({
      standIn: (role) => workerPeople.standIn(testInfo.file, role),
      newAccount: (details) => workerPeople.newAccount(request, mail, details),
      token: (person) => workerPeople.token(request, person),
    })
  },

  account: async ({ page, workerPeople }, use) => {
    await use(new Account(page, workerPeople))
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

  anotherDevice: async ({ browser, request, extraHTTPHeaders }, use) => {
    const contexts: BrowserContext[] = []
    await use(async (person) => {
      const context = await browser.newContext({ extraHTTPHeaders })
      contexts.push(context)
      await siteMessageDismissed(request, context)
      const page = await context.newPage()
      await new Account(page).logIn(person)
      return page
    })
    for (const context of contexts) await context.close()
  },
})

export { expect }
