// Streaming a whole-project download (issue 31 item 4, decision 0079) from the local file store:
// a project of 80 documents of 5 MB of random bytes (400 MB, nothing a zip could shrink) on a fresh
// embedded database, the server listening on a real socket, and the zip read by a client in the
// same process as fast as it comes. Prints the zip's throughput from the request to its last byte,
// the process's resident memory growth while it streams, and the load average around it.
// Goal (issue 31): at least 50 MB/s (decimal megabytes).
//   npx tsx bench/project-bundle.bench.ts
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApp } from '../src/server/app.ts'
import { openDatabase } from '../src/server/db/client.ts'
import { prepareDatabase } from '../src/server/db/prepare.ts'
import { parseConfig } from '../src/server/env.ts'
import { localFileStore } from '../src/server/files/file-store.ts'
import { createMailer } from '../src/server/mail/mailer.ts'
import { listen } from '../src/server/server.ts'
import { createProject } from '../tests/factories/project-factory.ts'
import { createDocument, storeUpload } from '../tests/factories/content-factory.ts'

const GOAL_MB_PER_S = 50
const DOCUMENTS = 80
const DOCUMENT_BYTES = 5 * 1024 * 1024
const MB = 1_000_000
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')
const rss = () => process.memoryUsage().rss

const dataDir = await mkdtemp(join(tmpdir(), 'registry-bench-bundle-'))
try {
  const handle = await openDatabase({ dataDir: join(dataDir, 'pg') })
  await prepareDatabase(handle)
  const project = await createProject(handle.db)
  for (let i = 0; i < DOCUMENTS; i++) {
    const upload = await storeUpload(handle.db, dataDir, randomBytes(DOCUMENT_BYTES), `report-${i}.pdf`)
    await createDocument(handle.db, dataDir, project.id, { unredactedUploadId: upload.id })
  }
  const config = parseConfig({ APP_ENV: 'test', DATA_DIR: dataDir, PUBLIC_BASE_URL: 'http://registry.bench' })
  const app = createApp({
    db: handle.db,
    config,
    clock: () => new Date(),
    mailer: createMailer(handle.db, config),
    files: localFileStore(dataDir),
    jwtSecret: new TextEncoder().encode('bench-secret-that-is-long-enough-for-hs256'),
  })
  const server = await listen(app, 0, '127.0.0.1')
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/projects/${project.projectNumber}`

  const summary = (await (await fetch(`${base}/bundle`)).json()) as { zipBytes: number; documentBytes: number }
  console.log(`${DOCUMENTS} documents, ${(summary.documentBytes / MB).toFixed(0)} MB; zip of ${(summary.zipBytes / MB).toFixed(1)} MB`)
  const loadBefore = load()
  const before = rss()
  let peak = before
  const started = performance.now()
  const response = await fetch(`${base}/bundle.zip`)
  let received = 0
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    received += chunk.byteLength
    peak = Math.max(peak, rss())
  }
  const seconds = (performance.now() - started) / 1000
  if (received !== summary.zipBytes) throw new Error(`Received ${received} bytes, the summary said ${summary.zipBytes}`)
  const rate = received / MB / seconds
  console.log(
    `streamed in ${seconds.toFixed(2)} s: ${rate.toFixed(0)} MB/s (goal ≥ ${GOAL_MB_PER_S}); resident memory grew by ${((peak - before) / MB).toFixed(0)} MB`,
  )
  console.log(`load average ${loadBefore} before, ${load()} after (1, 5, 15 min; 2 cores shared)`)
  await new Promise<void>((done) => server.close(() => done()))
  await handle.close()
  if (rate < GOAL_MB_PER_S) {
    console.log(`goal missed: ${rate.toFixed(0)} MB/s`)
    process.exitCode = 1
  }
} finally {
  await rm(dataDir, { recursive: true, force: true })
}
