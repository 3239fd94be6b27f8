// The whole-project download: its summary and the zip, as the public sees the project whoever asks.
import { Hono } from 'hono'
import type { Context } from 'hono'
import { cors } from 'hono/cors'
import type { AppDeps } from '../../app-deps.ts'
import { AppError } from '../../http/app-error.ts'
import { openData } from '../../http/callers.ts'
import { isCurrent } from '../../http/etag.ts'
import { projectBundleService } from './project-bundle.service.ts'
import { routes } from './project-bundle.routes.ts'

const P = '/api/v1/projects/:number'

export function projectBundleHandlers({ db, files }: AppDeps): Hono {
  const bundles = projectBundleService(db)
  /** The plan, or 304 when the client's copy is current. */
  const planOf = async (c: Context) => {
    const plan = await bundles.plan(c.req.param('number') ?? '')
    if (!plan) throw AppError.notFound('There is no project with this number, or it is not public.')
    const etag = `"${plan.etag}"`
    return { plan, etag, current: isCurrent(c.req.header('If-None-Match'), etag) }
  }

  return new Hono()
    .use(`${P}/*`, cors({ origin: '*', allowMethods: ['GET', 'HEAD'], exposeHeaders: ['Content-Length', 'Content-Disposition', 'ETag'] }))
    .get(`${P}/bundle`, routes.summary, openData, async (c) => {
      const { plan, etag, current } = await planOf(c)
      if (current) return c.body(null, 304, { ETag: etag })
      return c.json({ status: 'OK' as const, href: `/api/v1/projects/${encodeURIComponent(plan.summary.projectNumber)}/bundle.zip`, ...plan.summary }, 200, {
        ETag: etag,
        'Cache-Control': 'no-cache',
      })
    })
    .get(`${P}/bundle.zip`, routes.zip, openData, async (c) => {
      const { plan, etag, current } = await planOf(c)
      if (current) return c.body(null, 304, { ETag: etag })
      // archiver is loaded at the first download, not by every server at start (decision 0096).
      const { bundleArchive } = await import('./bundle-archive.ts')
      return c.body(bundleArchive(plan.entries, files), 200, {
        'Content-Type': 'application/zip',
        'Content-Length': String(plan.summary.zipBytes),
        'Content-Disposition': `attachment; filename="${plan.summary.fileName}"`,
        ETag: etag,
        'Cache-Control': 'no-cache',
      })
    })
}
