// What the request handlers are given: the database, the configuration and the clock.
import type { Database } from './db/client.ts'
import type { Config } from './env.ts'

export interface AppDeps {
  db: Database
  config: Config
  /** Now; tests pass a fixed one. */
  clock: () => Date
}
