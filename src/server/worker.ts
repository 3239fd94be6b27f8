// The background jobs in a process of their own (`npm run worker`), for a deployment of several
// servers on one PostgreSQL, each started with RUN_JOBS=no. It answers its own health check and
// metrics on WORKER_PORT: the notices' mail is sent here, so its counters and queue depths are
// this process's to report, and an orchestrator restarts a worker whose jobs stopped.
import { Hono } from 'hono'
import type { AddressInfo } from 'node:net'
import type { AppDeps } from './app-deps.ts'
import { ConfigError } from './env.ts'
import type { Config } from './env.ts'
import { openFileStore } from './files/open-file-store.ts'
import { startJobs } from './jobs/job-runner.ts'
import { jwtSecret } from './lib/secrets.ts'
import { watchDatabase } from './lib/metrics.ts'
import { createMailer } from './mail/mailer.ts'
import { healthHandlers, metricsHandler } from './modules/health/health.handlers.ts'
import type { RuntimeStatus } from './runtime-status.ts'
import { prepareDatabase } from './db/prepare.ts'
import { listen, openConfiguredDatabase } from './server.ts'

export interface RunningWorker {
  /** Where its health check and metrics answer. */
  url: string
  close(): Promise<void>
}

export async function startWorker(config: Config): Promise<RunningWorker> {
  // The embedded database opens in one process only: the server's, which runs the jobs itself.
  if (!config.databaseUrl)
    throw new ConfigError('npm run worker needs DATABASE_URL: with the embedded database the server runs the jobs itself (RUN_JOBS=yes).')
  const handle = await openConfiguredDatabase(config)
  await prepareDatabase(handle)
  const runtime: RuntimeStatus = { jobs: 'starting' }
  const deps: AppDeps = {
    db: handle.db,
    config,
    clock: () => new Date(),
    mailer: createMailer(handle.db, config),
    files: await openFileStore(config),
    jwtSecret: await jwtSecret(config),
    runtime,
  }
  const app = new Hono()
    .get('/api/health', (c) => c.json({ status: 'OK' as const }, 200, { 'Cache-Control': 'no-store' }))
    .route('/', healthHandlers(deps))
    .route('/', metricsHandler(deps))
  const server = await listen(app, config.workerPort, config.host)
  const unwatch = watchDatabase(handle)
  const stopJobs = await startJobs({ handle, config, mailer: deps.mailer, files: deps.files, secret: deps.jwtSecret })
  runtime.jobs = 'running'
  return {
    url: `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${(server.address() as AddressInfo).port}`,
    async close() {
      runtime.jobs = 'stopped'
      await stopJobs()
      await new Promise<void>((done) => server.close(() => done()))
      unwatch()
      await deps.mailer.close()
      await handle.close()
    },
  }
}
