// Staff account routes under /api/staff/accounts: administrators (staffOnly('administrator')).
import { Hono } from 'hono'
import type { AppDeps } from '../../app-deps.ts'
import { AppError } from '../../http/app-error.ts'
import { body, query } from '../../http/openapi.ts'
import { UUID_PATTERN } from '../../../shared/schemas/project.ts'
import { SetStaffRoleBody, StaffAccountsQuery } from '../../../shared/schemas/staff-accounts.ts'
import type { AuthServices } from '../auth/auth.handlers.ts'
import { actorOf, staffAccess } from '../staff-access/staff-access.ts'
import { staffAccountsService } from './staff-accounts.service.ts'
import { routes } from './staff-accounts.routes.ts'

export function staffAccountHandlers({ db, clock }: AppDeps, { auth }: AuthServices): Hono {
  const service = staffAccountsService(db)
  const { staffOnly, staffCaller } = staffAccess(auth)
  const administrators = staffOnly('administrator')
  return new Hono()
    .get('/api/staff/accounts', routes.list, administrators, query(StaffAccountsQuery), async (c) =>
      c.json({ status: 'OK' as const, accounts: await service.list(c.req.valid('query').search ?? '') }, 200),
    )
    .post('/api/staff/accounts/:userId/staff-role', routes.setRole, administrators, body(SetStaffRoleBody), async (c) => {
      const userId = c.req.param('userId')
      if (!UUID_PATTERN.test(userId)) throw AppError.notFound('This account was not found.')
      await service.setStaffRole(userId.toLowerCase(), c.req.valid('json').staffRole, actorOf(staffCaller(c)), clock())
      return c.json({ status: 'OK' as const }, 200)
    })
}
