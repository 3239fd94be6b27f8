// The location look-up for a 1,000-vertex polygon: on the server (the API, in process, over the
// layers in the embedded database) and in the browser (the same module bundled and run in Chromium
// over the layers the API hands out for offline use). Prints median and p95 of each, and the size
// of those layers as a browser keeps them.
// Goals: server under 50 ms, browser under 200 ms; offline layers under 5 MB.
//   npm run bench geo-lookup
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { build } from 'esbuild'
import { createApp } from '../src/server/app.ts'
import { openDatabase } from '../src/server/db/client.ts'
import { prepareDatabase } from '../src/server/db/prepare.ts'
import { parseConfig } from '../src/server/env.ts'
import { createMailer } from '../src/server/mail/mailer.ts'
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.ts'
import { thousandVertexPolygon } from './thousand-vertex-polygon.ts'
import { localFileStore } from '../src/server/files/file-store.ts'

const GOAL_SERVER_MS = 50
const GOAL_BROWSER_MS = 200
const GOAL_LAYERS_MB = 5
const RUNS = 40

const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(q * values.length) - 1)]!

const dataDir = await mkdtemp(join(tmpdir(), 'registry-bench-geo-'))
const handle = await openDatabase({})
try {
  await prepareDatabase(handle)
  const config = parseConfig({ APP_ENV: 'test', DATA_DIR: dataDir })
  const app = createApp({
    db: handle.db,
    config,
    clock: () => new Date(),
    mailer: createMailer(handle.db, config),
    files: localFileStore(config.dataDir),
    jwtSecret: new TextEncoder().encode('bench-secret-long-enough-for-hs256'),
  })
  const shape = JSON.stringify(thousandVertexPolygon())
  const server: number[] = []
  for (let i = 0; i < RUNS + 3; i++) {
    const started = performance.now()
    const response = await app.request('/api/geo/lookup', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: shape })
    await response.json()
    if (i >= 3) server.push(performance.now() - started)
  }
  const layersText = await (await app.request('/api/geo/layers')).text()
  const layersMb = Buffer.byteLength(layersText) / 1024 / 1024

  const bundle = await build({
    stdin: {
      contents: `import { lookupLocation, prepareLayers } from './src/shared/geo/lookup.ts'; import { shapesOf } from './src/shared/geo/geojson.ts'; globalThis.geo = { lookupLocation, prepareLayers, shapesOf }`,
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    write: false,
    platform: 'browser',
  })
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS })
  try {
    const page = await browser.newPage()
    await page.setContent('<!doctype html><title>look-up</title>')
    await page.addScriptTag({ content: bundle.outputFiles[0]!.text })
    const browserTimes = await page.evaluate(
      ({ layersText, shape, runs }) => {
        type Geo = {
          prepareLayers: (f: unknown[], d: string[]) => unknown
          lookupLocation: (s: unknown[], l: unknown) => unknown
          shapesOf: (g: unknown) => { ok: boolean; shapes: unknown[] }
        }
        const geo = (globalThis as unknown as { geo: Geo }).geo
        const answer = JSON.parse(layersText) as { features: unknown[]; layers: { kind: string; isDemo: boolean }[] }
        const layers = geo.prepareLayers(
          answer.features,
          answer.layers.filter((l) => l.isDemo).map((l) => l.kind),
        )
        const times: number[] = []
        for (let i = 0; i < runs + 3; i++) {
          const started = performance.now()
          geo.lookupLocation(geo.shapesOf(JSON.parse(shape)).shapes, layers)
          if (i >= 3) times.push(performance.now() - started)
        }
        return times
      },
      { layersText, shape, runs: RUNS },
    )
    const serverMedian = quantile(server, 0.5)
    const serverP95 = quantile(server, 0.95)
    const browserMedian = quantile(browserTimes, 0.5)
    const browserP95 = quantile(browserTimes, 0.95)
    console.log(`server (API in process, ${RUNS} runs):  median ${serverMedian.toFixed(1)} ms, p95 ${serverP95.toFixed(1)} ms`)
    console.log(`browser (Chromium, ${RUNS} runs):       median ${browserMedian.toFixed(1)} ms, p95 ${browserP95.toFixed(1)} ms`)
    console.log(`offline layers as the API sends them:  ${layersMb.toFixed(2)} MB`)
    const goals: [string, boolean][] = [
      [`server under ${GOAL_SERVER_MS} ms (p95): ${serverP95.toFixed(1)} ms`, serverP95 < GOAL_SERVER_MS],
      [`browser under ${GOAL_BROWSER_MS} ms (p95): ${browserP95.toFixed(1)} ms`, browserP95 < GOAL_BROWSER_MS],
      [`offline layers under ${GOAL_LAYERS_MB} MB: ${layersMb.toFixed(2)} MB`, layersMb < GOAL_LAYERS_MB],
    ]
    for (const [goal, met] of goals) console.log(`${met ? 'PASS' : 'MISS'}  ${goal}`)
    process.exitCode = goals.every(([, met]) => met) ? 0 : 1
  } finally {
    await browser.close()
  }
} finally {
  await handle.close()
  await rm(dataDir, { recursive: true, force: true })
}
