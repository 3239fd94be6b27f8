// `npm run cli -- data-fixes`: the data fixes applied to the configured database and when
// (decision 0098). Opening the database applies those it lacks, as a start does.
import type { Command } from '../command.ts'
import { UsageError, withDatabase } from '../command.ts'
import { appliedDataFixes } from '../../db/data-fixes.ts'

export const dataFixesCommand: Command = {
  name: 'data-fixes',
  usage: 'data-fixes',
  summary: 'List the data fixes applied to the configured database (applying those it lacks, as a start does)',
  async run(args, config) {
    if (args.length > 0) throw new UsageError(`Unknown argument ${args[0]}`)
    await withDatabase(config, async (handle) => {
      for (const fix of await appliedDataFixes(handle.db)) console.log(`${fix.appliedAt.toISOString()}  ${fix.name}`)
    })
  },
}
