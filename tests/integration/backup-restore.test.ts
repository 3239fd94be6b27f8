import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest'
import { createReadStream } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { sql } from 'drizzle-orm'
import { dropEmptyDatabases, emptyDatabase, emptyDatabasesMade, freePort, startTestApp, testDatabase, workerDatabaseUrl } from './harness.ts'
import type { TestApp } from './harness.ts'
import { queryRows } from '../../src/server/db/client.ts'
import type { DatabaseHandle } from '../../src/server/db/client.ts'
import { localFileStore } from '../../src/server/files/file-store.ts'
import type { FileStore } from '../../src/server/files/file-store.ts'
import { seedDemo } from '../../src/server/demo/seed-demo.ts'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/server/demo/demo-accounts.ts'
import { saveArchive, writeBackup } from '../../src/server/backup/backup.ts'
import type { BackupFileList, BackupManifest } from '../../src/server/backup/backup.ts'
import { RestoreRefused, restoreBackup } from '../../src/server/backup/restore.ts'
import { tarEntries, tarWriter } from '../../src/server/backup/tar-stream.ts'
import { registryApp, startServer } from '../../src/server/server.ts'
import { readOperatorAccess } from '../../src/server/backup/operator-access.ts'
import { parseConfig } from '../../src/server/env.ts'
import { NOTIFICATION_KINDS } from '../../src/shared/domain/notification-kinds.ts'
import { backupCommand } from '../../src/server/cli/commands/backup.ts'
import { restoreCommand } from '../../src/server/cli/commands/restore.ts'
import { tempDir } from './temp-dirs.ts'

const onPostgres = workerDatabaseUrl() !== undefined
let app: TestApp
let source: DatabaseHandle
let folder: string
let archive: string
let made: { manifest: BackupManifest; fileList: BackupFileList }

const discard = () => new Writable({ write: (_chunk, _encoding, done) => done() })
const quiet = () => {}

/** What a backup of a database says of it: every table's row count and SHA-256, and every file's size and SHA-256. */
async function contentOf(handle: DatabaseHandle, files: FileStore) {
  const { manifest, fileList } = await writeBackup({ db: handle.db, kind: handle.kind, files }, discard(), quiet)
  return { level: manifest.migrationLevel, tables: manifest.tables, sequences: manifest.sequences, files: fileList.files }
}

/** A copy of the archive with one entry changed. */
async function tampered(name: string, path: string, edit: (body: Buffer) => Buffer): Promise<string> {
  const copy = join(folder, name)
  await saveArchive(copy, async (out) => {
    const tar = tarWriter(out, new Date())
    for await (const entry of tarEntries(createReadStream(archive))) {
      const parts: Buffer[] = []
      for await (const chunk of entry.body) parts.push(chunk)
      const body = entry.path === path ? edit(Buffer.concat(parts)) : Buffer.concat(parts)
      await tar.entry(entry.path, body.byteLength, [body])
    }
    await tar.end()
  })
  return copy
}

const archived = () => ({ level: made.manifest.migrationLevel, tables: made.manifest.tables, sequences: made.manifest.sequences, files: made.fileList.files })

const count = async (handle: DatabaseHandle, table: string) =>
  (await queryRows<{ n: number }>(handle.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n

async function isEmpty(handle: DatabaseHandle, files: FileStore): Promise<boolean> {
  for await (const _file of files.list()) return false
  const [users] = await queryRows<{ present: boolean }>(handle.db, sql`select to_regclass('public.users') is not null as present`)
  return !users?.present || ((await count(handle, 'users')) === 0 && (await count(handle, 'projects')) === 0 && (await count(handle, 'uploads')) === 0)
}

const restoring = (handle: DatabaseHandle, files: FileStore, path: string) => restoreBackup(handle, files, createReadStream(path), quiet)

beforeAll(async () => {
  app = await startTestApp()
  source = await testDatabase()
  await seedDemo(app.db, { projects: 20, seed: 'backup', today: '2026-06-15', files: app.files })
  folder = await tempDir('registry-backup-test-')
  archive = join(folder, 'registry.tar')
  made = await saveArchive(archive, (out) => writeBackup({ db: source.db, kind: source.kind, files: app.files }, out, quiet))
}, 240_000)

afterAll(dropEmptyDatabases)

describe('a backup', () => {
  it('holds a manifest, every table, every stored file the database names and the files list', async () => {
    const paths: string[] = []
    for await (const entry of tarEntries(createReadStream(archive))) {
      paths.push(entry.path)
      for await (const _chunk of entry.body);
    }
    expect(paths[0]).toBe('manifest.json')
    expect(paths.at(-1)).toBe('files.json')
    expect(paths.filter((p) => p.startsWith('db/'))).toEqual(made.manifest.tables.map((t) => `db/${t.name}.jsonl`))
    const keys = (await queryRows<{ storage_key: string }>(app.db, sql`select storage_key from uploads order by storage_key`)).map((r) => r.storage_key)
    expect(keys.length).toBeGreaterThan(20)
    expect(paths.filter((p) => p.startsWith('files/'))).toEqual(keys.map((k) => `files/${k}`))
    expect(made.fileList.missing).toEqual([])
    expect(made.manifest).toMatchObject({ format: 1, databaseKind: source.kind, files: { count: keys.length } })
    expect(made.manifest.tables.find((t) => t.name === 'projects')?.rows).toBe(20)
    expect(made.manifest.tables.some((t) => t.name === 'spatial_ref_sys')).toBe(false)
  })

  it('is one snapshot while writes go on', async () => {
    const [project] = await queryRows<{ id: string }>(app.db, sql`select id from projects limit 1`)
    const before = { outbox: await count(source, 'mail_outbox'), events: await count(source, 'notification_events') }
    let writing = true
    let dumping = false
    let duringDump = 0
    // Each write adds a row to a table dumped early and one to a table dumped late, in one transaction.
    const writer = (async () => {
      while (writing) {
        await app.db.transaction(async (tx) => {
          await tx.execute(sql`insert into mail_outbox (kind, to_address, subject, text) values ('test', 'someone@example.com', 'pair', 'pair')`)
          await tx.execute(sql`insert into notification_events (project_id, kind) values (${project!.id}, ${NOTIFICATION_KINDS[0]})`)
        })
        if (dumping) duringDump += 1
      }
    })()
    const { manifest } = await writeBackup({ db: source.db, kind: source.kind, files: app.files }, discard(), (line) => {
      if (line.startsWith('tables 1/')) dumping = true
      if (line.startsWith('tables 74/') || line.startsWith('files')) dumping = false
    })
    writing = false
    await writer
    const rows = (name: string) => manifest.tables.find((t) => t.name === name)!.rows
    expect(rows('mail_outbox') - before.outbox).toBe(rows('notification_events') - before.events)
    // A real PostgreSQL serves the writers during the dump; the embedded one makes them wait for it.
    if (onPostgres) expect(duringDump).toBeGreaterThan(0)
    await app.db.execute(sql`delete from notification_events`)
    await app.db.execute(sql`delete from mail_outbox where kind = 'test'`)
  }, 120_000)
})

describe('a restore', () => {
  let target: DatabaseHandle
  let targetDir: string
  let files: FileStore

  beforeAll(async () => {
    target = await emptyDatabase(source.kind)
    targetDir = await tempDir('registry-restore-test-')
    files = localFileStore(targetDir)
  }, 120_000)
  afterAll(() => target.close())

  it('refuses a changed file, a changed table and a backup from a newer registry, leaving the target empty', async () => {
    const key = made.fileList.files[0]!.storageKey
    const oneByte = await tampered('file.tar', `files/${key}`, (body) => {
      const middle = body.byteLength >> 1
      body.writeUInt8(body.readUInt8(middle) ^ 1, middle)
      return body
    })
    await expect(restoring(target, files, oneByte)).rejects.toThrow(
      new RestoreRefused('The archive is damaged: the stored files are not those files.json lists. Nothing was restored.'),
    )
    expect(await isEmpty(target, files)).toBe(true)

    const table = made.manifest.tables.find((t) => t.name === 'projects')!
    const otherHash = await tampered('manifest.tar', 'manifest.json', (body) => Buffer.from(body.toString().replace(table.sha256, '0'.repeat(64))))
    await expect(restoring(target, files, otherHash)).rejects.toThrow(
      new RestoreRefused('The archive is damaged: table projects is not what its manifest says. Nothing was restored.'),
    )
    expect(await isEmpty(target, files)).toBe(true)

    const newer = await tampered('newer.tar', 'manifest.json', (body) =>
      Buffer.from(JSON.stringify({ ...(JSON.parse(body.toString()) as BackupManifest), migrationLevel: 9e15 })),
    )
    await expect(restoring(target, files, newer)).rejects.toThrow(/made by a newer version of the registry/)

    const cut = join(folder, 'cut.tar')
    await writeFile(cut, (await readFile(archive)).subarray(0, 100_000))
    await expect(restoring(target, files, cut)).rejects.toThrow(/The archive is damaged: it (ends|is cut)/)
    expect(await isEmpty(target, files)).toBe(true)
  }, 240_000)

  it('gives back every row and every file, and the demo accounts log in', async () => {
    const manifest = await restoring(target, files, archive)
    expect(manifest.createdAt).toBe(made.manifest.createdAt)
    expect(await contentOf(target, files)).toEqual(archived())
    const { app: restored } = await registryApp(target, parseConfig({ APP_ENV: 'test', DATA_DIR: targetDir, PUBLIC_BASE_URL: 'http://registry.test' }), {
      files,
    })
    const login = await restored.request('/api/users/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ACCOUNTS[0]!.email, plainPassword: DEMO_PASSWORD }),
    })
    expect(login.status).toBe(200)
  }, 240_000)

  it('refuses a target that holds anything', async () => {
    await expect(restoring(target, files, archive)).rejects.toThrow(/The target is not empty \(it holds \d+ users, 20 projects, \d+ uploads, stored files/)
  })

  it.runIf(onPostgres)(
    'restores a backup of a real PostgreSQL into the embedded database, and a backup of that into a real PostgreSQL',
    async () => {
      const embedded = await emptyDatabase('pglite')
      const again = await emptyDatabase('postgres')
      try {
        const embeddedFiles = localFileStore(await tempDir('registry-restore-test-'))
        await restoring(embedded, embeddedFiles, archive)
        expect(await contentOf(embedded, embeddedFiles)).toEqual(archived())
        const fromEmbedded = join(folder, 'embedded.tar')
        await saveArchive(fromEmbedded, (out) => writeBackup({ db: embedded.db, kind: 'pglite', files: embeddedFiles }, out, quiet))
        const againFiles = localFileStore(await tempDir('registry-restore-test-'))
        await restoring(again, againFiles, fromEmbedded)
        expect(await contentOf(again, againFiles)).toEqual(archived())
      } finally {
        await embedded.close()
        await again.close()
      }
    },
    240_000,
  )
})

describe('the commands', () => {
  it('back up and restore through npm run cli', async () => {
    const said = vi.spyOn(console, 'log').mockImplementation(() => {})
    onTestFinished(() => said.mockRestore())
    const dataDir = await tempDir('registry-cli-')
    const base = { APP_ENV: 'test', PUBLIC_BASE_URL: 'http://registry.test' }
    const url = workerDatabaseUrl()
    const sourceConfig = parseConfig({ ...base, DATA_DIR: app.config.dataDir, ...(url ? { DATABASE_URL: url } : {}) })
    const file = join(dataDir, 'cli.tar')
    if (onPostgres) {
      await backupCommand.run([file], sourceConfig)
      const target = await emptyDatabase('postgres')
      await target.close()
      const targetUrl = new URL(url!)
      targetUrl.pathname = `/${emptyDatabasesMade.at(-1)!}`
      await restoreCommand.run([file], parseConfig({ ...base, DATA_DIR: join(dataDir, 'restored'), DATABASE_URL: targetUrl.toString() }))
      await expect(
        restoreCommand.run([file], parseConfig({ ...base, DATA_DIR: join(dataDir, 'restored'), DATABASE_URL: targetUrl.toString() })),
      ).rejects.toThrow(/The target is not empty/)
    } else {
      // The embedded source is this test's in-memory database; the command backs up a DATA_DIR, here
      // the restored one, and while a server holds it the server writes the backup.
      const restored = { ...base, DATA_DIR: join(dataDir, 'restored'), RUN_JOBS: 'no', SEED_DEMO: 'no' }
      await restoreCommand.run([archive], parseConfig(restored))
      const server = await startServer(parseConfig({ ...restored, PORT: String(await freePort()) }))
      try {
        const access = (await readOperatorAccess(join(dataDir, 'restored')))!
        const wrongToken = await fetch(`http://127.0.0.1:${access.port}/api/operator/backup`, { headers: { Authorization: 'Bearer nope' } })
        expect(wrongToken.status).toBe(404)
        await backupCommand.run([file], parseConfig(restored))
      } finally {
        await server.close()
      }
    }
    const entries: string[] = []
    for await (const entry of tarEntries(createReadStream(file))) {
      entries.push(entry.path)
      for await (const _chunk of entry.body);
    }
    expect(entries.filter((p) => p.startsWith('files/'))).toHaveLength(made.fileList.files.length)
  }, 240_000)
})
