// Serves the registry with the configured database: what `npm start` runs after building.
import { ConfigError, loadConfig } from './env.ts'
import { startServer } from './server.ts'

async function main(): Promise<void> {
  const config = loadConfig()
  const started = Date.now()
  const server = await startServer(config)
  console.warn(`Registry listening on ${server.url} (${config.appEnv}, ${config.databaseUrl ? 'PostgreSQL' : `embedded database in ${config.dataDir}`}) after ${((Date.now() - started) / 1000).toFixed(1)} s`)
  const stop = async () => {
    await server.close()
    process.exit(0)
  }
  process.once('SIGINT', () => void stop())
  process.once('SIGTERM', () => void stop())
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
})
