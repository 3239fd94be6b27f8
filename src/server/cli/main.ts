// `npm run cli -- <command> …`: the registry's command line.
import { ConfigError, loadConfig } from '../env.ts'
import type { Command } from './command.ts'
import { UsageError } from './command.ts'
import { migrateCommand } from './commands/migrate.ts'
import { generateContractCommand } from './commands/generate-contract.ts'
import { importYorCommand } from './commands/import-yor.ts'
import { seedDemoCommand } from './commands/seed-demo.ts'
import { importLayerCommand } from './commands/import-layer.ts'

const commands: Command[] = [migrateCommand, seedDemoCommand, importYorCommand, importLayerCommand, generateContractCommand]

function help(): string {
  const width = Math.max(...commands.map((c) => c.usage.length))
  return ['Usage: npm run cli -- <command> [options]', '', ...commands.map((c) => `  ${c.usage.padEnd(width)}  ${c.summary}`)].join('\n')
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv
  const command = commands.find((c) => c.name === name)
  if (!command) {
    console.error(name && name !== 'help' && name !== '--help' ? `Unknown command: ${name}\n\n${help()}` : help())
    return name && name !== 'help' && name !== '--help' ? 2 : 0
  }
  try {
    await command.run(args, loadConfig())
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
