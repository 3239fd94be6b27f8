// Opens the embedded database (PGlite with PostGIS, unaccent and pg_trgm), and owns what a new one
// starts from. A new database's cost was mostly not its migrations: initdb runs in a second WASM
// instance, then PostGIS's install script creates thousands of functions and loads spatial_ref_sys
// (decision 0087). That state depends only on PGlite, the extensions' bundles and their names, never
// on the registry's migrations, so the first new database on a machine is made the long way and its
// files kept in the temporary directory (the base), and the next ones are loaded from the base. The
// migration journal then applies every migration to either, as before.
import { PGlite } from '@electric-sql/pglite'
import type { PGliteOptions } from '@electric-sql/pglite'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { createHash } from 'node:crypto'
import { existsSync, openAsBlob } from 'node:fs'
import { stat, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { postgisCore } from './postgis-bundle.ts'
import { cachedTempFile } from './temp-cache.ts'
import { EXTENSIONS } from './extensions.ts'

const createExtensionsSql = EXTENSIONS.map((name) => `create extension if not exists ${name};`).join('\n')

/** What a base is made from: PGlite's and the extensions' files, and the extensions' names. */
async function baseKey(): Promise<string> {
  const require = createRequire(import.meta.url)
  const pglite = dirname(require.resolve('@electric-sql/pglite'))
  const postgis = dirname(require.resolve('@electric-sql/pglite-postgis'))
  const files = [
    ...['pglite.wasm', 'pglite.data', 'initdb.wasm', 'unaccent.tar.gz', 'pg_trgm.tar.gz'].map((f) => join(pglite, f)),
    join(postgis, 'postgis.tar.gz'),
  ]
  const hash = createHash('sha256').update(EXTENSIONS.join(','))
  for (const file of files) {
    const { size, mtimeMs } = await stat(file)
    hash.update(`${file}:${size}:${Math.round(mtimeMs)}`)
  }
  return hash.digest('hex').slice(0, 16)
}

/**
 * PostgreSQL's memory settings, smaller than initdb's. Everything the database allocates lives in
 * one WebAssembly memory that grows and never gives back: initdb's 128 MB of shared buffers, 64 MB
 * for building an index and 4 MB per sort grew it to 229 MB on the benchmark's floor, to 128 MB with
 * these (decision 0087). Pages beyond the buffers are read from the operating system's cache.
 */
const MEMORY_SETTINGS = ['shared_buffers=32MB', 'maintenance_work_mem=16MB', 'work_mem=4MB', 'temp_buffers=1MB']

export interface EmbeddedOptions {
  dataDir?: string | undefined
  loadDataDir?: Blob | File | undefined
}

/** Opens an embedded database; a new one is loaded from the base, made first when there is none. */
export async function openEmbedded(options: EmbeddedOptions): Promise<PGlite> {
  const settings: PGliteOptions = {
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    extensions: { postgis: await postgisCore(), unaccent, pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...MEMORY_SETTINGS.flatMap((setting) => ['-c', setting])],
  }
  if (options.loadDataDir) return PGlite.create({ ...settings, loadDataDir: options.loadDataDir })
  if (options.dataDir && existsSync(join(options.dataDir, 'PG_VERSION'))) return PGlite.create(settings)
  const name = `registry-pglite-base-${await baseKey()}.tar`
  const base = join(tmpdir(), name)
  if (existsSync(base)) return PGlite.create({ ...settings, loadDataDir: await openAsBlob(base) })
  const client = await PGlite.create(settings)
  await client.exec(createExtensionsSql)
  await cachedTempFile(name, async (path) => writeFile(path, new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer())))
  return client
}
