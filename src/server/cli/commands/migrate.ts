import type { Command } from '../command.ts'
import { withDatabase } from '../command.ts'

export const migrateCommand: Command = {
  name: 'migrate',
  usage: 'migrate',
  summary: 'Apply migrations and reference data to the configured database',
  async run(_args, config) {
    await withDatabase(config, async (handle) => {
      console.log(`Database ready (${handle.kind}).`)
    })
  },
}
