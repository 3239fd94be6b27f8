// What the registry measures of itself, in Prometheus's text format at GET /metrics: requests by
// route pattern and status, their latency, the database pool, the job queues, mail, uploads and
// the S3 file store's failures.
// One registry a process, like its log: counters are bumped where the work happens, and the
// gauges read their sources (the open databases) when scraped.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import { sql } from 'drizzle-orm'
import type { DatabaseHandle } from '../db/client.ts'
import { queryRows } from '../db/client.ts'

export const metrics = new Registry()
collectDefaultMetrics({ register: metrics })

export const httpRequests = new Counter({
  name: 'registry_http_requests_total',
  help: 'Requests answered, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metrics],
})

export const httpDuration = new Histogram({
  name: 'registry_http_request_duration_seconds',
  help: 'Time from a request to its answer, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [metrics],
})

export const mailSent = new Counter({
  name: 'registry_mail_sent_total',
  help: 'Mails handed to the mail server, by kind',
  labelNames: ['kind'] as const,
  registers: [metrics],
})
export const mailFailed = new Counter({
  name: 'registry_mail_failed_total',
  help: 'Mails the mail server did not take (kept for retry), by kind',
  labelNames: ['kind'] as const,
  registers: [metrics],
})
export const fileStoreErrors = new Counter({
  name: 'registry_file_store_errors_total',
  help: 'Operations of the S3 file store that failed (bucket unreachable or refusing, object missing), by operation',
  labelNames: ['operation'] as const,
  registers: [metrics],
})
export const uploadBytes = new Counter({
  name: 'registry_upload_bytes_total',
  help: 'Bytes of file uploads accepted (multipart bodies and upload-session chunks)',
  registers: [metrics],
})

const databases = new Set<DatabaseHandle>()

/** Measures this database's pool and job queues while it is open; returns the end of that. */
export function watchDatabase(handle: DatabaseHandle): () => void {
  databases.add(handle)
  return () => databases.delete(handle)
}

new Gauge({
  name: 'registry_db_pool_connections',
  help: 'Connections of the PostgreSQL pool: open, idle, and requests waiting for one (absent on the embedded database)',
  labelNames: ['state'] as const,
  registers: [metrics],
  collect() {
    this.reset()
    for (const handle of databases) {
      const pool = handle.poolStats?.()
      if (!pool) continue
      this.inc({ state: 'total' }, pool.total)
      this.inc({ state: 'idle' }, pool.idle)
      this.inc({ state: 'waiting' }, pool.waiting)
    }
  },
})

/** pg-boss's job states by queue; the schema is absent until the job runner first starts. */
async function jobCounts(handle: DatabaseHandle): Promise<{ name: string; state: string; n: number }[]> {
  const [schema] = await queryRows<{ present: boolean }>(handle.db, sql`select to_regclass('pgboss.job') is not null as present`)
  if (!schema?.present) return []
  return queryRows(handle.db, sql`select name, state::text as state, count(*)::int as n from pgboss.job group by name, state`)
}

new Gauge({
  name: 'registry_job_queue_jobs',
  help: 'Jobs by queue and state: created and retry wait, active run, failed ran out of retries',
  labelNames: ['queue', 'state'] as const,
  registers: [metrics],
  async collect() {
    this.reset()
    for (const handle of databases) for (const { name, state, n } of await jobCounts(handle)) this.inc({ queue: name, state }, n)
  },
})
