// Imports the real registry export (../shared/data/yesab-projects.json.gz) as the CLI does (read as
// a stream), then again (the update path), and prints the time taken, with and without creating
// the database, and the peak memory (maxRSS) of the importing process. Skips when the file is absent.
// Embedded by default: a fresh database in a temporary directory, imported in this process.
// With DATABASE_URL (a PostgreSQL server whose user may create databases), the CLI's own process
// imports, started as `npm run cli -- import-yor` starts it (its V8 flags and environment,
// package.json) and again without them, each into a new database migrated first by the CLI, as a registry is before
// anyone imports into it: the time of each and their ratio, and each process's peak memory (the goal).
// Goals: the import ≤ 5 s on the embedded database; the process ≤ 300 MB against PostgreSQL.
//   npx tsx bench/import-yor.bench.ts [FILE]
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { openDatabase } from '../src/server/db/client.ts'
import { prepareDatabase } from '../src/server/db/prepare.ts'
import { importYor } from '../src/server/import/yor/import-yor.service.ts'
import { formatImportSummary } from '../src/server/import/yor/import-summary.ts'
import { ExportStream } from '../src/server/import/yor/read-export.ts'
import pg from 'pg'
import { describeLaunch, scriptLaunch } from './script-flags.ts'
import type { ScriptLaunch } from './script-flags.ts'

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

/** The CLI's import of the file into the database at `dbUrl`, in a process of its own started as `launch` says: its time and peak RSS. */
async function cliImport(launch: ScriptLaunch, dbUrl: string): Promise<{ seconds: number; peak: number }> {
  const started = performance.now()
  const child = spawn(process.execPath, [...launch.flags, '--import', 'tsx', 'src/server/cli/main.ts', 'import-yor', file], {
    env: { ...process.env, ...launch.env, DATABASE_URL: dbUrl },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  // VmHWM is the process's peak so far; the last reading before it ends is its peak.
  let peak = 0
  const timer = setInterval(() => {
    readFile(`/proc/${child.pid}/status`, 'utf8').then(
      (status) => {
        // An ended process not yet reaped has no memory lines.
        const hwm = /VmHWM:\s+(\d+) kB/.exec(status)
        if (hwm) peak = Math.max(peak, Number(hwm[1]) / 1024)
      },
      () => {},
    )
  }, 50)
  const code = await new Promise((resolve) => child.once('exit', resolve))
  clearInterval(timer)
  if (code !== 0) throw new Error(`import-yor failed (exit ${code})`)
  return { seconds: (performance.now() - started) / 1000, peak: Math.round(peak) }
}

/** Against PostgreSQL: the CLI's import as `npm run cli` starts it and without its flags and environment, each into a new database. */
async function againstPostgres(serverUrl: string): Promise<boolean> {
  const cli = scriptLaunch('cli')
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  const results: { name: string; first: { seconds: number; peak: number }; again: { seconds: number; peak: number } }[] = []
  try {
    const runs: [string, ScriptLaunch][] = [
      [`as npm run cli starts it (${describeLaunch(cli)})`, cli],
      ['without its flags and environment', { flags: [], env: {} }],
    ]
    for (const [name, launch] of runs) {
      const database = `registry_bench_import_${results.length}`
      await admin.query(`drop database if exists ${database} with (force)`)
      await admin.query(`create database ${database}`)
      const dbUrl = new URL(serverUrl)
      dbUrl.pathname = `/${database}`
      try {
        const migrated = spawnSync('npx', ['tsx', 'src/server/cli/main.ts', 'migrate'], {
          stdio: 'inherit',
          env: { ...process.env, DATABASE_URL: dbUrl.toString() },
        })
        if (migrated.status !== 0) throw new Error(`migrate failed (exit ${migrated.status})`)
        const first = await cliImport(launch, dbUrl.toString())
        const again = await cliImport(launch, dbUrl.toString())
        results.push({ name, first, again })
        console.log(
          `${name}: import ${first.seconds.toFixed(1)} s, peak ${first.peak} MB; re-import ${again.seconds.toFixed(1)} s, peak ${again.peak} MB (load ${load()})`,
        )
      } finally {
        await admin.query(`drop database if exists ${database} with (force)`)
      }
    }
  } finally {
    await admin.end()
  }
  const [asCli, plain] = results as [(typeof results)[0], (typeof results)[0]]
  console.log(
    `time as npm run cli starts it ÷ without: import ${(asCli.first.seconds / plain.first.seconds).toFixed(2)}, re-import ${(asCli.again.seconds / plain.again.seconds).toFixed(2)}`,
  )
  const peak = Math.max(asCli.first.peak, asCli.again.peak)
  const pass = peak <= GOAL_POSTGRES_PEAK_MB
  console.log(`${pass ? 'PASS' : 'MISS'} peak RSS of the CLI's import against PostgreSQL ${peak} MB (goal ≤ ${GOAL_POSTGRES_PEAK_MB} MB)`)
  return pass
}

if (url) {
  console.log(`PostgreSQL (DATABASE_URL), load ${load()}`)
  process.exitCode = (await againstPostgres(url)) ? 0 : 1
} else {
  const dir = await mkdtemp(join(tmpdir(), 'registry-bench-import-'))
  try {
    console.log(`embedded database, load ${load()}`)
    const t0 = performance.now()
    const handle = await openDatabase({ dataDir: join(dir, 'pg') })
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

    for (const line of formatImportSummary(summary)) console.log(line)
    console.log('')
    console.log(
      `import (read + write ${summary.records} records): ${importSeconds.toFixed(1)} s; with creating the database: ${(createSeconds + importSeconds).toFixed(1)} s`,
    )
    console.log(`re-import (${again.created} created, ${again.updated} updated, ${again.unchanged} unchanged): ${reimportSeconds.toFixed(1)} s`)
    console.log(`peak RSS: ${peakMb()} MB; load ${load()}`)
    const pass = importSeconds <= GOAL_EMBEDDED_SECONDS
    console.log(`${pass ? 'PASS' : 'MISS'} import on the embedded database ${importSeconds.toFixed(1)} s (goal ≤ ${GOAL_EMBEDDED_SECONDS} s)`)
    process.exitCode = pass ? 0 : 1
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
