// Serves the registry with the configured database: what `npm start` runs after building, and
// `npm run dev` with the development mail outbox.
import { ConfigError, loadConfig } from './env.ts'
import type { Config } from './env.ts'
import { startServer } from './server.ts'
import type { DatabaseHandle } from './db/client.ts'
import { seedDemoIfEmpty } from './demo/seed-demo.ts'
import { demoAccountsWithPublishedPassword } from './demo/published-logins.ts'
import { isLoopbackAddress } from './http/loopback.ts'
import { logError } from './lib/error-log.ts'
import { configureLogging, logger } from './lib/logger.ts'
import type { FileStore } from './files/file-store.ts'

export interface RunOptions {
  /** Serve the mail outbox to this machine (`npm run dev` only). */
  devOutbox: boolean
}

/**
 * Before serving: the first start of a development registry fills it, so every screen has
 * something to show; and a server that listens beyond this machine refuses to hand out the demo
 * accounts, whose password is published, unless SEED_DEMO=yes asked for a public demo.
 */
export async function prepareToServe(handle: DatabaseHandle, files: FileStore, config: Config, log: (line: string) => void): Promise<void> {
  if (config.seedDemo) await seedDemoIfEmpty(handle, { projects: config.demoProjects, files, log })
  if (isLoopbackAddress(config.host)) return
  const open = await demoAccountsWithPublishedPassword(handle.db)
  if (open.length === 0) {
    if (!config.seedDemo && config.appEnv !== 'production')
      log(`HOST=${config.host} serves the network, so the demo data was not loaded (SEED_DEMO=yes loads it).`)
    return
  }
  const what = `HOST=${config.host} serves the network, and the demo accounts ${open.join(', ')} have the password published in the README: anyone who can reach this server can sign in as them.`
  if (!config.demoOnNetwork) {
    throw new ConfigError(
      `${what}\nStart without HOST to serve this machine only, use a database without the demo data, or set SEED_DEMO=yes to serve them anyway (a public demo).`,
    )
  }
  log(`WARNING: ${what} (SEED_DEMO=yes)`)
}

export async function runRegistry(options: RunOptions): Promise<void> {
  try {
    const config = loadConfig()
    configureLogging({ level: config.logLevel, pretty: config.appEnv === 'development' && process.stdout.isTTY })
    const started = Date.now()
    const log = (line: string) => logger().info(line)
    const server = await startServer(config, { prepare: (handle, files) => prepareToServe(handle, files, config, log), devOutbox: options.devOutbox })
    log(
      `Registry listening on ${server.url} (${config.appEnv}, ${config.databaseUrl ? 'PostgreSQL' : `embedded database in ${config.dataDir}`}) after ${((Date.now() - started) / 1000).toFixed(1)} s`,
    )
    if (options.devOutbox) log(`Mail outbox for this machine only: ${server.url}/api/dev/mail-outbox`)
    const stop = async () => {
      await server.close()
      process.exit(0)
    }
    process.once('SIGINT', () => void stop())
    process.once('SIGTERM', () => void stop())
  } catch (error) {
    if (error instanceof ConfigError) console.error(error.message)
    else logError('The registry could not start', error)
    process.exit(1)
  }
}
