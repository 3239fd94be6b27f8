// Statistics endpoint (spec §7 "Public data", issue 20).
import { Hono } from 'hono'
import type { AppDeps } from '../../app-deps.ts'
import { query } from '../../http/openapi.ts'
import { ReportDataQuery } from '../../../shared/schemas/project-reports.ts'
import { projectReportsService } from './project-reports.service.ts'
import { routes } from './project-reports.routes.ts'

export function projectReportHandlers({ db, clock }: AppDeps): Hono {
  const service = projectReportsService(db)
  return new Hono().get('/api/project-reports/data', routes.data, query(ReportDataQuery), async (c) =>
    c.json(await service.data(c.req.valid('query').period, clock()), 200),
  )
}
