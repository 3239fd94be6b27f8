// Imports the real registry export (../shared/data/yesab-projects.json.gz) as the CLI does (read as
// a stream), then again (the update path), and prints the time taken, with and without creating
// the database, and the peak memory (maxRSS) of this process. Skips when the file is absent.
// Embedded by default: a fresh database in a temporary directory. With DATABASE_URL, into that
// PostgreSQL database (make an empty one for it), migrated first by the CLI in a process of its
// own, as a registry is before anyone imports into it: this process then holds what the CLI's
// import-yor holds, and its peak memory is the goal.
// Goals: the import ≤ 5 s on the embedded database; the process ≤ 300 MB against PostgreSQL.
//   npx tsx bench/import-yor.bench.ts [FILE]
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { openDatabase } from '../src/server/db/client.ts'
import { prepareDatabase } from '../src/server/db/prepare.ts'
import { importYor } from '../src/server/import/yor/import-yor.service.ts'
import { formatImportSummary } from '../src/server/import/yor/import-summary.ts'
import { ExportStream } from '../src/server/import/yor/read-export.ts'

const GOAL_EMBEDDED_SECONDS = 5
const GOAL_POSTGRES_PEAK_MB = 300

const file = resolve(process.argv[2] ?? '../shared/data/yesab-projects.json.gz')
const url = process.env.DATABASE_URL
const mb = (kb: number) => Math.round(kb / 1024)
const rssMb = () => Math.round(process.memoryUsage().rss / 1024 / 1024)
const peakMb = () => mb(process.resourceUsage().maxRSS)
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1)
const load = () => loadavg()[0]!.toFixed(1)

if (!existsSync(file)) {
  console.log(`skipped: ${file} is absent`)
  process.exit(0)
}

const dir = await mkdtemp(join(tmpdir(), 'registry-bench-import-'))
try {
  console.log(`${url ? 'PostgreSQL (DATABASE_URL)' : 'embedded database'}, load ${load()}`)
  const t0 = performance.now()
  if (url) {
    const migrated = spawnSync('npx', ['tsx', 'src/server/cli/main.ts', 'migrate'], { stdio: 'inherit' })
    if (migrated.status !== 0) throw new Error(`migrate failed (exit ${migrated.status})`)
  }
  const handle = await openDatabase(url ? { url } : { dataDir: join(dir, 'pg') })
  await prepareDatabase(handle)
  const createSeconds = (performance.now() - t0) / 1000
  console.log(`database ready in ${createSeconds.toFixed(1)} s (rss ${rssMb()} MB, peak ${peakMb()} MB)`)

  const t1 = performance.now()
  const records = new ExportStream(file)
  const summary = await importYor(handle.db, records, {
    source: file,
    onProgress: ({ done, total }) => console.log(`imported ${done}/${total} (${seconds(t1)} s, rss ${rssMb()} MB)`),
  })
  const importSeconds = (performance.now() - t1) / 1000

  const t2 = performance.now()
  const again = await importYor(handle.db, records, { source: file })
  const reimportSeconds = (performance.now() - t2) / 1000
  await handle.close()
  const peak = peakMb()

  for (const line of formatImportSummary(summary)) console.log(line)
  console.log('')
  console.log(
    `import (read + write ${summary.records} records): ${importSeconds.toFixed(1)} s; with creating the database: ${(createSeconds + importSeconds).toFixed(1)} s`,
  )
  console.log(`re-import (${again.created} created, ${again.updated} updated, ${again.unchanged} unchanged): ${reimportSeconds.toFixed(1)} s`)
  console.log(`peak RSS: ${peak} MB; load ${load()}`)
  const verdict = (pass: boolean) => (pass ? 'PASS' : 'MISS')
  const goals = url
    ? [`${verdict(peak <= GOAL_POSTGRES_PEAK_MB)} peak RSS against PostgreSQL ${peak} MB (goal ≤ ${GOAL_POSTGRES_PEAK_MB} MB)`]
    : [`${verdict(importSeconds <= GOAL_EMBEDDED_SECONDS)} import on the embedded database ${importSeconds.toFixed(1)} s (goal ≤ ${GOAL_EMBEDDED_SECONDS} s)`]
  for (const goal of goals) console.log(goal)
  process.exitCode = goals.every((g) => g.startsWith('PASS')) ? 0 : 1
} finally {
  await rm(dir, { recursive: true, force: true })
}
