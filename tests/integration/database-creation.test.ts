// Creating and migrating a database: the migrations apply as one script, a new embedded database
// starts from the base kept in the temporary directory (decision 0087), and whichever way a database
// got there, it ends at the schema the journal describes.
import { afterAll, describe, expect, it } from 'vitest'
import { PGlite } from '@electric-sql/pglite'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql } from 'drizzle-orm'
import { dropEmptyDatabases, emptyDatabase, workerDatabaseUrl } from './harness.ts'
import { knownMigrationLevels, queryRows } from '../../src/server/db/client.ts'
import type { DatabaseHandle } from '../../src/server/db/client.ts'
import { openEmbedded } from '../../src/server/db/embedded-database.ts'
import { postgisCore } from '../../src/server/db/postgis-bundle.ts'

const kind: DatabaseHandle['kind'] = workerDatabaseUrl() ? 'postgres' : 'pglite'

/** Everything a migration can make, each as PostgreSQL describes it back, in a stable order. */
const SCHEMA = `
  select 'column ' || table_schema || '.' || table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' || coalesce(column_default, '') || ' ' || coalesce(generation_expression, '') as item
    from information_schema.columns where table_schema in ('public', 'drizzle')
  union all select 'index ' || indexdef from pg_indexes where schemaname in ('public', 'drizzle')
  union all select 'constraint ' || conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid) from pg_constraint where connamespace = 'public'::regnamespace
  union all select 'function ' || p.oid::regprocedure || ' ' || md5(p.prosrc) from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' and not exists (select from pg_depend d where d.objid = p.oid and d.deptype = 'e')
  union all select 'trigger ' || tgrelid::regclass || ' ' || pg_get_triggerdef(oid) from pg_trigger where not tgisinternal
  union all select 'type ' || t.typname || ' ' || coalesce((select string_agg(enumlabel, ',' order by enumsortorder) from pg_enum e where e.enumtypid = t.oid), '') from pg_type t where t.typnamespace = 'public'::regnamespace and t.typtype in ('e', 'd')
  union all select 'text search ' || cfgname from pg_ts_config where cfgnamespace = 'public'::regnamespace
  union all select 'extension ' || extname || ' ' || extversion from pg_extension
  order by item`

async function schemaOf(handle: DatabaseHandle): Promise<string[]> {
  return (await queryRows<{ item: string }>(handle.db, sql.raw(SCHEMA))).map((r) => r.item)
}

const applied = async (handle: DatabaseHandle) =>
  (await queryRows<{ created_at: string }>(handle.db, sql`select created_at::text from drizzle.__drizzle_migrations order by id`)).map((r) =>
    Number(r.created_at),
  )

afterAll(dropEmptyDatabases)

describe('creating and migrating a database', () => {
  it('brings a new database and one left at an older level to the same schema, each migration recorded once', async () => {
    const levels = knownMigrationLevels()
    const fresh = await emptyDatabase(kind)
    const older = await emptyDatabase(kind)
    try {
      await fresh.migrate()
      await older.migrate(levels[9])
      expect(await applied(older)).toEqual(levels.slice(0, 10))
      await older.migrate()
      expect(await applied(fresh)).toEqual(levels)
      expect(await applied(older)).toEqual(levels)
      const schema = await schemaOf(fresh)
      expect(schema.length).toBeGreaterThan(300)
      expect(await schemaOf(older)).toEqual(schema)
      await fresh.migrate()
      expect(await applied(fresh)).toEqual(levels)
    } finally {
      await fresh.close()
      await older.close()
    }
  }, 240_000)

  it.skipIf(kind === 'postgres')(
    'starts a new embedded database from a base that holds what initdb and the extensions make',
    async () => {
      const longWay = await PGlite.create({ extensions: { postgis: await postgisCore(), unaccent, pg_trgm } })
      await longWay.exec('create extension postgis; create extension unaccent; create extension pg_trgm')
      const described = async (client: PGlite) =>
        (
          await client.query<{ item: string }>(`${SCHEMA.replace(/order by item$/, '')}
          union all select 'relation ' || c.oid::regclass || ' ' || c.relkind::text || ' ' || (select count(*) from pg_attribute a where a.attrelid = c.oid) from pg_class c where c.relnamespace not in ('pg_toast'::regnamespace)
          union all select 'function ' || p.oid::regprocedure from pg_proc p
          union all select 'spatial_ref_sys ' || count(*) || ' ' || md5(string_agg(srtext, '' order by srid)) from spatial_ref_sys
          order by item`)
        ).rows.map((r) => r.item)
      const expected = await described(longWay)
      await longWay.close()
      // The first opening makes the base when there is none; the second is then loaded from it.
      await (await openEmbedded({})).close()
      const fromBase = await openEmbedded({})
      try {
        expect(expected.length).toBeGreaterThan(1000)
        expect(await described(fromBase)).toEqual(expected)
      } finally {
        await fromBase.close()
      }
    },
    240_000,
  )
})
