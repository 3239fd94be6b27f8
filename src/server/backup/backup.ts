// A backup: one tar archive holding manifest.json (what the backup is: format, when, the registry's
// version, the database kind and schema level, every table with its row count and SHA-256, the
// sequences), the dump (db/<table>.jsonl, in load order), every stored file the dump's uploads
// name (files/<storageKey>), and files.json last with each file's size and SHA-256, known only
// once the files have been read. The database part comes from one snapshot (database-dump.ts);
// the files are read afterwards, which is consistent as stored files never change under a key.
import { createReadStream } from 'node:fs'
import { mkdtemp, rename, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Writable } from 'node:stream'
import { createWriteStream } from 'node:fs'
import { pipeline } from 'node:stream/promises'
import { PassThrough } from 'node:stream'
import type { Database, DatabaseHandle } from '../db/client.ts'
import type { FileStore } from '../files/file-store.ts'
import { hashing } from '../files/file-store.ts'
import type { MigrationLevel } from '../../shared/domain/backup-rules.ts'
import { dumpDatabase } from './database-dump.ts'
import type { SequenceValue, TableDump } from './database-dump.ts'
import { tarWriter } from './tar-stream.ts'
import { progressLine } from './progress.ts'

export const BACKUP_FORMAT = 1

export interface BackupManifest {
  format: number
  createdAt: string
  registryVersion: string
  databaseKind: DatabaseHandle['kind']
  migrationLevel: MigrationLevel
  tables: TableDump[]
  sequences: SequenceValue[]
  /** What files/ should hold: the files the dumped uploads rows name. */
  files: { count: number; bytes: number }
}

export interface BackupFileList {
  files: { storageKey: string; size: number; sha256: string }[]
  /** Named by the dump but gone from the store when read: removed after the snapshot (or lost before it). */
  missing: string[]
}

const registryVersion = (createRequire(import.meta.url)('../../../package.json') as { version: string }).version

export interface BackupSource {
  db: Database
  kind: DatabaseHandle['kind']
  files: FileStore
}

/** Writes the archive to out (not ended); resolves with its manifest and file list. */
export async function writeBackup(
  source: BackupSource,
  out: Writable,
  log: (line: string) => void,
): Promise<{ manifest: BackupManifest; fileList: BackupFileList }> {
  const folder = await mkdtemp(join(tmpdir(), 'registry-backup-'))
  try {
    const createdAt = new Date()
    const dump = await dumpDatabase(source.db, folder, log)
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: createdAt.toISOString(),
      registryVersion,
      databaseKind: source.kind,
      migrationLevel: dump.level,
      tables: dump.tables,
      sequences: dump.sequences,
      files: { count: dump.files.length, bytes: dump.files.reduce((sum, f) => sum + f.size, 0) },
    }
    const tar = tarWriter(out, createdAt)
    const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 1)}\n`)
    const manifestText = json(manifest)
    await tar.entry('manifest.json', manifestText.byteLength, [manifestText])
    for (const table of dump.tables) await tar.entry(`db/${table.name}.jsonl`, table.bytes, createReadStream(join(folder, `${table.name}.jsonl`)))
    const fileList: BackupFileList = { files: [], missing: [] }
    const progress = progressLine('files', manifest.files.count, log)
    let bytes = 0
    for (const { storageKey } of dump.files) {
      const size = await source.files.size(storageKey).catch(() => null)
      if (size === null) {
        fileList.missing.push(storageKey)
        log(`file ${storageKey} is named by the database but is not in the store; it is left out`)
        continue
      }
      const counted = hashing(source.files.read(storageKey))
      await tar.entry(`files/${storageKey}`, size, counted.chunks)
      fileList.files.push({ storageKey, size, sha256: counted.result().sha256 })
      bytes += size
      progress.step(bytes)
    }
    progress.done(bytes)
    const listText = json(fileList)
    await tar.entry('files.json', listText.byteLength, [listText])
    await tar.end()
    return { manifest, fileList }
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

/**
 * Writes an archive to path: to path.partial first, renamed once whole, so a backup cut short
 * never looks like one. `write` fills the stream it is given.
 */
export async function saveArchive<T>(path: string, write: (out: Writable) => Promise<T>): Promise<T> {
  const partial = `${path}.partial`
  const through = new PassThrough()
  const saved = pipeline(through, createWriteStream(partial))
  try {
    const result = await write(through)
    through.end()
    await saved
    await rename(partial, path)
    return result
  } catch (error) {
    through.destroy()
    await saved.catch(() => undefined)
    await rm(partial, { force: true })
    throw error
  }
}
