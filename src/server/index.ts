// Serves the registry with the configured database: what `npm start` runs after building.
import { ConfigError, loadConfig } from './env.ts'
import { startServer } from './server.ts'
import { seedDemoIfEmpty } from './demo/seed-demo.ts'

async function main(): Promise<void> {
  const config = loadConfig()
  const started = Date.now()
  const server = await startServer(config, {
    // The first start of a development registry fills it, so every screen has something to show.
    onEmptyDatabase: config.seedDemo
      ? async (handle) => {
          await seedDemoIfEmpty(handle, { projects: config.demoProjects, dataDir: config.dataDir, log: (line) => console.warn(line) })
        }
      : undefined,
  })
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
