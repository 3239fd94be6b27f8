// The real server in-process on a real database, for API tests. One database per worker;
// each test file resets it to the prepared state (tables emptied, reference data and demo layers reloaded).
import { inject } from 'vitest'
import { readFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { createServer } from 'node:net'
import pg from 'pg'
import { sql } from 'drizzle-orm'
import { openDatabase, queryRows } from '../../src/server/db/client.ts'
import type { Database, DatabaseHandle } from '../../src/server/db/client.ts'
import { ensureInstalledData } from '../../src/server/db/prepare.ts'
import { createApp } from '../../src/server/app.ts'
import { listen } from '../../src/server/server.ts'
import { parseConfig } from '../../src/server/env.ts'
import { createMailer } from '../../src/server/mail/mailer.ts'
import type { Config } from '../../src/server/env.ts'
import { sessionTokens } from '../../src/server/modules/auth/session-tokens.ts'
import type * as t from '../../src/server/db/schema/index.ts'
import type { FileStore } from '../../src/server/files/file-store.ts'
import { openFileStore } from '../../src/server/files/open-file-store.ts'
import { tempDir } from './temp-dirs.ts'

let workerDatabase: Promise<DatabaseHandle> | undefined

const workerDatabaseName = (template: string) => `registry_w${process.env.VITEST_POOL_ID ?? '0'}_${template.split('_').pop()}`

/** The address of this worker's database on a real PostgreSQL server (for a test's child process); none on the embedded one. */
export function workerDatabaseUrl(): string | undefined {
  const templateUrl = inject('templateDatabaseUrl')
  if (!templateUrl) return undefined
  const url = new URL(templateUrl)
  url.pathname = `/${workerDatabaseName(url.pathname.slice(1))}`
  return url.toString()
}

async function openWorkerDatabase(): Promise<DatabaseHandle> {
  const templateUrl = inject('templateDatabaseUrl')
  if (templateUrl) {
    const template = new URL(templateUrl).pathname.slice(1)
    const name = workerDatabaseName(template)
    // Not connected to the template: PostgreSQL copies a database only while nobody is in it, and
    // the other worker copies it at the same moment.
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await admin.connect()
    await admin.query(`drop database if exists ${name}`)
    await admin.query(`create database ${name} template ${template}`)
    await admin.end()
    const url = new URL(templateUrl)
    url.pathname = `/${name}`
    return openDatabase({ url: url.toString() })
  }
  const snapshot = await readFile(inject('snapshotPath'))
  return openDatabase({ loadDataDir: new Blob([new Uint8Array(snapshot)]) })
}

/** This worker's database, opened on first use. */
export function testDatabase(): Promise<DatabaseHandle> {
  workerDatabase ??= openWorkerDatabase()
  return workerDatabase
}

/** The databases emptyDatabase made on the PostgreSQL server, newest last; dropEmptyDatabases drops them. */
export const emptyDatabasesMade: string[] = []

/** A database with nothing in it, not even the schema: a new embedded one, or a new database on the PostgreSQL server. */
export async function emptyDatabase(kind: DatabaseHandle['kind']): Promise<DatabaseHandle> {
  if (kind === 'pglite') return openDatabase({})
  const name = `registry_w${process.env.VITEST_POOL_ID ?? '0'}_empty_${emptyDatabasesMade.length}`
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await admin.connect()
  await admin.query(`drop database if exists ${name}`)
  await admin.query(`create database ${name}`)
  await admin.end()
  emptyDatabasesMade.push(name)
  const url = new URL(workerDatabaseUrl()!)
  url.pathname = `/${name}`
  return openDatabase({ url: url.toString() })
}

export async function dropEmptyDatabases(): Promise<void> {
  if (emptyDatabasesMade.length === 0) return
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await admin.connect()
  for (const name of emptyDatabasesMade.splice(0)) await admin.query(`drop database if exists ${name} with (force)`)
  await admin.end()
}

export async function resetDatabase(db: Database): Promise<void> {
  const tables = await queryRows<{ tablename: string }>(
    db,
    sql`select tablename from pg_tables where schemaname = 'public' and tablename not in ('spatial_ref_sys') order by tablename`,
  )
  const names = tables.map((r) => `"${r.tablename}"`).join(', ')
  await db.execute(sql.raw(`truncate ${names} restart identity cascade`))
  await ensureInstalledData(db)
}

export interface TestApp {
  db: Database
  config: Config
  files: FileStore
  /**
   * Sends a request to the app in-process; with `from`, as if it came over a socket from that
   * address (otherwise there is no socket, as no network client is without one). Resolves once
   * the mail it queued is sent too.
   */
  request(path: string, init?: RequestInit, from?: string): Promise<Response>
  /** Sends a request and returns how long its answer took (then waits for its mail as request does). */
  answerMs(path: string, init?: RequestInit): Promise<number>
  /** GETs a path and returns status and parsed JSON. */
  getJson<T = unknown>(path: string, token?: string): Promise<{ status: number; body: T }>
  /** POSTs JSON (with a bearer token when given) and returns status and parsed JSON. */
  postJson<T = unknown>(path: string, body?: unknown, token?: string): Promise<{ status: number; body: T }>
  /** Moves the app's clock. */
  setNow(now: Date): void
  /** Serves the app on a free loopback port as the server does, for a test that needs a real socket. */
  listen(): Promise<{ port: number; close(): Promise<void> }>
  /** Opens a session for a user, as logging in does, and returns its bearer token. */
  tokenFor(user: typeof t.users.$inferSelect): Promise<string>
  /** The address a link downloads a file from: with a download token minted in the session, or as the public without one. */
  downloadPath(uploadId: string, sessionToken?: string): Promise<string>
  /**
   * Another server behind the same proxy: its own app and DATA_DIR, on the same database, file
   * store, clock and signing key, so the same tokens work on both.
   */
  anotherServer(): Promise<{ config: Config; request(path: string, init?: RequestInit): Promise<Response> }>
}

/** What @hono/node-server gives a request from a client at this address. */
export function socketFrom(address: string): { incoming: { socket: { remoteAddress: string; remotePort: number; remoteFamily: string } } } {
  return { incoming: { socket: { remoteAddress: address, remotePort: 50_000, remoteFamily: address.includes(':') ? 'IPv6' : 'IPv4' } } }
}

export interface TestAppOptions {
  now?: Date
  /** Settings beside the test's own; S3_* ones (an s3-stand-in.ts's env) put the files in that bucket. */
  env?: Record<string, string>
}

/** Resets this worker's database and builds the app on it; call in beforeAll. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const handle = await testDatabase()
  await resetDatabase(handle.db)
  const dataDir = await tempDir('registry-test-')
  const configFor = (dir: string) => parseConfig({ APP_ENV: 'test', DATA_DIR: dir, PUBLIC_BASE_URL: 'http://registry.test', ...options.env })
  const config = configFor(dataDir)
  let now = options.now
  const clock = () => now ?? new Date()
  const mailer = createMailer(handle.db, config)
  const jwtSecret = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256')
  const files = await openFileStore(config)
  // The mail outbox, as under `npm run dev`: the tests read links from it.
  const app = createApp({ db: handle.db, config, clock, mailer, files, jwtSecret }, { devOutbox: true })
  const tokens = sessionTokens(handle.db, jwtSecret)
  // Mail goes out after the answer; tests read it as the person would, once it has gone.
  const request = async (path: string, init?: RequestInit, from?: string) => {
    const response = await app.request(path, init, from === undefined ? undefined : socketFrom(from))
    await mailer.idle()
    return response
  }
  return {
    db: handle.db,
    config,
    files,
    request,
    async answerMs(path, init) {
      const started = performance.now()
      const response = await app.request(path, init)
      const ms = performance.now() - started
      await response.arrayBuffer()
      await mailer.idle()
      return ms
    },
    async getJson<T>(path: string, token?: string) {
      const response = await request(path, token ? { headers: { Authorization: `Bearer ${token}` } } : undefined)
      return { status: response.status, body: (await response.json()) as T }
    },
    async postJson<T>(path: string, body?: unknown, token?: string) {
      const headers: Record<string, string> = { 'Content-Type': 'application/json' }
      if (token) headers.Authorization = `Bearer ${token}`
      const response = await request(path, { method: 'POST', headers, body: JSON.stringify(body ?? {}) })
      return { status: response.status, body: (await response.json()) as T }
    },
    setNow(date: Date) {
      now = date
    },
    async listen() {
      const server = await listen(app, 0, '127.0.0.1')
      return {
        port: (server.address() as AddressInfo).port,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }
    },
    tokenFor: (user) => tokens.open(user, clock()),
    async downloadPath(uploadId, sessionToken) {
      if (!sessionToken) return `/api/uploads/${uploadId}/public`
      const minted = await request(`/api/uploads/${uploadId}/download-token`, { method: 'POST', headers: { Authorization: `Bearer ${sessionToken}` } })
      if (minted.status !== 200) throw new Error(`No download token for ${uploadId}: ${minted.status}`)
      return `/api/uploads/${uploadId}/${((await minted.json()) as { token: string }).token}`
    },
    async anotherServer() {
      const other = configFor(await tempDir('registry-test-'))
      const server = createApp({ db: handle.db, config: other, clock, mailer, files, jwtSecret }, { devOutbox: true })
      return {
        config: other,
        async request(path, init) {
          const response = await server.request(path, init)
          await mailer.idle()
          return response
        },
      }
    },
  }
}

/** A port nobody listens on now, for a test that starts a server the way an operator does. */
export async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((ready) => probe.listen(0, '127.0.0.1', ready))
  const { port } = probe.address() as AddressInfo
  await new Promise<void>((done) => probe.close(() => done()))
  return port
}
