// End-to-end tests: the real server serving the built app, driven through Debian's Chromium
// (/usr/bin/chromium; `apt-get install -y chromium`). Never `playwright install`.
// The server starts on a fresh copy of the demo set in data/e2e, made by its command
// (tests/browser-test-registry.ts): Playwright starts webServer before globalSetup, so a globalSetup
// would replace the running server's data.
import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { defineConfig, devices } from '@playwright/test'
import { settleE2EPorts } from './tests/e2e/ports'

/** Ports nobody listens on now: held open together so that no two are the same, then let go. */
async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer())
  await Promise.all(servers.map((server) => new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))))
  const ports = servers.map((server) => (server.address() as AddressInfo).port)
  await Promise.all(servers.map((server) => new Promise((closed) => server.close(closed))))
  return ports
}

// Free ports, unless E2E_PORT names them (tests/e2e/ports.ts).
const ports = await settleE2EPorts(freePorts)
const PORT = ports.registry
const BASE_URL = `http://localhost:${PORT}`
const MAIL = { httpPort: ports.mailHttp, smtpPort: ports.smtp }

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: BASE_URL,
    locale: 'en-CA',
    // Blocked except in the offline specs, which allow them: a worker answering requests would
    // hide them from page.route in the others.
    serviceWorkers: 'block',
    // Recorded on a failed test's retry only: recording every test (retain-on-failure) cost a
    // tenth of the suite's time on this 2-core machine, where the suite is bound by CPU. A test that
    // fails twice keeps the trace of its second failure; one that fails once, that of its pass.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Tests for a phone or a tablet carry @phone or @tablet in their title and run only there; the
  // tablet is an iPad's screen and touch in Chromium (the only browser here).
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, grepInvert: /@phone|@tablet/ },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@phone/ },
    { name: 'tablet', use: { ...devices['iPad (gen 7)'], defaultBrowserType: 'chromium', channel: undefined }, grep: /@tablet/ },
  ],
  webServer: [
    // The mail the registry sends goes to a real SMTP server; tests read the links from it.
    {
      command: `tsx tests/e2e/mail-catcher.ts ${MAIL.httpPort} ${MAIL.smtpPort}`,
      url: `http://127.0.0.1:${MAIL.httpPort}/health`,
      timeout: 30_000,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: 'tsx tests/browser-test-registry.ts',
      url: `${BASE_URL}/api/projects/stages`,
      // The first run of a day, or after the demo's code changed, builds the app and seeds the demo set.
      timeout: 420_000,
      reuseExistingServer: !process.env.CI,
      // TRUSTED_PROXIES lets each test present its own client address (fixtures.ts), so that the
      // login and mail rate limits count per test as they would per visitor.
      env: {
        PORT: String(PORT),
        DATA_DIR: 'data/e2e',
        // Always the embedded database, whatever the shell names: the seeded copy is a data directory.
        DATABASE_URL: '',
        DEMO_PROJECTS: '600',
        APP_ENV: 'test',
        SMTP_URL: `smtp://127.0.0.1:${MAIL.smtpPort}/?ignoreTLS=true`,
        TRUSTED_PROXIES: '1',
        // Map types point at a host that cannot exist; fixtures.ts answers its tiles.
        MAP_TILE_LAYERS: JSON.stringify([
          { type: 'roadmap', url: 'https://tiles.invalid/roadmap/{z}/{x}/{y}.png', attribution: 'Test tiles' },
          { type: 'satellite', url: 'https://tiles.invalid/satellite/{z}/{x}/{y}.png', attribution: 'Test imagery' },
        ]),
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
