// Backup and restore of the demo registry on the embedded database, through the commands an
// operator runs: `seed-demo --projects 1500` (about 15,000 stored files) into a fresh DATA_DIR,
// `backup FILE`, then `restore FILE` into another empty DATA_DIR. Prints each command's time, the
// archive's size and the load average around them; the restore's time is also given without its
// first part (creating the embedded database and running the migrations), which any new registry
// pays and which is most of it on a loaded machine.
// Goals (issue 30 item 5): backup under 60 s, restore under 60 s.
//   npx tsx bench/backup.bench.ts [projects]
import { spawn } from 'node:child_process'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'

const GOAL_S = 60
const projects = Number(process.argv[2] ?? 1500)
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')

/** Runs `npm run cli -- args` on a DATA_DIR; resolves with its seconds and when (seconds from its start) a line matching `mark` first came. */
function cli(dataDir: string, args: string[], mark?: RegExp): Promise<{ seconds: number; markedAt: number | null; last: string }> {
  const started = performance.now()
  const child = spawn('npx', ['tsx', 'src/server/cli/main.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let markedAt: number | null = null
  let last = ''
  createInterface({ input: child.stdout }).on('line', (line) => {
    last = line
    if (markedAt === null && mark?.test(line)) markedAt = (performance.now() - started) / 1000
  })
  return new Promise((resolve, reject) => {
    child.on('exit', (code) =>
      code === 0 ? resolve({ seconds: (performance.now() - started) / 1000, markedAt, last }) : reject(new Error(`${args[0]} exited with ${code}`)),
    )
  })
}

const work = await mkdtemp(join(tmpdir(), 'registry-bench-backup-'))
try {
  const source = join(work, 'source')
  const target = join(work, 'target')
  const archive = join(work, 'registry.tar')
  console.log(`seeding ${projects.toLocaleString('en')} demo projects…`)
  const seeded = await cli(source, ['seed-demo', '--projects', String(projects)])
  console.log(`  ${seeded.last} (${seeded.seconds.toFixed(1)} s)`)

  const loadBefore = load()
  const backup = await cli(source, ['backup', archive])
  const size = (await stat(archive)).size
  console.log(`backup:  ${backup.seconds.toFixed(1)} s, ${(size / 1024 ** 2).toFixed(1)} MB (${backup.last}); load ${loadBefore} → ${load()}`)

  const loadBeforeRestore = load()
  const restore = await cli(target, ['restore', archive], /^tables 1\//)
  const loading = restore.markedAt === null ? restore.seconds : restore.seconds - restore.markedAt
  console.log(
    `restore: ${restore.seconds.toFixed(1)} s, of which ${loading.toFixed(1)} s loading tables and files after the schema; load ${loadBeforeRestore} → ${load()}`,
  )
  const misses = [
    backup.seconds > GOAL_S ? `backup ${backup.seconds.toFixed(1)} s` : '',
    restore.seconds > GOAL_S ? `restore ${restore.seconds.toFixed(1)} s` : '',
  ].filter(Boolean)
  console.log(misses.length === 0 ? `both under the ${GOAL_S} s goal` : `over the ${GOAL_S} s goal: ${misses.join(', ')}`)
} finally {
  await rm(work, { recursive: true, force: true })
}
