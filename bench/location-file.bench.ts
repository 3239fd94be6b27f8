// Whether reading a large location file keeps the page responsive: the built app served by the
// real server, "Check a location file" opened in the installed Chromium, and a generated ~10 MB
// zipped shapefile chosen. The file is read in the page's Web Worker; the page records its long
// tasks (PerformanceObserver "longtask": every main-thread task over 50 ms, which is what the goal
// judges) from the moment the file is chosen until its shapes are drawn, and, for information, the
// longest delay of a 10 ms heartbeat timer (timers also wait for rendering and for one another).
// Goal (issue 5): no main-thread task over 50 ms. Two files:
//   claims  1,600 claim polygons in Yukon Albers metres (reprojected from the .prj), ~190,000
//           positions, a wide attribute table: a large file the registry accepts;
//   dense   one traced boundary of ~850,000 positions: more than a file may hold, read and refused.
//   npx tsx bench/location-file.bench.ts        (builds the app first when dist/ is missing)
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import shpwrite from '@mapbox/shp-write'
import type { Feature, FeatureCollection } from 'geojson'
import { chromium } from '@playwright/test'
import { parseConfig } from '../src/server/env.ts'
import { startServer } from '../src/server/server.ts'
import { seedDemoIfEmpty } from '../src/server/demo/seed-demo.ts'
import { CHROMIUM, CHROMIUM_FLAGS, needChromium } from './chromium.ts'

const GOAL_MS = 50
const YUKON_ALBERS_PRJ =
  'PROJCS["NAD_1983_Yukon_Albers",GEOGCS["GCS_North_American_1983",DATUM["D_North_American_1983",SPHEROID["GRS_1980",6378137.0,298.257222101]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]],PROJECTION["Albers"],PARAMETER["False_Easting",500000.0],PARAMETER["False_Northing",500000.0],PARAMETER["Central_Meridian",-132.5],PARAMETER["Standard_Parallel_1",61.6666666666667],PARAMETER["Standard_Parallel_2",68.0],PARAMETER["Latitude_Of_Origin",59.0],UNIT["Meter",1.0]]'

needChromium({ builtApp: true })

/** A deterministic pseudo-random sequence, so every run reads the same file. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

/** Claim-sized polygons (about 1 km across, 120 corners) in a grid near Dawson, in Yukon Albers metres. */
function claims(): FeatureCollection {
  const next = random(5)
  const text = () => Array.from({ length: 250 }, () => 'abcdefghijklmnopqrstuvwxyz '[Math.floor(next() * 27)]).join('')
  const features: Feature[] = []
  for (let i = 0; i < 1600; i++) {
    const x = 120_000 + (i % 40) * 1500
    const y = 1_120_000 + Math.floor(i / 40) * 1500
    const ring: [number, number][] = []
    for (let k = 0; k < 120; k++) {
      const angle = (-2 * Math.PI * k) / 120
      const r = 500 + 40 * next()
      ring.push([x + r * Math.cos(angle), y + r * Math.sin(angle)])
    }
    ring.push(ring[0]!)
    const properties: Record<string, string> = { name: `Claim ${i + 1}` }
    for (let f = 1; f <= 28; f++) properties[`NOTE${String(f).padStart(2, '0')}`] = text()
    features.push({ type: 'Feature', properties, geometry: { type: 'Polygon', coordinates: [ring] } })
  }
  return { type: 'FeatureCollection', features }
}

/** One boundary traced every few metres: ~850,000 positions, more than a location file may hold. */
function dense(): FeatureCollection {
  const next = random(7)
  const ring: [number, number][] = []
  const n = 850_000
  for (let k = 0; k < n; k++) {
    const angle = (-2 * Math.PI * k) / n
    const r = 400_000 + 2000 * Math.sin(angle * 400) + 50 * next()
    ring.push([500_000 + r * Math.cos(angle), 900_000 + 0.7 * r * Math.sin(angle)])
  }
  ring.push(ring[0]!)
  return {
    type: 'FeatureCollection',
    features: [{ type: 'Feature', properties: { name: 'Traced boundary' }, geometry: { type: 'Polygon', coordinates: [ring] } }],
  }
}

const dataDir = await mkdtemp(join(tmpdir(), 'registry-bench-location-file-'))
const config = parseConfig({ APP_ENV: 'test', PORT: '8798', HOST: '127.0.0.1', DATA_DIR: dataDir })
const server = await startServer(config, { prepare: (handle, files) => seedDemoIfEmpty(handle, { projects: 40, files }).then(() => undefined) })
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS })

/**
 * Records, once armed, the page's long tasks, the blocking time of its long animation frames and
 * how late a 10 ms timer runs. Plain JavaScript: it runs in the page, not here.
 */
const RECORDER = `
  window.benchLongTasks = []
  window.benchFrames = []
  window.benchStall = 0
  window.benchArmed = false
  new PerformanceObserver((list) => {
    if (window.benchArmed) for (const entry of list.getEntries()) window.benchLongTasks.push(entry.duration)
  }).observe({ type: 'longtask' })
  new PerformanceObserver((list) => {
    if (window.benchArmed) for (const entry of list.getEntries()) window.benchFrames.push(entry.blockingDuration)
  }).observe({ type: 'long-animation-frame' })
  let last = performance.now()
  setInterval(() => {
    const now = performance.now()
    if (window.benchArmed) window.benchStall = Math.max(window.benchStall, now - last - 10)
    last = now
  }, 10)
`

interface Measure {
  longTasks: number[]
  /** The longest blocking time of a long animation frame (a frame's tasks and rendering beyond 50 ms). */
  frameBlockingMs: number
  heartbeatMs: number
  parseMs: number | null
  wallMs: number
  outcome: string
}

async function measure(file: string): Promise<Measure> {
  const page = await browser.newPage()
  await page.addInitScript({ content: RECORDER })
  await page.goto(`http://127.0.0.1:${config.port}/tools/location-file`, { waitUntil: 'networkidle' })
  // The map (Leaflet) is loaded and drawn before the file is chosen, as a visitor would see it.
  await page.locator('.shapes-map.leaflet-container').waitFor()
  await page.waitForTimeout(500)
  await page.evaluate('window.benchArmed = true')
  const started = Date.now()
  await page.getByLabel('Location file').setInputFiles(file)
  const result = page.getByTestId('location-file-result')
  const problem = page.getByRole('alert')
  await result.or(problem).waitFor({ timeout: 120_000 })
  const wallMs = Date.now() - started
  // Let the map draw the shapes and settle before the figures are read.
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 500))))')
  const figures = (await page.evaluate(
    '({ longTasks: window.benchLongTasks, frameBlockingMs: Math.max(0, ...window.benchFrames), heartbeatMs: window.benchStall })',
  )) as Omit<Measure, 'parseMs' | 'wallMs' | 'outcome'>
  const parseMs = (await result.isVisible()) ? Number(await result.getAttribute('data-parse-ms')) : null
  const outcome = (await result.isVisible())
    ? (await result.locator('p').first().innerText()).trim()
    : `refused: ${(await problem.innerText()).trim().replace(/\s*\n\s*/g, ': ')}`
  await page.close()
  return { ...figures, parseMs, wallMs, outcome }
}

let failed = false
try {
  for (const [name, collection, prj] of [
    ['claims', claims(), YUKON_ALBERS_PRJ],
    ['dense', dense(), YUKON_ALBERS_PRJ],
  ] as const) {
    const zip = await shpwrite.zip<'uint8array'>(collection, { outputType: 'uint8array', compression: 'DEFLATE', prj })
    const path = join(dataDir, `${name}.zip`)
    await writeFile(path, zip)
    const m = await measure(path)
    const longest = m.longTasks.length > 0 ? Math.max(...m.longTasks) : 0
    const verdict = m.longTasks.length === 0 ? 'PASS' : 'MISS'
    if (verdict === 'MISS') failed = true
    console.log(
      `${name}: ${(zip.length / 1024 / 1024).toFixed(1)} MB zip; ${m.outcome}\n` +
        `  read in the worker in ${m.parseMs ?? '–'} ms (${m.wallMs} ms from choosing the file to the answer shown)\n` +
        `  main thread: ${m.longTasks.length} tasks over ${GOAL_MS} ms${m.longTasks.length > 0 ? ` (longest ${longest.toFixed(0)} ms)` : ''} (goal: none) ${verdict}\n` +
        `  for information: longest blocking time of an animation frame ${m.frameBlockingMs.toFixed(0)} ms; a 10 ms timer was late by at most ${m.heartbeatMs.toFixed(0)} ms`,
    )
  }
} finally {
  await browser.close()
  await server.close()
  await rm(dataDir, { recursive: true, force: true })
}
if (failed) process.exitCode = 1
