// Restores a backup (backup.ts) into an empty registry: refuses a database or file store that
// holds anything, and a backup from a newer registry; brings the schema to the backup's level,
// loads every table in one transaction, puts each file back under its own key, and checks every
// row count and SHA-256 against the archive's manifests before that transaction commits. A damaged
// archive leaves the target as it found it: the rows roll back and the files written are removed.
// The newer migrations of this registry run after.
import { createHash } from 'node:crypto'
import { Readable } from 'node:stream'
import { sql } from 'drizzle-orm'
import type { DatabaseHandle } from '../db/client.ts'
import { knownMigrationLevels, queryRows } from '../db/client.ts'
import type { FileStore } from '../files/file-store.ts'
import { restoreRefusal } from '../../shared/domain/backup-rules.ts'
import { BACKUP_FORMAT } from './backup.ts'
import type { BackupFileList, BackupManifest } from './backup.ts'
import { migrationLevel, tableLoader, tableShapes } from './database-dump.ts'
import { DamagedArchive, tarEntries } from './tar-stream.ts'
import type { TarEntry } from './tar-stream.ts'
import { progressLine } from './progress.ts'

/** A restore that must not go ahead: the target is not empty, or the archive is not one this registry can restore whole. */
export class RestoreRefused extends Error {}

const notABackup = () => new RestoreRefused('This is not a registry backup: it is no tar archive starting with manifest.json.')
const damaged = (what: string) => new RestoreRefused(`The archive is damaged: ${what}. Nothing was restored.`)

async function readAll(entry: TarEntry): Promise<Buffer> {
  const parts: Buffer[] = []
  for await (const chunk of entry.body) parts.push(chunk)
  return Buffer.concat(parts)
}

async function readJson<T>(entry: TarEntry): Promise<T> {
  try {
    return JSON.parse((await readAll(entry)).toString('utf8')) as T
  } catch (error) {
    if (error instanceof SyntaxError) throw damaged(`${entry.path} is not valid JSON`)
    throw error
  }
}

/** The lines of a body, each as it completes, hashing the bytes on the way. */
async function* lines(body: AsyncIterable<Buffer>, hash: ReturnType<typeof createHash>): AsyncGenerator<string> {
  let rest = Buffer.alloc(0)
  for await (const chunk of body) {
    hash.update(chunk)
    let data = rest.byteLength > 0 ? Buffer.concat([rest, chunk]) : chunk
    let end = data.indexOf(0x0a)
    while (end >= 0) {
      yield data.toString('utf8', 0, end)
      data = data.subarray(end + 1)
      end = data.indexOf(0x0a)
    }
    rest = Buffer.from(data)
  }
  if (rest.byteLength > 0) yield rest.toString('utf8')
}

/** Why the target is not empty, or null: any account, project or upload row, or any stored file. */
async function contentsOf(handle: DatabaseHandle, files: FileStore): Promise<string | null> {
  const found: string[] = []
  for (const table of ['users', 'projects', 'uploads']) {
    const [row] = await queryRows<{ present: boolean }>(handle.db, sql`select to_regclass(${`public.${table}`}) is not null as present`)
    if (!row?.present) continue
    const [any] = await queryRows<{ n: number }>(handle.db, sql.raw(`select count(*)::int as n from "${table}"`))
    if (any && any.n > 0) found.push(`${any.n.toLocaleString('en')} ${table}`)
  }
  for await (const file of files.list()) {
    found.push(`stored files (${file.storageKey} and maybe more)`)
    break
  }
  return found.length === 0 ? null : found.join(', ')
}

const SMALL_FILE_BYTES = 1024 * 1024
const FILE_WRITES = 16

/** Runs at most `most` tasks at once: add waits for a free place; settled waits for all and fails if any failed. */
function concurrently(most: number): { add(task: Promise<void>): Promise<void>; settled(): Promise<void> } {
  const running = new Set<Promise<void>>()
  const failures: unknown[] = []
  return {
    async add(task) {
      const tracked = task.catch((error: unknown) => void failures.push(error)).finally(() => running.delete(tracked))
      running.add(tracked)
      if (running.size >= most) await Promise.race(running)
      if (failures.length > 0) throw failures[0]
    },
    async settled() {
      await Promise.all(running)
      if (failures.length > 0) throw failures[0]
    },
  }
}

async function next(entries: AsyncGenerator<TarEntry>, expected: string): Promise<TarEntry> {
  const entry = await entries.next()
  if (entry.done) throw damaged(`it ends before ${expected}`)
  if (entry.value.path !== expected) throw damaged(`${expected} was expected and ${entry.value.path} found`)
  return entry.value
}

export async function restoreBackup(
  handle: DatabaseHandle,
  files: FileStore,
  source: AsyncIterable<Uint8Array>,
  log: (line: string) => void,
): Promise<BackupManifest> {
  try {
    return await restoreArchive(handle, files, source, log)
  } catch (error) {
    if (error instanceof DamagedArchive) throw damaged(error.message)
    throw error
  }
}

async function restoreArchive(
  handle: DatabaseHandle,
  files: FileStore,
  source: AsyncIterable<Uint8Array>,
  log: (line: string) => void,
): Promise<BackupManifest> {
  const entries = tarEntries(source)
  const first = await entries.next().catch((error: unknown) => {
    throw error instanceof DamagedArchive ? notABackup() : error
  })
  if (first.done || first.value.path !== 'manifest.json') throw notABackup()
  const manifest = await readJson<BackupManifest>(first.value)
  if (manifest.format !== BACKUP_FORMAT || typeof manifest.migrationLevel !== 'number' || !Array.isArray(manifest.tables)) {
    throw new RestoreRefused(`This backup's format (${String(manifest.format)}) is not one this registry restores.`)
  }
  const contents = await contentsOf(handle, files)
  if (contents !== null) throw new RestoreRefused(`The target is not empty (it holds ${contents}); restore only into an empty DATA_DIR or database.`)
  const refusal = restoreRefusal(manifest.migrationLevel, knownMigrationLevels(), await migrationLevel(handle.db))
  if (refusal !== null) throw new RestoreRefused(refusal)
  log(
    `Restoring the backup of ${manifest.createdAt} (registry ${manifest.registryVersion}, ${manifest.databaseKind}): ${manifest.tables.length} tables, ${manifest.files.count.toLocaleString('en')} files`,
  )
  await handle.migrate(manifest.migrationLevel)

  const written: string[] = []
  const writing = concurrently(FILE_WRITES)
  await handle.db.transaction(async (tx) => {
    try {
      await tx.execute(sql`set local timezone = 'UTC'`)
      const shapes = await tableShapes(tx)
      const names = (list: { name: string }[]) =>
        list
          .map((t) => t.name)
          .sort()
          .join(', ')
      if (names(shapes) !== names(manifest.tables))
        throw new RestoreRefused(`The backup's tables (${names(manifest.tables)}) are not this schema's (${names(shapes)}).`)
      const all = shapes.map((s) => `"${s.name}"`).join(', ')
      // Triggers off first (truncating fires some): what they maintain (search rows, counters, report
      // facts) is in the dump. The migrations may have written reference rows; the backup has its own.
      for (const shape of shapes) await tx.execute(sql.raw(`alter table "${shape.name}" disable trigger user`))
      await tx.execute(sql.raw(`truncate ${all} restart identity`))
      for (const [index, table] of manifest.tables.entries()) {
        const entry = await next(entries, `db/${table.name}.jsonl`)
        const loader = tableLoader(
          tx,
          shapes.find((s) => s.name === table.name)!,
        )
        const hash = createHash('sha256')
        let rows = 0
        for await (const line of lines(entry.body, hash)) {
          await loader.add(line)
          rows += 1
        }
        await loader.finish()
        if (rows !== table.rows || hash.digest('hex') !== table.sha256) throw damaged(`table ${table.name} is not what its manifest says`)
        log(`tables ${index + 1}/${manifest.tables.length}: ${table.name}, ${rows.toLocaleString('en')} rows`)
      }
      for (const sequence of manifest.sequences) await tx.execute(sql`select setval(${`public."${sequence.name}"`}::regclass, ${sequence.value}::bigint)`)
      for (const shape of shapes) await tx.execute(sql.raw(`alter table "${shape.name}" enable trigger user`))

      const progress = progressLine('files', manifest.files.count, log)
      const stored = new Map<string, { size: number; sha256: string }>()
      let bytes = 0
      for (;;) {
        const entry = await entries.next()
        if (entry.done) throw damaged('it ends before files.json')
        if (entry.value.path === 'files.json') {
          await writing.settled()
          const list = await readJson<BackupFileList>(entry.value)
          const matches =
            list.files.length === stored.size &&
            list.files.every((f) => stored.get(f.storageKey)?.sha256 === f.sha256 && stored.get(f.storageKey)?.size === f.size)
          if (!matches) throw damaged('the stored files are not those files.json lists')
          break
        }
        const storageKey = /^files\/(.+)$/.exec(entry.value.path)?.[1]
        if (!storageKey) throw damaged(`it holds an unexpected entry ${entry.value.path}`)
        written.push(storageKey)
        const save = async (body: AsyncIterable<Buffer>) => {
          const file = await files.write(body, storageKey)
          stored.set(storageKey, file)
          bytes += file.size
          progress.step(bytes)
        }
        // Most files are small: read whole, they are written several at a time while the archive
        // reads on (one at a time, the store's round trips were most of a restore). A large one streams.
        if (entry.value.size > SMALL_FILE_BYTES) await save(entry.value.body)
        else await writing.add(save(Readable.from([await readAll(entry.value)])))
      }
      progress.done(bytes)
      if (!(await entries.next()).done) throw damaged('it goes on after files.json')
    } catch (error) {
      await writing.settled().catch(() => undefined)
      for (const key of written) await files.remove(key)
      throw error
    }
  })
  await handle.migrate()
  return manifest
}
