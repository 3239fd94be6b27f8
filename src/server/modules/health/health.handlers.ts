// Readiness for a proxy, and the metrics for Prometheus: this machine reads them freely, another
// only with METRICS_TOKEN (they name routes and volumes, nothing about people).
import { timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import type { Context } from 'hono'
import type { AppDeps } from '../../app-deps.ts'
import { isLoopbackClient } from '../../http/loopback.ts'
import { metrics } from '../../lib/metrics.ts'
import { healthService } from './health.service.ts'
import { routes } from './health.routes.ts'

function tokenMatches(c: Context, token: string | undefined): boolean {
  const offered = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1]
  if (!token || !offered) return false
  const a = Buffer.from(offered)
  const b = Buffer.from(token)
  return a.length === b.length && timingSafeEqual(a, b)
}

const FILE_STORE_TROUBLE = {
  unreachable: 'the file store does not answer',
  refused: 'the file store refuses access',
  missing: 'the bucket or folder of the file store is missing',
} as const

export function healthHandlers({ db, files, runtime }: AppDeps): Hono {
  const service = healthService(db, files, runtime ?? { jobs: 'elsewhere' })
  return new Hono().get('/api/health/ready', routes.ready, async (c) => {
    c.header('Cache-Control', 'no-store')
    const { ready, checks } = await service.readiness()
    if (ready) return c.json({ status: 'OK' as const, checks }, 200)
    const wrong = [
      checks.database !== 'ok' && 'the database does not answer',
      checks.migrations !== 'ok' && 'migrations are not all applied',
      checks.files !== 'ok' && FILE_STORE_TROUBLE[checks.files],
      checks.jobs !== 'running' && checks.jobs !== 'elsewhere' && `the job runner is ${checks.jobs}`,
    ].filter(Boolean)
    return c.json({ status: 'KO' as const, code: 'not-ready' as const, userMessage: `Not ready: ${wrong.join('; ')}.`, checks }, 503)
  })
}

/** Prometheus's scrape, outside the API and its contract. */
export function metricsHandler({ config }: AppDeps): Hono {
  return new Hono().get('/metrics', async (c) => {
    if (!isLoopbackClient(c) && !tokenMatches(c, config.metricsToken)) {
      return c.text('Metrics are served to this machine, or with the METRICS_TOKEN as a bearer token.', 403)
    }
    c.header('Cache-Control', 'no-store')
    return c.body(await metrics.metrics(), 200, { 'Content-Type': metrics.contentType })
  })
}
