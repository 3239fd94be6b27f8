// Starts the registry: opens and migrates the database, loads the demo set into an empty one
// when configured to, and serves the API and the web app on one port.
import { serve } from '@hono/node-server'
import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { createApp } from './app.ts'
import type { Config } from './env.ts'
import { openDatabase } from './db/client.ts'
import type { DatabaseHandle } from './db/client.ts'
import { prepareDatabase } from './db/prepare.ts'
import { createMailer } from './mail/mailer.ts'
import { jwtSecret } from './lib/secrets.ts'
import { scheduleDailyCleanup } from './jobs/daily-cleanup.ts'

export async function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openDatabase({ url: config.databaseUrl })
  const dataDir = resolve(config.dataDir, 'pg')
  await mkdir(dataDir, { recursive: true })
  return openDatabase({ dataDir })
}

export interface RunningServer {
  url: string
  close(): Promise<void>
}

export async function startServer(config: Config, hooks: { onEmptyDatabase?: (handle: DatabaseHandle) => Promise<void> } = {}): Promise<RunningServer> {
  const handle = await openConfiguredDatabase(config)
  await prepareDatabase(handle)
  if (hooks.onEmptyDatabase) await hooks.onEmptyDatabase(handle)
  const webRoot = resolve('dist')
  const mailer = createMailer(handle.db, config)
  const app = createApp({ db: handle.db, config, clock: () => new Date(), mailer, jwtSecret: await jwtSecret(config) }, { webRoot: existsSync(join(webRoot, 'index.html')) ? webRoot : undefined })
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host })
  const stopCleanup = scheduleDailyCleanup(handle.db, () => new Date(), config.dataDir)
  await new Promise<void>((ready) => server.once('listening', () => ready()))
  const url = `http://localhost:${config.port}`
  return {
    url,
    async close() {
      stopCleanup()
      await new Promise<void>((done) => server.close(() => done()))
      mailer.close()
      await handle.close()
    },
  }
}
