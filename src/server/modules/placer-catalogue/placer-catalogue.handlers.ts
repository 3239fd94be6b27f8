// The placer form's catalogue: public reference data, the same for everyone.
import { Hono } from 'hono'
import type { AppDeps } from '../../app-deps.ts'
import { AppError } from '../../http/app-error.ts'
import { placerCatalogueService } from './placer-catalogue.service.ts'
import { routes } from './placer-catalogue.routes.ts'

export function placerCatalogueHandlers({ db }: AppDeps): Hono {
  const service = placerCatalogueService(db)
  return new Hono()
    .get('/api/form-2-types/:typeId', routes.form2Type, async (c) => {
      const type = await service.form2Type(c.req.param('typeId'))
      if (!type) throw AppError.notFound('No form-2 type has that id.')
      return c.json({ status: 'OK' as const, ...type }, 200)
    })
    .get('/api/effects', routes.effects, async (c) => c.json({ status: 'OK' as const, effects: await service.effects() }, 200))
}
