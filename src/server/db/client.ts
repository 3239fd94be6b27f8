// Opens the database: embedded PGlite with PostGIS under DATA_DIR/pg by default, or a real
// PostgreSQL server when DATABASE_URL is set. Both speak the same SQL through Drizzle.
import { PGlite } from '@electric-sql/pglite'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import pg from 'pg'
import { fileURLToPath } from 'node:url'
import { readFileSync } from 'node:fs'
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as schema from './schema/index.ts'
import { postgisCore } from './postgis-bundle.ts'
import { cacheStatements } from './statement-cache.ts'
import { turnLoopBeforeEachStatement } from './statement-turns.ts'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  /** Applies the migrations not yet applied; with `through`, only those up to that schema level (a restore loads a backup at its own level). */
  migrate(through?: number): Promise<void>
  /**
   * Runs work while holding the database-wide lock of that name, so servers starting together on
   * one PostgreSQL migrate and seed once. The embedded database has one process only: work runs.
   */
  exclusively<T>(name: LockName, work: () => Promise<T>): Promise<T>
  close(): Promise<void>
  /** A real server's pool: connections open, idle, and queries waiting for one. */
  poolStats?(): { total: number; idle: number; waiting: number }
  /** The embedded instance, for dumping a snapshot; absent on a real server. */
  pglite?: PGlite
}

/** The advisory locks the registry takes, each with its own key (any stable 64-bit numbers). */
const LOCK_KEYS = { prepare: 7_358_201_001, 'demo-seed': 7_358_201_002 } as const
export type LockName = keyof typeof LOCK_KEYS

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))
const extensions = ['postgis', 'unaccent', 'pg_trgm']

interface JournalEntry {
  when: number
  tag: string
}
const journal = (): { entries: JournalEntry[] } => JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] }

/** The schema levels this code knows: each migration's journal time, which drizzle records as its created_at. */
export function knownMigrationLevels(): number[] {
  return journal().entries.map((e) => e.when)
}

/**
 * Runs a drizzle migrator on the migrations up to a level. Drizzle reads a folder, so a level short
 * of the newest gets a folder of its own holding only those.
 */
async function migrateThrough(through: number | undefined, run: (folder: string) => Promise<void>): Promise<void> {
  const all = journal()
  if (through === undefined || through >= Math.max(...all.entries.map((e) => e.when))) return run(migrationsFolder)
  const folder = await mkdtemp(join(tmpdir(), 'registry-migrations-'))
  try {
    const entries = all.entries.filter((e) => e.when <= through)
    await mkdir(join(folder, 'meta'))
    await writeFile(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...all, entries }))
    for (const e of entries) await copyFile(join(migrationsFolder, `${e.tag}.sql`), join(folder, `${e.tag}.sql`))
    await run(folder)
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

export interface OpenOptions {
  /** postgres://… selects a real server. */
  url?: string | undefined
  /** Directory of the embedded database; memory when absent. */
  dataDir?: string | undefined
  /** A dump made with dumpDataDir, to start from a known state. */
  loadDataDir?: Blob | File | undefined
  /** Connections a real server's pool may hold (DATABASE_POOL_MAX). */
  poolMax?: number | undefined
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url, options.poolMax ?? 10)
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { postgis: await postgisCore(), unaccent, pg_trgm },
  })
  turnLoopBeforeEachStatement(client)
  cacheStatements(client)
  const db = drizzlePglite(client, { schema }) as unknown as Database
  return {
    db,
    kind: 'pglite',
    pglite: client,
    async migrate(through) {
      await createExtensions(db)
      await migrateThrough(through, (folder) => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: folder }))
    },
    exclusively: (_name, work) => work(),
    close: () => client.close(),
  }
}

async function openPostgres(url: string, poolMax: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolMax })
  const db = drizzlePg(pool, { schema }) as unknown as Database
  return {
    db,
    kind: 'postgres',
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async migrate(through) {
      await createExtensions(db)
      await migrateThrough(through, (folder) => migratePg(drizzlePg(pool, { schema }), { migrationsFolder: folder }))
    },
    async exclusively(name, work) {
      // A session lock on a connection of its own: the work itself may use the whole pool, and a
      // process that dies mid-way lets go with its connection.
      const holder = await pool.connect()
      try {
        await holder.query('select pg_advisory_lock($1)', [LOCK_KEYS[name]])
        try {
          return await work()
        } finally {
          await holder.query('select pg_advisory_unlock($1)', [LOCK_KEYS[name]])
        }
      } finally {
        holder.release()
      }
    },
    close: () => pool.end(),
  }
}

async function createExtensions(db: Database): Promise<void> {
  for (const name of extensions) await db.execute(sql.raw(`create extension if not exists ${name}`))
}

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}
