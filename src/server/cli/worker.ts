// `npm run worker`: the background jobs (notice mail, daily cleanup) in a process of their own, for
// a deployment of several servers on one PostgreSQL, each started with RUN_JOBS=no. Any number of
// workers may run; they share the work through the database.
import { ConfigError, loadConfig } from '../env.ts'
import { openConfiguredDatabase } from '../server.ts'
import { prepareDatabase } from '../db/prepare.ts'
import { createMailer } from '../mail/mailer.ts'
import { jwtSecret } from '../lib/secrets.ts'
import { startJobs } from '../jobs/job-runner.ts'
import { logError } from '../lib/error-log.ts'
import { configureLogging, logger } from '../lib/logger.ts'
import { watchDatabase } from '../lib/metrics.ts'
import { openFileStore } from '../files/open-file-store.ts'

try {
  const config = loadConfig()
  configureLogging({ level: config.logLevel, pretty: config.appEnv === 'development' && process.stdout.isTTY })
  // The embedded database opens in one process only: the server's, which runs the jobs itself.
  if (!config.databaseUrl) throw new ConfigError('npm run worker needs DATABASE_URL: with the embedded database the server runs the jobs itself (RUN_JOBS=yes).')
  const handle = await openConfiguredDatabase(config)
  await prepareDatabase(handle)
  const mailer = createMailer(handle.db, config)
  const stopJobs = await startJobs({ handle, config, mailer, files: openFileStore(config), secret: await jwtSecret(config) })
  const unwatch = watchDatabase(handle)
  logger().info('Registry jobs running (notice mail, daily cleanup).')
  const stop = async () => {
    await stopJobs()
    unwatch()
    await mailer.close()
    await handle.close()
    process.exit(0)
  }
  process.once('SIGINT', () => void stop())
  process.once('SIGTERM', () => void stop())
} catch (error) {
  if (error instanceof ConfigError) console.error(error.message)
  else logError('The registry jobs could not start', error)
  process.exit(1)
}
