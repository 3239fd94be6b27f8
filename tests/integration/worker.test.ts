// `npm run worker` on its own: it answers a health check and serves the metrics of the jobs it
// runs, so an orchestrator and Prometheus watch it like a server.
import { describe, expect, it } from 'vitest'
import { parseConfig } from '../../src/server/env.ts'
import { startWorker } from '../../src/server/worker.ts'
import { startTestApp, workerDatabaseUrl } from './harness.ts'
import { tempDir } from './temp-dirs.ts'

const dataDir = () => tempDir('registry-worker-')

describe('a worker', () => {
  it.skipIf(workerDatabaseUrl())('refuses the embedded database, whose server runs the jobs itself', async () => {
    await expect(startWorker(parseConfig({ DATA_DIR: await dataDir() }))).rejects.toThrow(
      'npm run worker needs DATABASE_URL: with the embedded database the server runs the jobs itself (RUN_JOBS=yes).',
    )
  })

  it.skipIf(!workerDatabaseUrl())(
    'is ready once its jobs run, and serves their metrics to this machine',
    async () => {
      await startTestApp()
      const worker = await startWorker(
        parseConfig({
          APP_ENV: 'test',
          DATABASE_URL: workerDatabaseUrl()!,
          DATA_DIR: await dataDir(),
          WORKER_PORT: '0',
          JWT_SECRET: 'worker-test-secret-that-is-long-enough',
        }),
      )
      try {
        expect((await fetch(`${worker.url}/api/health`)).status).toBe(200)
        const ready = await fetch(`${worker.url}/api/health/ready`)
        expect(ready.status).toBe(200)
        expect(await ready.json()).toEqual({ status: 'OK', checks: { database: 'ok', migrations: 'ok', files: 'ok', jobs: 'running' } })
        const metrics = await (await fetch(`${worker.url}/metrics`)).text()
        expect(metrics).toMatch(/^registry_job_queue_jobs\{queue="daily-cleanup",state="[a-z]+"\} \d+$/m)
        expect(metrics).toContain('registry_db_pool_connections')
      } finally {
        await worker.close()
      }
    },
    60_000,
  )
})
