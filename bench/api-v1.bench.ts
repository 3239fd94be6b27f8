// The public API v1 at the scale of a whole registry (issue 31's budgets): a mirror's first walk of
// 100,000 projects by cursor (limit=1000, following `next`), and the unpaginated GeoJSON of all of
// them: the time to its first byte and the server's memory while it streams, above its idle.
// The server runs in this process on the embedded database; the client reads each answer as a
// stream and keeps only counts, so the memory measured is the server's.
// Goals: the walk under 30 s; the GeoJSON's first byte under 500 ms; under 200 MB above idle.
//   DATA_DIR=/tmp/demo100k npm run bench api-v1
// Without a DATA_DIR it first builds the 100,000-project demo set (minutes) and removes it after.
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseConfig } from '../src/server/env.ts'
import { configureLogging } from '../src/server/lib/logger.ts'
import { startServer } from '../src/server/server.ts'
import { freePort } from './chromium.ts'
import { buildDemoSet } from './demo-set.ts'

const PROJECTS = 100_000
const GOAL_WALK_S = 30
const GOAL_FIRST_BYTE_MS = 500
const GOAL_MEMORY_MB = 200

// The request log of 200 answers would bury the figures.
configureLogging({ level: 'warn', pretty: false })

const rssMb = () => Math.round(process.memoryUsage.rss() / 1024 / 1024)

const given = process.argv[2] ?? process.env.DATA_DIR
if (given && !existsSync(join(resolve(given), 'pg'))) {
  console.log(`skipped: no embedded database in ${resolve(given)}`)
  process.exit(0)
}
const built = given ? undefined : await mkdtemp(join(tmpdir(), 'registry-bench-api-v1-'))
const dataDir = resolve(given ?? built!)
try {
  if (built) buildDemoSet(built, PROJECTS)
  const port = await freePort()
  const server = await startServer(
    parseConfig({ APP_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: 'no', RUN_JOBS: 'no' }),
  )
  const base = `http://127.0.0.1:${port}`
  try {
    // Warm: the first answers compile the statements and fill the caches, as a running server has.
    await (await fetch(`${base}/api/v1/projects?includeCompleteWithdrawn=yes&limit=1000`)).arrayBuffer()

    let path: string | null = '/api/v1/projects?includeCompleteWithdrawn=yes&limit=1000'
    let projects = 0
    let pages = 0
    const walkStarted = performance.now()
    while (path) {
      const page = (await (await fetch(`${base}${path}`)).json()) as { projects: unknown[]; next: string | null }
      projects += page.projects.length
      pages += 1
      path = page.next ? page.next.replace(/^https?:\/\/[^/]+/, '') : null
    }
    const walkS = (performance.now() - walkStarted) / 1000
    console.log(`cursor walk: ${projects.toLocaleString('en-CA')} projects in ${pages} pages, ${walkS.toFixed(1)} s (goal under ${GOAL_WALK_S} s)`)

    globalThis.gc?.()
    const idle = rssMb()
    let peak = idle
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 20)
    const asked = performance.now()
    const response = await fetch(`${base}/api/v1/projects?includeCompleteWithdrawn=yes&limit=all&format=geojson`)
    const reader = response.body!.getReader()
    let firstByteMs = NaN
    let bytes = 0
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - asked
      bytes += value.byteLength
    }
    const wholeS = (performance.now() - asked) / 1000
    clearInterval(sampler)
    console.log(
      `GeoJSON of all: first byte ${firstByteMs.toFixed(0)} ms (goal under ${GOAL_FIRST_BYTE_MS} ms), ${(bytes / 1024 / 1024).toFixed(1)} MB in ${wholeS.toFixed(1)} s`,
    )
    console.log(`memory: idle ${idle} MB, peak while streaming ${peak} MB, ${peak - idle} MB above idle (goal under ${GOAL_MEMORY_MB} MB)`)
    console.log(
      `load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')}`,
    )
    if (walkS > GOAL_WALK_S || firstByteMs > GOAL_FIRST_BYTE_MS || peak - idle > GOAL_MEMORY_MB) process.exitCode = 1
  } finally {
    await server.close()
  }
} finally {
  if (built) await rm(built, { recursive: true, force: true })
}
