// The office's decisions on intervenor applications, for browser tests, until the staff workspace
// (issue 18) decides them: POST /api/test/intervenors/accept and /decline {intervenorId}.
import { Hono } from 'hono'
import type { AppDeps } from '../../app-deps.ts'
import { body, v } from '../../http/openapi.ts'
import { intervenorDecisionsService } from '../intervenors/intervenor-decisions.service.ts'
import type { StaffActor } from '../intervenors/intervenor-decisions.service.ts'
import { Uuid } from '../../../shared/schemas/common.ts'

const Decision = v.object({ intervenorId: Uuid })
const TEST_OFFICE: StaffActor = { userId: null, email: 'system:test-hook', staffRole: 'test-hook' }

export function intervenorTestHooks({ db, clock }: AppDeps): Hono {
  const service = intervenorDecisionsService(db)
  return new Hono()
    .post('/api/test/intervenors/accept', body(Decision), async (c) => {
      await service.accept(TEST_OFFICE, c.req.valid('json').intervenorId, clock())
      return c.json({ status: 'OK' as const }, 200)
    })
    .post('/api/test/intervenors/decline', body(Decision), async (c) => {
      await service.decline(TEST_OFFICE, c.req.valid('json').intervenorId, clock())
      return c.json({ status: 'OK' as const }, 200)
    })
}
