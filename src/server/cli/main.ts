// `npm run cli -- <command> …`: the registry's command line.
import { ConfigError, loadConfig, parseConfig } from '../env.ts'
import type { Config } from '../env.ts'
import type { Command } from './command.ts'
import { UsageError } from './command.ts'
import { migrateCommand } from './commands/migrate.ts'
import { generateContractCommand } from './commands/generate-contract.ts'
import { importYorCommand } from './commands/import-yor.ts'
import { seedDemoCommand } from './commands/seed-demo.ts'
import { importLayerCommand } from './commands/import-layer.ts'
import { backupCommand } from './commands/backup.ts'
import { restoreCommand } from './commands/restore.ts'
import { indexDocumentsCommand } from './commands/index-documents.ts'
import { dataFixesCommand } from './commands/data-fixes.ts'

const commands: Command[] = [
  migrateCommand,
  seedDemoCommand,
  importYorCommand,
  importLayerCommand,
  backupCommand,
  restoreCommand,
  indexDocumentsCommand,
  dataFixesCommand,
  generateContractCommand,
]

function help(): string {
  const width = Math.max(...commands.map((c) => c.usage.length))
  return [
    'Usage: npm run cli -- <command> [options] [--url postgres://…]',
    '',
    ...commands.map((c) => `  ${c.usage.padEnd(width)}  ${c.summary}`),
    '',
    'Every command works on the configured database (DATA_DIR, or DATABASE_URL); --url names a PostgreSQL for this run.',
  ].join('\n')
}

/** Takes the one option every command has, --url, out of the arguments into the configuration. */
function withUrlOption(args: string[], config: Config): { args: string[]; config: Config } {
  const at = args.findIndex((a) => a === '--url' || a.startsWith('--url='))
  if (at < 0) return { args, config }
  const inline = args[at]!.startsWith('--url=') ? args[at]!.slice('--url='.length) : undefined
  const url = inline ?? args[at + 1]
  if (!url) throw new UsageError('Option --url needs a value')
  const rest = [...args.slice(0, at), ...args.slice(at + (inline === undefined ? 2 : 1))]
  return { args: rest, config: parseConfig({ ...process.env, DATABASE_URL: url }) }
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv
  const command = commands.find((c) => c.name === name)
  if (!command) {
    console.error(name && name !== 'help' && name !== '--help' ? `Unknown command: ${name}\n\n${help()}` : help())
    return name && name !== 'help' && name !== '--help' ? 2 : 0
  }
  try {
    const chosen = withUrlOption(args, loadConfig())
    await command.run(chosen.args, chosen.config)
    return 0
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\nUsage: npm run cli -- ${command.usage}`)
      return 2
    }
    if (error instanceof ConfigError) {
      console.error(error.message)
      return 2
    }
    throw error
  }
}

process.exitCode = await main(process.argv.slice(2))
