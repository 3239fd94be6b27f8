// Reference-data endpoints (spec §7 "Session and reference data").
import { Hono } from 'hono'
import type { AppDeps } from '../../app-deps.ts'
import { referenceService } from './reference.service.ts'
import { routes } from './reference.routes.ts'

export function referenceHandlers({ db, config, clock }: AppDeps): Hono {
  const service = referenceService(db)
  return new Hono()
    .get('/api/projects/stages', routes.stages, async (c) => c.json({ status: 'OK' as const, stages: await service.stages() }, 200))
    .get('/api/projects/assessment-districts', routes.assessmentDistricts, async (c) =>
      c.json({ status: 'OK' as const, assessmentDistricts: await service.assessmentDistricts() }, 200),
    )
    .get('/api/projects/sectors', routes.sectors, async (c) => c.json({ status: 'OK' as const, sectors: await service.sectors() }, 200))
    .get('/api/projects/triggers', routes.triggers, async (c) => c.json({ status: 'OK' as const, triggers: await service.triggers() }, 200))
    .get('/api/projects/domain', routes.domain, async (c) => c.json({ status: 'OK' as const, ...(await service.domain()) }, 200))
    .get('/api/organizations/first-nations', routes.firstNations, async (c) =>
      c.json({ status: 'OK' as const, organizations: await service.organizations('first-nation') }, 200),
    )
    .get('/api/organizations/decision-bodies', routes.decisionBodies, async (c) =>
      c.json({ status: 'OK' as const, organizations: await service.organizations('decision-body') }, 200),
    )
    .get('/api/organizations/planning-commissions', routes.planningCommissions, async (c) =>
      c.json({ status: 'OK' as const, organizations: await service.organizations('planning-commission') }, 200),
    )
    .get('/api/health', routes.health, (c) => {
      c.header('Cache-Control', 'no-store')
      return c.json({ status: 'OK' as const }, 200)
    })
    .get('/api/projects/public-base-url', routes.publicBaseUrl, (c) =>
      c.json({ status: 'OK' as const, publicBaseUrl: config.publicBaseUrl, production: config.appEnv === 'production', mapLayers: config.mapLayers }, 200),
    )
    .get('/api/site-management/public-display-message', routes.publicDisplayMessage, async (c) =>
      c.json({ status: 'OK' as const, message: await service.publicDisplayMessage(clock()) }, 200),
    )
}
