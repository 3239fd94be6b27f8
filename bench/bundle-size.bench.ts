// How much JavaScript a visitor downloads: the built app served by the real server (a small demo
// set in a temporary directory), opened in the installed Chromium; every script the page fetched
// is counted at its gzipped size. Goals: the home page's JavaScript, its map's picture included,
// 150 KB gzipped at most (issue 32), and opening a project page from it under 150 KB more (issue:
// public registry). The interactive map, loaded when the visitor reaches for the picture (decision
// 0101), is listed on its own.
//   npx tsx bench/bundle-size.bench.ts          (builds the app first when dist/ is missing)
// It serves on port 8795, its own, so that it can run beside the other benches (submit-comment
// takes 8797) and the browser tests.
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { parseConfig } from '../src/server/env.ts'
import { startServer } from '../src/server/server.ts'
import { seedDemoIfEmpty } from '../src/server/demo/seed-demo.ts'
import { CHROMIUM, CHROMIUM_FLAGS, needChromium } from './chromium.ts'

const HOME_GOAL_KB = 150
const PROJECT_GOAL_KB = 150

needChromium({ builtApp: true })

const dataDir = await mkdtemp(join(tmpdir(), 'registry-bench-bundle-'))
const config = parseConfig({ APP_ENV: 'test', PORT: '8795', HOST: '127.0.0.1', DATA_DIR: dataDir })
const server = await startServer(config, { prepare: (handle, files) => seedDemoIfEmpty(handle, { projects: 40, files }).then(() => undefined) })
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS })

const gzippedKbOf = async (path: string) => gzipSync(await readFile(join('dist', path)), { level: 9 }).length / 1024

async function gzippedKb(paths: Iterable<string>): Promise<number> {
  let kb = 0
  for (const path of paths) kb += await gzippedKbOf(path)
  return kb
}

/** Each script with its gzipped size, largest first: what a change moved shows at a glance. */
async function listScripts(paths: Iterable<string>): Promise<void> {
  const sizes = await Promise.all([...paths].map(async (path) => [path, await gzippedKbOf(path)] as const))
  for (const [path, kb] of sizes.sort((a, b) => b[1] - a[1])) console.log(`  ${kb.toFixed(1).padStart(6)} KB  ${path}`)
}

try {
  const page = await browser.newPage()
  const scripts = new Set<string>()
  let lastRequest = Date.now()
  /**
   * Until nothing was asked for during a whole second. The home page fetches its map's code after
   * the list is drawn, and on a busy machine that came after Playwright's "networkidle" (500 ms
   * without a request): the map was then counted, or not, by the machine's load.
   */
  const settled = async () => {
    while (Date.now() - lastRequest < 1000) await page.waitForTimeout(200)
  }
  page.on('request', (request) => {
    lastRequest = Date.now()
    const url = new URL(request.url())
    if (url.origin === server.url.replace('localhost', '127.0.0.1') || url.hostname === '127.0.0.1' || url.hostname === 'localhost') {
      if (url.pathname.endsWith('.js')) scripts.add(url.pathname)
    }
  })
  await page.goto(`http://127.0.0.1:${config.port}/`, { waitUntil: 'networkidle' })
  // The list and the map's picture are there; anything the page fetches by itself is counted.
  await page.getByTestId('project-count').waitFor()
  await page.locator('.map-picture').waitFor()
  await settled()
  const home = new Set(scripts)
  const dialog = page.getByRole('dialog')
  if (await dialog.isVisible()) await dialog.getByRole('button').last().click()
  // The visitor reaches for the map.
  await page.locator('.map-picture').hover()
  await page.locator('.leaflet-container .leaflet-pane').first().waitFor({ state: 'attached' })
  await settled()
  const map = [...scripts].filter((s) => !home.has(s))
  // A visitor opens a project from the list.
  await page.locator('ol li h3 a').first().click()
  await page.getByRole('navigation', { name: 'Project sections' }).waitFor()
  await settled()
  const more = [...scripts].filter((s) => !home.has(s) && !map.includes(s))

  const homeKb = await gzippedKb(home)
  const projectKb = await gzippedKb(more)
  const verdict = (kb: number, goal: number) => (kb < goal ? 'PASS' : 'MISS')
  const homePass = homeKb <= HOME_GOAL_KB
  console.log(`home page: ${home.size} scripts, ${homeKb.toFixed(1)} KB gzipped (goal ≤ ${HOME_GOAL_KB} KB) ${homePass ? 'PASS' : 'MISS'}`)
  await listScripts(home)
  console.log(`then the interactive map, on the visitor's reach: ${map.length} more scripts, ${(await gzippedKb(map)).toFixed(1)} KB gzipped`)
  await listScripts(map)
  console.log(
    `then a project page: ${more.length} more scripts, ${projectKb.toFixed(1)} KB gzipped (goal < ${PROJECT_GOAL_KB} KB) ${verdict(projectKb, PROJECT_GOAL_KB)}`,
  )
  await listScripts(more)
  if (!homePass || projectKb >= PROJECT_GOAL_KB) process.exitCode = 1
} finally {
  await browser.close()
  await server.close()
  await rm(dataDir, { recursive: true, force: true })
}
