// Opens the database: embedded PGlite with PostGIS under DATA_DIR/pg by default, or a real
// PostgreSQL server when DATABASE_URL is set. Both speak the same SQL through Drizzle.
import type { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { readMigrationFiles } from 'drizzle-orm/migrator'
import type { MigrationMeta } from 'drizzle-orm/migrator'
import { sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import pg from 'pg'
import { fileURLToPath } from 'node:url'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as schema from './schema/index.ts'
import { EXTENSIONS } from './extensions.ts'
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

interface JournalEntry {
  when: number
  tag: string
}
const journal = (): { entries: JournalEntry[] } =>
  JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] }

/** The schema levels this code knows: each migration's journal time, which drizzle records as its created_at. */
export function knownMigrationLevels(): number[] {
  return journal().entries.map((e) => e.when)
}

/**
 * The migrations, in the journal's order, that a database whose newest applied migration is `applied`
 * still needs, up to the level `through`. As drizzle's migrator decides, so that databases it
 * migrated go on from where they are.
 */
function pendingMigrations(applied: number | undefined, through?: number): MigrationMeta[] {
  return readMigrationFiles({ migrationsFolder }).filter(
    (m) => (applied === undefined || m.folderMillis > applied) && (through === undefined || m.folderMillis <= through),
  )
}

/** One connection to the database: a script of statements run as one message, and a query's rows. */
interface MigrationSession {
  run(script: string): Promise<unknown>
  rows<T>(query: string): Promise<T[]>
}

/**
 * Applies the pending migrations as one script sent once, each recorded in drizzle's table as its
 * migrator records it. Sent statement by statement, a new database took 370 round trips, each
 * parsed and described on the embedded database. The script runs as one transaction, as the
 * migrator's did: the journal's migrations all apply or none does.
 */
async function applyMigrations(session: MigrationSession, through?: number): Promise<void> {
  const { run, rows } = session
  await run(`create schema if not exists drizzle;
create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`)
  const [newest] = await rows<{ level: string | null }>('select max(created_at)::text as level from drizzle.__drizzle_migrations')
  const pending = pendingMigrations(newest?.level ? Number(newest.level) : undefined, through)
  if (pending.length === 0) return
  const script = pending.flatMap((m) => [...m.sql, `insert into drizzle.__drizzle_migrations (hash, created_at) values ('${m.hash}', ${m.folderMillis})`])
  // On lines of their own, so that a migration's last line being a comment ends nothing.
  try {
    await run(['begin', ...script, 'commit'].join('\n;\n'))
  } catch (error) {
    // A script sent as one message stops at its first error inside the transaction it opened.
    await run('rollback')
    throw error
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
  // Loaded only here: a server on PostgreSQL never loads PGlite (decision 0096).
  const [{ openEmbedded }, { drizzle: drizzlePglite }] = await Promise.all([import('./embedded-database.ts'), import('drizzle-orm/pglite')])
  const client = await openEmbedded(options)
  turnLoopBeforeEachStatement(client)
  cacheStatements(client)
  const db = drizzlePglite(client, { schema }) as unknown as Database
  return {
    db,
    kind: 'pglite',
    pglite: client,
    async migrate(through) {
      await createExtensions(db)
      await applyMigrations({ run: (script) => client.exec(script), rows: async <T>(query: string) => (await client.query<T>(query)).rows }, through)
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
      const connection = await pool.connect()
      try {
        await applyMigrations(
          { run: (script) => connection.query(script), rows: async <T>(query: string) => (await connection.query(query)).rows as T[] },
          through,
        )
      } finally {
        connection.release()
      }
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
  for (const name of EXTENSIONS) await db.execute(sql.raw(`create extension if not exists ${name}`))
}

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}
