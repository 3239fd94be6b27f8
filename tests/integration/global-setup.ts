// Prepares the database state every API test file starts from, once per run.
// Embedded: a migrated PGlite snapshot on disk (cached by the hash of src/server/db, since
// building one costs ~15 s). Real server (DATABASE_URL): a migrated template database.
import type { TestProject } from 'vitest/node'
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import pg from 'pg'
import { openDatabase } from '../../src/server/db/client.ts'
import { prepareDatabase } from '../../src/server/db/prepare.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    snapshotPath: string
    templateDatabaseUrl: string
  }
}

async function hashTree(dir: string): Promise<string> {
  const hash = createHash('sha256')
  const walk = async (d: string) => {
    for (const entry of (await readdir(d, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(d, entry.name)
      if (entry.isDirectory()) await walk(path)
      else hash.update(path).update(await readFile(path))
    }
  }
  await walk(dir)
  // What the prepared database holds also comes from the domain, the demo layers and the demo geography they are built from.
  for (const more of ['src/shared/domain', 'src/shared/geo', 'src/server/geo', 'src/server/demo']) await walk(resolve(more))
  return hash.digest('hex').slice(0, 16)
}

export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL
  if (url) {
    const template = `registry_template_${process.pid}`
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`drop database if exists ${template}`)
    await admin.query(`create database ${template}`)
    const templateUrl = withDatabase(url, template)
    const handle = await openDatabase({ url: templateUrl })
    await prepareDatabase(handle)
    await handle.close()
    // Closed to connections, so that autovacuum stays out of it too: a database is copied only
    // while no session is in it ("source database is being accessed by other users").
    await admin.query(`alter database ${template} with allow_connections false`)
    project.provide('templateDatabaseUrl', templateUrl)
    project.provide('snapshotPath', '')
    return async () => {
      await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname like '${template}%' and pid <> pg_backend_pid()`)
      const rows = await admin.query<{ datname: string }>(`select datname from pg_database where datname like 'registry_w%_${process.pid}'`)
      for (const { datname } of rows.rows) await admin.query(`drop database if exists ${datname}`)
      await admin.query(`drop database if exists ${template}`)
      await admin.end()
    }
  }
  const cacheDir = resolve('node_modules/.cache/registry-tests')
  const snapshotPath = join(cacheDir, `db-${await hashTree(resolve('src/server/db'))}.tar`)
  if (!existsSync(snapshotPath)) {
    await mkdir(cacheDir, { recursive: true })
    const handle = await openDatabase({})
    await prepareDatabase(handle)
    const dump = await handle.pglite!.dumpDataDir('none')
    await writeFile(snapshotPath, new Uint8Array(await dump.arrayBuffer()))
    await handle.close()
  }
  project.provide('snapshotPath', snapshotPath)
  project.provide('templateDatabaseUrl', '')
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url)
  u.pathname = `/${database}`
  return u.toString()
}
