// The server's start as `npm start` runs it: it resolves once the server listens with its job
// runner started (whose start outlasts binding the port), and the server closes.
import { describe, expect, it } from 'vitest'
import { parseConfig } from '../../src/server/env.ts'
import { startServer } from '../../src/server/server.ts'
import { freePort, testDatabase, workerDatabaseUrl } from './harness.ts'
import { tempDir } from './temp-dirs.ts'

describe('the server’s start', () => {
  // On the embedded database the server would migrate a fresh one first (a minute on a busy
  // machine); the start's order is the same on both.
  it.skipIf(!workerDatabaseUrl())('resolves once the server listens and its jobs run, and the server answers and closes', async () => {
    await testDatabase()
    const dataDir = await tempDir('registry-start-')
    const config = parseConfig({
      APP_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      DATABASE_URL: workerDatabaseUrl()!,
      RUN_JOBS: 'yes',
    })
    const server = await startServer(config)
    try {
      const health = await fetch(`http://127.0.0.1:${config.port}/api/health`)
      expect(health.status).toBe(200)
    } finally {
      await server.close()
    }
  })
})
