// `npm run cli -- backup FILE`: writes the database and every stored file to one archive
// (src/server/backup/backup.ts) while the registry keeps serving. A real PostgreSQL is read
// directly; an embedded database held by a running server is backed up by that server, which
// this command asks over this machine's loopback with the token it published.
import type { Writable } from 'node:stream'
import type { Command } from '../command.ts'
import { UsageError, parseArgs } from '../command.ts'
import type { Config } from '../../env.ts'
import { ConfigError } from '../../env.ts'
import { migrationLevel } from '../../backup/database-dump.ts'
import { openConfiguredDatabase } from '../../server.ts'
import { DataDirInUse } from '../../db/data-dir-lock.ts'
import { openFileStore } from '../../files/open-file-store.ts'
import { saveArchive, writeBackup } from '../../backup/backup.ts'
import { readOperatorAccess } from '../../backup/operator-access.ts'
import { send } from '../../backup/tar-stream.ts'
import { sizeText } from '../../backup/progress.ts'

const log = (line: string) => console.log(line)

/** Has the server that holds DATA_DIR write the archive, and saves what it sends. */
async function backupFromServer(config: Config, inUse: DataDirInUse, out: Writable): Promise<void> {
  const access = await readOperatorAccess(config.dataDir)
  // Another command holds it (a migration, a seed): it serves nothing.
  if (access?.pid !== inUse.pid) throw inUse
  log(`The registry is running (process ${access.pid}); it writes the backup.`)
  // Not gzipped on the way: the files are mostly PDFs, and compressing them would cost the server's CPU for little.
  const response = await fetch(`http://127.0.0.1:${access.port}/api/operator/backup`, {
    headers: { Authorization: `Bearer ${access.token}`, 'Accept-Encoding': 'identity' },
  })
  if (!response.ok || !response.body) throw new Error(`The running registry did not write the backup: HTTP ${response.status}.`)
  let bytes = 0
  let said = Date.now()
  for await (const chunk of response.body) {
    await send(out, chunk)
    bytes += chunk.byteLength
    if (Date.now() - said >= 2000) {
      said = Date.now()
      log(`received ${sizeText(bytes)}`)
    }
  }
  log(`received ${sizeText(bytes)}`)
}

async function backUp(config: Config, out: Writable): Promise<void> {
  const handle = await openConfiguredDatabase(config).catch((error: unknown) => {
    if (error instanceof DataDirInUse) return error
    throw error
  })
  if (handle instanceof DataDirInUse) return backupFromServer(config, handle, out)
  try {
    if ((await migrationLevel(handle.db)) === null)
      throw new ConfigError(`There is no registry to back up in ${config.databaseUrl ? 'that database' : config.dataDir}.`)
    const { manifest, fileList } = await writeBackup({ db: handle.db, kind: handle.kind, files: await openFileStore(config) }, out, log)
    const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0)
    log(`${manifest.tables.length} tables (${rows.toLocaleString('en')} rows) and ${fileList.files.length.toLocaleString('en')} files backed up.`)
    if (fileList.missing.length > 0) log(`${fileList.missing.length} files named by the database were not in the store (see files.json).`)
  } finally {
    await handle.close()
  }
}

export const backupCommand: Command = {
  name: 'backup',
  usage: 'backup FILE',
  summary: 'Write the database and every stored file to one archive, while the registry keeps serving',
  async run(args, config) {
    const { positional } = parseArgs(args, [])
    if (positional.length !== 1) throw new UsageError('backup takes one argument: the archive to write')
    const file = positional[0]!
    const started = performance.now()
    await saveArchive(file, (out) => backUp(config, out))
    log(`Backup written to ${file} in ${((performance.now() - started) / 1000).toFixed(1)} s.`)
  },
}
