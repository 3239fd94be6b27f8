// The app can be installed: Chromium's own installability check, on the built app served by the
// real server, finds nothing missing (manifest, icons, start URL, display, service worker).
import { chromium, expect, test } from '@playwright/test'
import { controlledByServiceWorker } from './page-models/app-shell'

test('Chromium finds the app installable', async ({ baseURL }, testInfo) => {
  // A persistent profile, as an installed app has; '' makes a temporary one.
  const context = await chromium.launchPersistentContext('', {
    ...testInfo.project.use.launchOptions,
    executablePath: '/usr/bin/chromium',
    baseURL,
    serviceWorkers: 'allow',
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto('/')
    await page.getByTestId('project-count').waitFor()
    await controlledByServiceWorker(page)
    const cdp = await context.newCDPSession(page)
    const manifest = await cdp.send('Page.getAppManifest')
    expect(manifest.errors).toEqual([])
    // Named in English and French; opens on the home page, as an app of its own.
    expect(JSON.parse(manifest.data!)).toMatchObject({
      name: expect.stringMatching(/YESAB.*Registry.*Registre.*OEESY/),
      short_name: 'YESAB/OEESY',
      start_url: '/',
      display: 'standalone',
    })
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])
  } finally {
    await context.close()
  }
})
