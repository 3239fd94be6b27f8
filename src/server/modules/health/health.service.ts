// Readiness: the database answers a query, it holds every migration this build ships, the file
// store answers (a HEAD of its bucket on S3), and the jobs run. A proxy sends traffic to a server only once it is ready, and takes it away when not.
import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/client.ts'
import type { FileStore, FileStoreState } from '../../files/file-store.ts'
import type { RuntimeStatus } from '../../runtime-status.ts'

/** How long the database or the file store may take to answer before the server counts as not ready. */
const TIMEOUT_MS = 2_000

/** The newest migration this build ships: drizzle records each applied one with its journal time. */
const newestMigration = (() => {
  const journal = JSON.parse(readFileSync(new URL('../../db/migrations/meta/_journal.json', import.meta.url), 'utf8')) as { entries: { when: number }[] }
  return Math.max(...journal.entries.map((e) => e.when))
})()

export interface Readiness {
  ready: boolean
  checks: { database: 'ok' | 'unreachable'; migrations: 'ok' | 'behind' | 'unknown'; files: FileStoreState; jobs: RuntimeStatus['jobs'] }
}

async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms)))
  try {
    return await Promise.race([work, late])
  } finally {
    clearTimeout(timer)
  }
}

export function healthService(db: Database, files: FileStore, runtime: RuntimeStatus) {
  return {
    async readiness(): Promise<Readiness> {
      const [applied, stored] = await Promise.all([
        within(TIMEOUT_MS, queryRows<{ newest: string | null }>(db, sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`)).catch(
          () => null,
        ),
        within(TIMEOUT_MS, files.check()).catch(() => 'unreachable' as const),
      ])
      const database = applied ? 'ok' : 'unreachable'
      const migrations = !applied ? 'unknown' : Number(applied[0]?.newest ?? 0) >= newestMigration ? 'ok' : 'behind'
      const jobs = runtime.jobs
      return {
        ready: database === 'ok' && migrations === 'ok' && stored === 'ok' && (jobs === 'running' || jobs === 'elsewhere'),
        checks: { database, migrations, files: stored, jobs },
      }
    },
  }
}
