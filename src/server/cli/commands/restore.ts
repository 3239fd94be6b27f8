// `npm run cli -- restore FILE`: restores a backup into an empty DATA_DIR or database
// (src/server/backup/restore.ts). Never beside a running server: the target must be empty, and an
// embedded one is locked by the server that has it.
import { createReadStream } from 'node:fs'
import type { Command } from '../command.ts'
import { UsageError, parseArgs } from '../command.ts'
import { openConfiguredDatabase } from '../../server.ts'
import { ConfigError } from '../../env.ts'
import { openFileStore } from '../../files/open-file-store.ts'
import { RestoreRefused, restoreBackup } from '../../backup/restore.ts'

export const restoreCommand: Command = {
  name: 'restore',
  usage: 'restore FILE',
  summary: 'Restore a backup into an empty DATA_DIR or database (refuses one that holds anything)',
  async run(args, config) {
    const { positional } = parseArgs(args, [])
    if (positional.length !== 1) throw new UsageError('restore takes one argument: the archive to read')
    const file = positional[0]!
    const started = performance.now()
    const handle = await openConfiguredDatabase(config)
    try {
      await restoreBackup(handle, await openFileStore(config), createReadStream(file), (line) => console.log(line))
    } catch (error) {
      if (error instanceof RestoreRefused) throw new ConfigError(error.message)
      throw error
    } finally {
      await handle.close()
    }
    console.log(`Restored from ${file} in ${((performance.now() - started) / 1000).toFixed(1)} s.`)
  },
}
