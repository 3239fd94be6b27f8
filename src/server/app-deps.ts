// What the request handlers are given: the database, the configuration, the clock, the mailer,
// the file store and the session-token signing key.
import type { Database } from './db/client.ts'
import type { Config } from './env.ts'
import type { FileStore } from './files/file-store.ts'
import type { Mailer } from './mail/mailer.ts'
import type { RuntimeStatus } from './runtime-status.ts'

export interface AppDeps {
  db: Database
  config: Config
  /** Now; tests pass a fixed one. */
  clock: () => Date
  mailer: Mailer
  files: FileStore
  jwtSecret: Uint8Array
  /** What the process knows of itself (its job runner), for readiness; a test's app has none. */
  runtime?: RuntimeStatus
}
