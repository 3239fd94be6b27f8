// How soon a first visit works offline: from the start of a first visit to the home page (a cold
// profile: no service worker, nothing cached) until the service worker controls the page, which
// is when a reload with no connection opens the app rather than the browser's error page. The
// built app served by the real server (a small demo set in a temporary directory), in the
// installed Chromium. Goal (issue 16): 3 s or less, the median of a few visits.
//   npx tsx bench/offline-ready.bench.ts          (builds the app first when dist/ is missing)
//   OFFLINE_READY_BASELINE=/path/to/other/dist npx tsx bench/offline-ready.bench.ts
//       also measures another build, visits alternating, and prints how the two compare: on a
//       shared machine the load moves both alike
import { loadavg } from 'node:os'
import { chromium } from '@playwright/test'
import type { Browser } from '@playwright/test'
import { CHROMIUM, CHROMIUM_FLAGS, demoServer, needChromium } from './chromium.ts'
import type { DemoServer } from './chromium.ts'

const GOAL_MS = 3000
const VISITS = 5
const BASELINE = process.env.OFFLINE_READY_BASELINE

needChromium({ builtApp: true })

interface Build {
  name: string
  server: DemoServer
  origin: string
  controlled: number[]
  loaded: number[]
}

async function serve(name: string, webRoot?: string): Promise<Build> {
  const server = await demoServer('offline-ready', webRoot)
  return { name, server, origin: server.origin, controlled: [], loaded: [] }
}

/** One first visit in a fresh profile: when the page had loaded, and when the worker took it (ms after the navigation began). */
async function firstVisit(browser: Browser, origin: string): Promise<{ loaded: number; controlled: number }> {
  const context = await browser.newContext({ serviceWorkers: 'allow' })
  try {
    const page = await context.newPage()
    // When the worker took the page, noted by the page itself.
    await page.addInitScript({
      content: "navigator.serviceWorker.addEventListener('controllerchange', () => { window.controlledAt = performance.now() }, { once: true })",
    })
    await page.goto(`${origin}/`)
    // The page's globals, as this type check (which knows no DOM) can name them.
    type InPage = { controlledAt?: number; performance: { getEntriesByType(type: string): { loadEventEnd: number }[] } }
    await page.waitForFunction(() => typeof (globalThis as unknown as InPage).controlledAt === 'number', undefined, { timeout: 120_000, polling: 50 })
    return await page.evaluate(() => {
      const { controlledAt, performance } = globalThis as unknown as InPage
      return { loaded: performance.getEntriesByType('navigation')[0]!.loadEventEnd, controlled: controlledAt! }
    })
  } finally {
    await context.close()
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

const builds = [await serve('this build')]
if (BASELINE) builds.push(await serve(`the build in ${BASELINE}`, BASELINE))
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS })
try {
  console.log(
    `load average at start: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
  )
  // A visit to each first, not counted: the server's first answers warm its caches.
  for (const build of builds) await firstVisit(browser, build.origin)
  for (let visit = 0; visit < VISITS; visit++) {
    for (const build of builds) {
      const { loaded, controlled } = await firstVisit(browser, build.origin)
      build.loaded.push(loaded)
      build.controlled.push(controlled)
    }
  }
  console.log(
    `load average at end: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
  )
  for (const build of builds) {
    console.log(`${build.name}: controlled after ${build.controlled.map(seconds).join(', ')}; page loaded after ${build.loaded.map(seconds).join(', ')}`)
  }
  const ours = median(builds[0]!.controlled)
  console.log(
    `first visit to controlled by the service worker, the median of ${VISITS}: ${seconds(ours)} (goal ≤ ${seconds(GOAL_MS)}) ${ours <= GOAL_MS ? 'PASS' : 'MISS'}`,
  )
  if (builds[1])
    console.log(`${builds[1].name}: ${seconds(median(builds[1].controlled))}; this build takes ${(ours / median(builds[1].controlled)).toFixed(2)} of its time`)
  if (ours > GOAL_MS) process.exitCode = 1
} finally {
  await browser.close()
  for (const build of builds) {
    await build.server.close()
  }
}
