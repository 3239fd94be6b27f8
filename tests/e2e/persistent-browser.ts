// A browser that closes and starts again on the same profile, as a person's tablet or phone does:
// its IndexedDB, service worker and caches are still there after a restart (Playwright's
// launchPersistentContext on a profile folder of the test's own), with the test project's device.
// Console errors are collected as the fixtures' page collects them, except the browser's reports
// of requests that found no network while the browser is offline; the test checks `unexpected`.
// A spec gets it as the fixture `persistentBrowser` of the test object exported here.
import { chromium } from '@playwright/test'
import type { BrowserContext, LaunchOptions, Page, PlaywrightTestOptions } from '@playwright/test'
import { BLANK_TILE, test as base } from './fixtures'

/** The browser's report of each request that found no network while offline. */
export const NO_NETWORK = /ERR_INTERNET_DISCONNECTED|Failed to load resource: net::ERR_FAILED/

/**
 * A request that went while the browser was offline, whenever its report comes: the ones the page
 * sends the moment the connection returns may still go out before the browser's network is back.
 */
const DISCONNECTED = /net::ERR_INTERNET_DISCONNECTED/

/** The test's own options that make up its device and its server. */
type DeviceOptions = Pick<
  PlaywrightTestOptions,
  'baseURL' | 'locale' | 'extraHTTPHeaders' | 'viewport' | 'userAgent' | 'deviceScaleFactor' | 'isMobile' | 'hasTouch'
> & { launchOptions: LaunchOptions }

export class PersistentBrowser {
  readonly unexpected: string[] = []
  context!: BrowserContext
  page!: Page
  private offline = false

  constructor(
    private readonly profile: string,
    private readonly device: DeviceOptions,
  ) {}

  /** Starts the browser (again), offline if it was when it closed. */
  async open(): Promise<Page> {
    const { launchOptions, ...device } = this.device
    this.context = await chromium.launchPersistentContext(this.profile, {
      ...launchOptions,
      executablePath: '/usr/bin/chromium',
      ...device,
      serviceWorkers: 'allow',
    })
    // No test reaches the internet: map tiles are answered with a blank tile, as the fixtures do.
    await this.context.route('https://tiles.invalid/**', (route) => route.fulfill({ contentType: 'image/png', body: BLANK_TILE }))
    if (this.offline) await this.context.setOffline(true)
    this.page = this.context.pages()[0] ?? (await this.context.newPage())
    this.page.on('console', (m) => {
      if (m.type() === 'error' && !(this.offline && NO_NETWORK.test(m.text())) && !DISCONNECTED.test(m.text()))
        this.unexpected.push(`console.error: ${m.text()}`)
    })
    this.page.on('pageerror', (error) => this.unexpected.push(`uncaught: ${error.message}`))
    return this.page
  }

  async setOffline(offline: boolean): Promise<void> {
    this.offline = offline
    await this.context.setOffline(offline)
  }

  /** Closes the browser and starts it again on the same profile. */
  async restart(): Promise<Page> {
    await this.context.close()
    return this.open()
  }

  async close(): Promise<void> {
    await this.context.close()
  }
}

/** The fixtures, and `persistentBrowser`: the test's device on a profile of the test's own, which the test opens and closes. */
export const test = base.extend<{ persistentBrowser: PersistentBrowser }>({
  persistentBrowser: async (
    { launchOptions, baseURL, locale, extraHTTPHeaders, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch },
    use,
    testInfo,
  ) => {
    const device = { launchOptions, baseURL, locale, extraHTTPHeaders, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch }
    await use(new PersistentBrowser(testInfo.outputPath('profile'), device))
  },
})
