// Imports the real registry export (../shared/data/yesab-projects.json.gz) into a fresh embedded
// database in a temporary directory, then again (the update path), and prints the time taken and
// the peak memory (maxRSS).
// Goals: the import under 60 s, the whole process under 1 GB. Skips when the file is absent.
//   npx tsx bench/import-yor.bench.ts [FILE]
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { openDatabase } from '../src/server/db/client.ts'
import { prepareDatabase } from '../src/server/db/prepare.ts'
import { importYor } from '../src/server/import/yor/import-yor.service.ts'
import { formatImportSummary } from '../src/server/import/yor/import-summary.ts'
import { readExport } from '../src/server/import/yor/read-export.ts'

const GOAL_SECONDS = 60
const GOAL_PEAK_MB = 1024

const file = resolve(process.argv[2] ?? '../shared/data/yesab-projects.json.gz')
const mb = (kb: number) => Math.round(kb / 1024)
const rssMb = () => Math.round(process.memoryUsage().rss / 1024 / 1024)
const peakMb = () => mb(process.resourceUsage().maxRSS)
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1)

if (!existsSync(file)) {
  console.log(`skipped: ${file} is absent`)
  process.exit(0)
}

const dir = await mkdtemp(join(tmpdir(), 'registry-bench-import-'))
try {
  const t0 = performance.now()
  const handle = await openDatabase({ dataDir: join(dir, 'pg') })
  await prepareDatabase(handle)
  console.log(`fresh database ready in ${seconds(t0)} s (rss ${rssMb()} MB, peak ${peakMb()} MB)`)

  const t1 = performance.now()
  const exported = await readExport(file)
  const summary = await importYor(handle.db, exported.records, {
    source: file,
    onProgress: ({ done, total }) => console.log(`imported ${done}/${total} (${seconds(t1)} s, rss ${rssMb()} MB)`),
  })
  const importSeconds = (performance.now() - t1) / 1000

  const t2 = performance.now()
  const again = await importYor(handle.db, exported.records, { source: file })
  const reimportSeconds = (performance.now() - t2) / 1000
  await handle.close()
  const total = (performance.now() - t0) / 1000
  const peak = peakMb()

  for (const line of formatImportSummary(summary)) console.log(line)
  console.log('')
  console.log(`import (read + write ${summary.records} records): ${importSeconds.toFixed(1)} s`)
  console.log(`re-import (${again.created} created, ${again.updated} updated, ${again.unchanged} unchanged): ${reimportSeconds.toFixed(1)} s`)
  console.log(`total with database creation and re-import: ${total.toFixed(1)} s`)
  console.log(`peak RSS: ${peak} MB`)
  const misses = [
    ...(importSeconds > GOAL_SECONDS ? [`import took ${importSeconds.toFixed(1)} s (goal ${GOAL_SECONDS} s)`] : []),
    ...(peak > GOAL_PEAK_MB ? [`peak RSS ${peak} MB (goal ${GOAL_PEAK_MB} MB)`] : []),
  ]
  for (const miss of misses) console.log(`goal missed: ${miss}`)
  process.exitCode = misses.length > 0 ? 1 : 0
} finally {
  await rm(dir, { recursive: true, force: true })
}
