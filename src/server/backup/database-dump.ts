// The database as a portable logical dump: each application table (schema public, not PostGIS's
// spatial_ref_sys) as JSON lines, one row a line, in primary-key order, written from one snapshot.
// JSON by column name, not a physical copy, so a dump of the embedded database loads into a real
// PostgreSQL and back. Values keep their exact text: to_jsonb already does for everything but the
// types that cast themselves to JSON lossily (PostGIS's geometry becomes GeoJSON without its SRID),
// which are written as their own text (hex EWKB). Generated columns are left out and recomputed.
import { createHash } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { once } from 'node:events'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { queryRows } from '../db/client.ts'
import { loadOrder } from '../../shared/domain/backup-rules.ts'
import type { MigrationLevel } from '../../shared/domain/backup-rules.ts'
import { send } from './tar-stream.ts'

export interface TableDump {
  name: string
  rows: number
  bytes: number
  sha256: string
}

export interface SequenceValue {
  name: string
  value: string
}

export interface DatabaseDump {
  level: MigrationLevel
  tables: TableDump[]
  sequences: SequenceValue[]
  /** The stored files the dumped uploads rows name, by key: the files that belong with this dump. */
  files: { storageKey: string; size: number }[]
}

interface Column {
  name: string
  /** Written as the type's own text rather than through its JSON cast. */
  asText: boolean
  generated: boolean
  collatable: boolean
}

export interface TableShape {
  name: string
  columns: Column[]
  primaryKey: string[]
  /** Has a foreign key to itself: loaded in one statement, whose checks run once all its rows are in. */
  selfReferencing: boolean
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`

/** The application's tables with their columns, in the order they load (a table after those it refers to). */
export async function tableShapes(db: Database): Promise<TableShape[]> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' and not relispartition and relname <> 'spatial_ref_sys'`,
  )
  const columns = await queryRows<{ table: string; name: string; as_text: boolean; generated: boolean; collatable: boolean }>(
    db,
    sql`select c.relname as table, a.attname as name, a.attgenerated <> '' as generated, a.attcollation <> 0 as collatable,
               a.atttypid not in ('json'::regtype, 'jsonb'::regtype)
                 and exists (select 1 from pg_cast where castsource = a.atttypid and casttarget in ('json'::regtype, 'jsonb'::regtype)) as as_text
          from pg_attribute a join pg_class c on c.oid = a.attrelid
         where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
         order by c.relname, a.attnum`,
  )
  const keys = await queryRows<{ table: string; name: string }>(
    db,
    sql`select c.relname as table, a.attname as name
          from pg_index i join pg_class c on c.oid = i.indrelid
          cross join lateral unnest(i.indkey) with ordinality as k(attnum, position)
          join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
         where i.indisprimary and c.relnamespace = 'public'::regnamespace
         order by c.relname, k.position`,
  )
  const references = await queryRows<{ table: string; references: string }>(
    db,
    sql`select conrelid::regclass::text as table, confrelid::regclass::text as references
          from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`,
  )
  const unquote = (name: string) => name.replace(/^"(.*)"$/, '$1').replaceAll('""', '"')
  return loadOrder(
    tables.map((t) => t.name),
    references.map((r) => ({ table: unquote(r.table), references: unquote(r.references) })),
  ).map((name) => ({
    name,
    columns: columns.filter((c) => c.table === name).map((c) => ({ name: c.name, asText: c.as_text, generated: c.generated, collatable: c.collatable })),
    primaryKey: keys.filter((k) => k.table === name).map((k) => k.name),
    selfReferencing: references.some((r) => unquote(r.table) === name && unquote(r.references) === name),
  }))
}

/** The select giving a table's rows as JSON text in a stable order (the C collation, whatever the database's). */
function dumpQuery(table: TableShape): string {
  const generated = table.columns.filter((c) => c.generated).map((c) => ` - '${c.name.replaceAll("'", "''")}'`)
  const asText = table.columns.filter((c) => c.asText)
  const overrides =
    asText.length === 0 ? '' : ` || jsonb_build_object(${asText.map((c) => `'${c.name.replaceAll("'", "''")}', t.${ident(c.name)}::text`).join(', ')})`
  const line = `(to_jsonb(t)${generated.join('')}${overrides})::text`
  const collate = (c: Column | undefined) => (c?.collatable ? ' collate "C"' : '')
  const order =
    table.primaryKey.length > 0
      ? table.primaryKey.map((k) => `t.${ident(k)}${collate(table.columns.find((c) => c.name === k))}`).join(', ')
      : `${line} collate "C"`
  return `select ${line} as line from ${ident(table.name)} as t order by ${order}`
}

/** The schema level recorded by drizzle's migrator; null in a database never migrated. */
export async function migrationLevel(db: Database): Promise<MigrationLevel> {
  const [present] = await queryRows<{ present: boolean }>(db, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`)
  if (!present?.present) return null
  const [row] = await queryRows<{ level: string | null }>(db, sql`select max(created_at)::text as level from drizzle.__drizzle_migrations`)
  return row?.level == null ? null : Number(row.level)
}

const FETCH_ROWS = 2000

/**
 * Writes every table to `folder/<table>.jsonl` from one repeatable-read snapshot, so the dump is
 * the database at one moment while writers carry on (a real PostgreSQL serves them meanwhile; the
 * embedded one, a single connection, makes them wait for the dump, not for the files).
 */
export async function dumpDatabase(db: Database, folder: string, log: (line: string) => void): Promise<DatabaseDump> {
  return db.transaction(
    async (tx) => {
      // Times in UTC so two databases of one content dump the same bytes.
      await tx.execute(sql`set local timezone = 'UTC'`)
      const level = await migrationLevel(tx)
      const shapes = await tableShapes(tx)
      const tables: TableDump[] = []
      const files: DatabaseDump['files'] = []
      for (const [index, table] of shapes.entries()) {
        const out = createWriteStream(join(folder, `${table.name}.jsonl`))
        const hash = createHash('sha256')
        let rows = 0
        let bytes = 0
        await tx.execute(sql.raw(`declare backup_rows no scroll cursor for ${dumpQuery(table)}`))
        for (;;) {
          const batch = await queryRows<{ line: string }>(tx, sql.raw(`fetch forward ${FETCH_ROWS} from backup_rows`))
          if (batch.length === 0) break
          const text = Buffer.from(batch.map((r) => `${r.line}\n`).join(''))
          if (table.name === 'uploads') {
            for (const r of batch) {
              const upload = JSON.parse(r.line) as { storage_key: string; size: number }
              files.push({ storageKey: upload.storage_key, size: upload.size })
            }
          }
          hash.update(text)
          rows += batch.length
          bytes += text.byteLength
          await send(out, text)
        }
        await tx.execute(sql`close backup_rows`)
        out.end()
        await once(out, 'close')
        tables.push({ name: table.name, rows, bytes, sha256: hash.digest('hex') })
        log(`tables ${index + 1}/${shapes.length}: ${table.name}, ${rows.toLocaleString('en')} rows`)
      }
      // Read after the rows: a sequence is outside the snapshot and only moves forward, so this
      // value is at least any the dumped rows hold.
      const sequences = await queryRows<SequenceValue>(
        tx,
        sql`select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public' and last_value is not null order by sequencename`,
      )
      return { level, tables, sequences, files: files.sort((a, b) => (a.storageKey < b.storageKey ? -1 : 1)) }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
}

/** Loads one table's dumped lines, batch by batch, into an empty table of the same schema. */
export function tableLoader(db: Database, table: TableShape): { add(line: string): Promise<void>; finish(): Promise<void> } {
  const columns = table.columns
    .filter((c) => !c.generated)
    .map((c) => ident(c.name))
    .join(', ')
  const insert = `insert into ${ident(table.name)} (${columns}) overriding system value select ${columns} from jsonb_populate_recordset(null::${ident(table.name)}, `
  const BATCH_BYTES = 4 * 1024 * 1024
  let batch: string[] = []
  let size = 0
  const flush = async () => {
    if (batch.length === 0) return
    await db.execute(sql`${sql.raw(insert)}${`[${batch.join(',')}]`}::jsonb)`)
    batch = []
    size = 0
  }
  return {
    async add(line) {
      batch.push(line)
      size += line.length
      if (size >= BATCH_BYTES && !table.selfReferencing) await flush()
    },
    finish: flush,
  }
}
