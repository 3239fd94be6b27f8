// Undo of a staff member's own last action, under /api/staff/undo/{entity}/{entityId}. Each staff
// area that can be undone is listed here with its UndoableEntity.
import { Hono } from 'hono'
import type { Context } from 'hono'
import type { AppDeps } from '../../app-deps.ts'
import { AppError } from '../../http/app-error.ts'
import { body } from '../../http/openapi.ts'
import { UUID_PATTERN } from '../../../shared/schemas/project.ts'
import { UndoBody } from '../../../shared/schemas/staff-undo.ts'
import type { AuthServices } from '../auth/auth.handlers.ts'
import { actorOf, staffAccess } from '../staff-access/staff-access.ts'
import { routes } from './staff-undo.routes.ts'
import { staffUndoService } from './staff-undo.service.ts'
import type { UndoableEntity } from './undoable.ts'

const itemOf = (c: Context) => {
  const entityId = c.req.param('entityId') ?? ''
  if (!UUID_PATTERN.test(entityId)) throw AppError.notFound('This item was not found.')
  return { entity: c.req.param('entity') ?? '', entityId: entityId.toLowerCase() }
}

/**
 * Undo over the entities the modules that act on them register (app.ts names them), so this module
 * depends on none of them and they depend on it only for the shape of an undoable entity.
 */
export function staffUndoHandlers({ db, clock }: AppDeps, { auth }: AuthServices, entities: Record<string, UndoableEntity>): Hono {
  const service = staffUndoService(db, entities)
  const { staffOnly, staffCaller } = staffAccess(auth)
  const I = '/api/staff/undo/:entity/:entityId'
  return new Hono()
    .get(I, routes.undoable, staffOnly(), async (c) => {
      const { entity, entityId } = itemOf(c)
      return c.json({ status: 'OK' as const, undoable: await service.undoable(entity, entityId, actorOf(staffCaller(c))) }, 200)
    })
    .post(I, routes.undo, staffOnly(), body(UndoBody), async (c) => {
      const { entity, entityId } = itemOf(c)
      await service.undo(entity, entityId, c.req.valid('json').auditId, actorOf(staffCaller(c)), clock())
      return c.json({ status: 'OK' as const }, 200)
    })
}
