// `npm run worker`: the background jobs by themselves (src/server/worker.ts). Any number of workers
// may run; they share the work through the database.
import { ConfigError, loadConfig } from '../env.ts'
import { logError } from '../lib/error-log.ts'
import { configureLogging, logger } from '../lib/logger.ts'
import { startWorker } from '../worker.ts'

try {
  const config = loadConfig()
  configureLogging({ level: config.logLevel, pretty: config.appEnv === 'development' && process.stdout.isTTY })
  const worker = await startWorker(config)
  logger().info(`Registry jobs running (notice mail, daily cleanup); health and metrics at ${worker.url}/api/health/ready and ${worker.url}/metrics.`)
  const stop = async () => {
    await worker.close()
    process.exit(0)
  }
  process.once('SIGINT', () => void stop())
  process.once('SIGTERM', () => void stop())
} catch (error) {
  if (error instanceof ConfigError) console.error(error.message)
  else logError('The registry jobs could not start', error)
  process.exit(1)
}
