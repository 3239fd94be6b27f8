// Starts the registry: opens and migrates the database, prepares it (the caller's step: the demo
// set, the checks before serving), and serves the API and the web app on one port.
import { serve } from '@hono/node-server'
import type { Hono } from 'hono'
import { once } from 'node:events'
import { Server as HttpServer } from 'node:http'
import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { createApp } from './app.ts'
import type { Config } from './env.ts'
import { openDatabase } from './db/client.ts'
import type { DatabaseHandle } from './db/client.ts'
import { prepareDatabase } from './db/prepare.ts'
import { lockDataDir } from './db/data-dir-lock.ts'
import { createMailer } from './mail/mailer.ts'
import type { Mailer } from './mail/mailer.ts'
import { jwtSecret } from './lib/secrets.ts'
import { startJobs } from './jobs/job-runner.ts'
import { watchDatabase } from './lib/metrics.ts'
import type { RuntimeStatus } from './runtime-status.ts'
import { movableClock } from './modules/dev/clock.test-hooks.ts'
import type { FileStore } from './files/file-store.ts'
import { openFileStore } from './files/open-file-store.ts'
import { newOperatorToken, publishOperatorAccess } from './backup/operator-access.ts'
import type { AddressInfo } from 'node:net'

/** Opens the configured database; the embedded one only while no other process has its DATA_DIR. */
export async function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openDatabase({ url: config.databaseUrl, poolMax: config.databasePoolMax })
  const dataDir = resolve(config.dataDir, 'pg')
  await mkdir(dataDir, { recursive: true })
  const release = await lockDataDir(resolve(config.dataDir), config.dataDir)
  try {
    const handle = await openDatabase({ dataDir })
    return {
      ...handle,
      async close() {
        try {
          await handle.close()
        } finally {
          await release()
        }
      },
    }
  } catch (error) {
    await release()
    throw error
  }
}

export interface RunningServer {
  url: string
  close(): Promise<void>
}

export interface ServeOptions {
  /** Runs on the migrated database before the server listens; throwing stops the start. */
  prepare?: (handle: DatabaseHandle, files: FileStore) => Promise<void>
  /** Serve the development mail outbox to this machine (`npm run dev`). */
  devOutbox?: boolean
  /** The built web app to serve; ./dist by default (a benchmark compares another build). */
  webRoot?: string
}

/** The application as the server serves it on this database, with the built web app when there is one. */
export async function registryApp(
  handle: DatabaseHandle,
  config: Config,
  options: Pick<ServeOptions, 'devOutbox' | 'webRoot'> & { runtime?: RuntimeStatus; files?: FileStore; operatorToken?: string } = {},
): Promise<{ app: Hono; mailer: Mailer; files: FileStore; secret: Uint8Array }> {
  const webRoot = resolve(options.webRoot ?? 'dist')
  const mailer = createMailer(handle.db, config)
  // A test server's clock can be moved forward (a browser test's week without a connection).
  const deps = {
    db: handle.db,
    config,
    clock: config.appEnv === 'test' ? movableClock() : () => new Date(),
    mailer,
    files: options.files ?? (await openFileStore(config)),
    jwtSecret: await jwtSecret(config),
    ...(options.runtime ? { runtime: options.runtime } : {}),
  }
  const app = createApp(deps, {
    webRoot: existsSync(join(webRoot, 'index.html')) ? webRoot : undefined,
    devOutbox: options.devOutbox ?? false,
    operatorToken: options.operatorToken,
  })
  return { app, mailer, files: deps.files, secret: deps.jwtSecret }
}

/** Serves an app over HTTP as the registry does; resolves once it listens (port 0: a free one). */
export async function listen(app: Hono, port: number, hostname: string): Promise<HttpServer> {
  const server = serve({ fetch: app.fetch, port, hostname })
  if (!(server instanceof HttpServer)) throw new Error('The registry serves HTTP/1.1.')
  // Node closes a kept-alive connection after 5 idle seconds, and a client that sends on it at
  // that moment gets a reset instead of an answer (a browser test's API call did). Clients and
  // proxies close theirs sooner than a minute, so the server leaves that to them.
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  await once(server, 'listening')
  return server
}

export async function startServer(config: Config, options: ServeOptions = {}): Promise<RunningServer> {
  const handle = await openConfiguredDatabase(config)
  await prepareDatabase(handle)
  const files = await openFileStore(config)
  if (options.prepare) await options.prepare(handle, files)
  const runtime: RuntimeStatus = { jobs: config.runJobs ? 'starting' : 'elsewhere' }
  // The embedded database is this process's alone: commands on this machine ask it for a backup.
  const operatorToken = config.databaseUrl ? undefined : newOperatorToken()
  const { app, mailer, secret } = await registryApp(handle, config, { ...options, runtime, files, ...(operatorToken ? { operatorToken } : {}) })
  const unwatch = watchDatabase(handle)
  // Waited for before anything else: 'listening' comes once, and a start awaited first (the job
  // runner's) outlasts the binding, so a wait begun after it waited for ever.
  const server = await listen(app, config.port, config.host)
  const unpublish = operatorToken
    ? await publishOperatorAccess(config.dataDir, { pid: process.pid, port: (server.address() as AddressInfo).port, token: operatorToken })
    : async () => {}
  const stopJobs = config.runJobs ? await startJobs({ handle, config, mailer, files, secret }) : async () => {}
  if (config.runJobs) runtime.jobs = 'running'
  const url = `http://localhost:${config.port}`
  return {
    url,
    async close() {
      await unpublish()
      await new Promise<void>((done) => server.close(() => done()))
      if (config.runJobs) runtime.jobs = 'stopped'
      await stopJobs()
      unwatch()
      await mailer.close()
      await handle.close()
    },
  }
}
