// What a CLI command is: a name, a one-line help, and a run function given its arguments and
// the configuration. Commands that need the database open it through withDatabase.
import type { Config } from '../env.ts'
import type { DatabaseHandle } from '../db/client.ts'
import { openConfiguredDatabase } from '../server.ts'
import { prepareDatabase } from '../db/prepare.ts'

export interface Command {
  name: string
  usage: string
  summary: string
  run(args: string[], config: Config): Promise<void>
}

/** Opens, migrates and closes the configured database around work. */
export async function withDatabase<T>(config: Config, work: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = await openConfiguredDatabase(config)
  try {
    await prepareDatabase(handle)
    return await work(handle)
  } finally {
    await handle.close()
  }
}

export class UsageError extends Error {}

/** Reads `--name value` options; everything else is positional. */
export function parseArgs(args: string[], names: string[]): { options: Record<string, string>; positional: string[] } {
  const options: Record<string, string> = {}
  const positional: string[] = []
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined]
      if (!names.includes(name)) throw new UsageError(`Unknown option --${name}`)
      const value = inline ?? args[++i]
      if (value === undefined) throw new UsageError(`Option --${name} needs a value`)
      options[name] = value
    } else positional.push(arg)
  }
  return { options, positional }
}
