// Creating and migrating an empty database (issue 32 item 2), the way the registry did it before
// decision 0087 and the way it does now, interleaved in one run so that the machine's load weighs
// on both alike:
// - embedded, before: PGlite runs initdb, the extensions are created, drizzle's migrator sends
//   each migration's statements one by one; now: a new database is loaded from the base in the
//   temporary directory and the pending migrations go as one script;
// - PostgreSQL (DATABASE_URL, a scratch database of its own), drizzle's migrator before, one script now.
// The first new embedded database on a machine makes the base: that one is timed apart.
// Goal: now, a new database is ready in ≤ 5 s on each.
//   npx tsx bench/create-database.bench.ts [ROUNDS]
import { PGlite } from '@electric-sql/pglite'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { openDatabase } from '../src/server/db/client.ts'
import { EXTENSIONS } from '../src/server/db/extensions.ts'
import { postgisCore } from '../src/server/db/postgis-bundle.ts'

const ROUNDS = Number(process.argv[2] ?? 2)
const GOAL_SECONDS = 5
const migrationsFolder = fileURLToPath(new URL('../src/server/db/migrations', import.meta.url))
const serverUrl = process.env.DATABASE_URL ?? 'postgres://registry:registry@127.0.0.1:5432/registry_test'
const createExtensions = EXTENSIONS.map((name) => `create extension if not exists ${name};`).join('\n')
const load = () =>
  `load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(', ')}`

async function timed(work: (dataDir: string) => Promise<void>): Promise<number> {
  const dir = await mkdtemp(join(tmpdir(), 'registry-bench-create-'))
  try {
    const started = performance.now()
    await work(join(dir, 'pg'))
    return (performance.now() - started) / 1000
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

const embedded = {
  async before(dataDir: string) {
    const client = await PGlite.create({ dataDir, extensions: { postgis: await postgisCore(), unaccent, pg_trgm } })
    await client.exec(createExtensions)
    await migratePglite(drizzlePglite(client), { migrationsFolder })
    await client.close()
  },
  async now(dataDir: string) {
    const handle = await openDatabase({ dataDir })
    await handle.migrate()
    await handle.close()
  },
}

const admin = new pg.Client({ connectionString: serverUrl })
await admin.connect()
const made: string[] = []
/** A new database on the server, a new name each time: a pool's connections may still be closing in the one before. */
async function newServerDatabase(): Promise<string> {
  const name = `registry_bench_create_${made.length}`
  made.push(name)
  await admin.query(`drop database if exists ${name} with (force)`)
  await admin.query(`create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}
const postgres = {
  async before() {
    const pool = new pg.Pool({ connectionString: await newServerDatabase() })
    await pool.query(createExtensions)
    await migratePg(drizzlePg(pool), { migrationsFolder })
    await pool.end()
  },
  async now() {
    const handle = await openDatabase({ url: await newServerDatabase() })
    await handle.migrate()
    await handle.close()
  },
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const figures = (xs: number[]) => `${xs.map((x) => x.toFixed(1)).join(', ')} s`
try {
  console.log(`first new embedded database (makes the base when there is none): ${(await timed(embedded.now)).toFixed(1)} s (${load()})`)
  const runs = { embeddedBefore: [] as number[], embeddedNow: [] as number[], postgresBefore: [] as number[], postgresNow: [] as number[] }
  for (let round = 0; round < ROUNDS; round++) {
    // ABBA: neither way always runs on a machine the other warmed.
    const order = round % 2 === 0 ? (['before', 'now'] as const) : (['now', 'before'] as const)
    for (const way of order) {
      if (way === 'before') runs.embeddedBefore.push(await timed(embedded.before))
      else runs.embeddedNow.push(await timed(embedded.now))
    }
    for (const way of order) {
      if (way === 'before') runs.postgresBefore.push(await timed(postgres.before))
      else runs.postgresNow.push(await timed(postgres.now))
    }
  }
  const verdict = (seconds: number) => (seconds <= GOAL_SECONDS ? 'PASS' : 'MISS')
  const embeddedNow = median(runs.embeddedNow)
  const postgresNow = median(runs.postgresNow)
  console.log(
    `embedded, before: ${figures(runs.embeddedBefore)}; now: ${figures(runs.embeddedNow)}: ${(median(runs.embeddedBefore) / embeddedNow).toFixed(1)}× faster (goal ≤ ${GOAL_SECONDS} s) ${verdict(embeddedNow)}`,
  )
  console.log(
    `PostgreSQL, before: ${figures(runs.postgresBefore)}; now: ${figures(runs.postgresNow)}: ${(median(runs.postgresBefore) / postgresNow).toFixed(1)}× faster (goal ≤ ${GOAL_SECONDS} s) ${verdict(postgresNow)}`,
  )
  console.log(load())
  if (embeddedNow > GOAL_SECONDS || postgresNow > GOAL_SECONDS) process.exitCode = 1
} finally {
  for (const name of made) await admin.query(`drop database if exists ${name} with (force)`)
  await admin.end()
}
