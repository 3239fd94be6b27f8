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
import { commentUndo } from '../staff-comments/comment-undo.ts'
import { proposalUndo } from '../staff-projects/proposal-undo.ts'
import { queueUndo } from '../staff-queues/queue-undo.ts'
import { actorOf, staffAccess } from '../staff-access/staff-access.ts'
import { routes } from './staff-undo.routes.ts'
import { staffUndoService } from './staff-undo.service.ts'

const itemOf = (c: Context) => {
  const entityId = c.req.param('entityId') ?? ''
  if (!UUID_PATTERN.test(entityId)) throw AppError.notFound('This item was not found.')
  return { entity: c.req.param('entity') ?? '', entityId: entityId.toLowerCase() }
}

export function staffUndoHandlers({ db, clock }: AppDeps, { auth }: AuthServices): Hono {
  const service = staffUndoService(db, { comment: commentUndo, ...queueUndo, project: proposalUndo })
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
