// `npm run cli -- seed-demo [--projects N] [--seed S] [--today YYYY-MM-DD]`: loads the deterministic
// demo data set into an empty registry, printing progress.
import type { Command } from '../command.ts'
import { UsageError, parseArgs, withDatabase } from '../command.ts'
import { DEFAULT_DEMO_PROJECTS, DemoSeedRefused, MAX_DEMO_PROJECTS, seedDemo } from '../../demo/seed-demo.ts'
import { openFileStore } from '../../files/open-file-store.ts'

export const seedDemoCommand: Command = {
  name: 'seed-demo',
  usage: 'seed-demo [--projects N] [--seed S] [--today YYYY-MM-DD]',
  summary: `Load the demo data set (default ${DEFAULT_DEMO_PROJECTS} projects) and the demo accounts into an empty registry`,
  async run(args, config) {
    const { options, positional } = parseArgs(args, ['projects', 'seed', 'today'])
    if (positional.length > 0) throw new UsageError('seed-demo takes no file or other argument')
    const projects = options.projects === undefined ? DEFAULT_DEMO_PROJECTS : Number(options.projects)
    if (!Number.isInteger(projects) || projects < 1 || projects > MAX_DEMO_PROJECTS)
      throw new UsageError(`--projects must be a whole number from 1 to ${MAX_DEMO_PROJECTS}`)
    if (options.today !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(options.today)) throw new UsageError('--today must be a date such as 2026-06-08')
    await withDatabase(config, async (handle) => {
      try {
        await seedDemo(handle, { projects, seed: options.seed, today: options.today, files: await openFileStore(config), log: (line) => console.log(line) })
      } catch (error) {
        if (error instanceof DemoSeedRefused) throw new UsageError(error.message)
        throw error
      }
    })
  },
}
