// Starts the registry the browser tests use (playwright.config.ts's webServer), from a pristine copy
// of the demo set: seeding 600 projects takes most of a minute, so the seeded data directory is kept
// in node_modules/.cache under a key of everything that makes it (the demo's and the database's code,
// the lock file, the number of projects and the demo's "today") and copied afresh for each run, whose
// tests then change only the copy. `npm start` builds the web app only when its sources changed.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cp, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { LOCK_FILE } from '../src/server/db/data-dir-lock.ts'
import { demoToday } from '../src/server/demo/seed-demo.ts'

/** What the seeded data is made of, from the project's root. */
const SEED_INPUTS = ['src/server/demo', 'src/server/db', 'src/server/files', 'src/shared', 'package-lock.json']
const CACHE = 'node_modules/.cache/registry-browser-tests'

async function hashInto(hash: ReturnType<typeof createHash>, path: string): Promise<void> {
  const found = await stat(path)
  if (!found.isDirectory()) {
    hash.update(path).update(await readFile(path))
    return
  }
  for (const entry of (await readdir(path)).sort()) await hashInto(hash, join(path, entry))
}

async function seedKey(projects: string): Promise<string> {
  const hash = createHash('sha256').update(`${projects}\n${new Date(demoToday()).toISOString().slice(0, 10)}\n`)
  for (const input of SEED_INPUTS) await hashInto(hash, input)
  return hash.digest('hex').slice(0, 24)
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Sets of earlier days or code, and half-made ones whose maker stopped; other checkouts sharing node_modules may still copy today's. */
async function forgetOldSets(): Promise<void> {
  for (const entry of await readdir(CACHE).catch(() => [])) {
    const path = join(CACHE, entry)
    const maker = /\.(\d+)$/.exec(entry)?.[1]
    if (maker ? !alive(Number(maker)) : Date.now() - (await stat(path)).mtimeMs > 2 * 86_400_000) await rm(path, { recursive: true, force: true })
  }
}

/** The seeded data directory for this key, made once: in a directory of its own, then renamed into place, so two runs at once never share a half-made one. */
async function seeded(projects: string): Promise<string> {
  const ready = join(CACHE, await seedKey(projects))
  if (await stat(ready).catch(() => null)) return ready
  await forgetOldSets()
  const making = `${ready}.${process.pid}`
  await mkdir(making, { recursive: true })
  const seed = spawnSync('npx', ['tsx', 'src/server/cli/main.ts', 'seed-demo', '--projects', projects], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DATA_DIR: making, DATABASE_URL: '' },
  })
  if (seed.status !== 0) throw new Error(`Seeding the browser tests' demo set failed (exit ${seed.status})`)
  await rename(making, ready).catch(() => rm(making, { recursive: true, force: true }))
  return ready
}

const dataDir = process.env.DATA_DIR!
await rm(dataDir, { recursive: true, force: true })
await cp(await seeded(process.env.DEMO_PROJECTS ?? '600'), dataDir, { recursive: true, filter: (source) => basename(source) !== LOCK_FILE })
await import('../src/server/cli/start.ts')
