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
import * as schema from './schema/index.ts'
import { postgisCore } from './postgis-bundle.ts'
import { cacheStatements } from './statement-cache.ts'
import { turnLoopBeforeEachStatement } from './statement-turns.ts'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  migrate(): Promise<void>
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
    async migrate() {
      await createExtensions(db)
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder })
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
    async migrate() {
      await createExtensions(db)
      await migratePg(drizzlePg(pool, { schema }), { migrationsFolder })
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
