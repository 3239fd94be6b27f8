// Site message routes under /api/staff/site-messages: administrators (staffOnly('administrator')).
import { Hono } from 'hono'
import type { Context } from 'hono'
import type { AppDeps } from '../../app-deps.ts'
import { AppError } from '../../http/app-error.ts'
import { body } from '../../http/openapi.ts'
import { UUID_PATTERN } from '../../../shared/schemas/project.ts'
import { SiteMessageInput } from '../../../shared/schemas/staff-site-messages.ts'
import type { AuthServices } from '../auth/auth.handlers.ts'
import { actorOf, staffAccess } from '../staff-access/staff-access.ts'
import { staffSiteMessagesService } from './staff-site-messages.service.ts'
import { routes } from './staff-site-messages.routes.ts'

const OK = 'OK' as const

const messageIdOf = (c: Context) => {
  const id = c.req.param('messageId') ?? ''
  if (!UUID_PATTERN.test(id)) throw AppError.notFound('This site message was not found.')
  return id.toLowerCase()
}

export function staffSiteMessageHandlers({ db, clock }: AppDeps, { auth }: AuthServices): Hono {
  const service = staffSiteMessagesService(db)
  const { staffOnly, staffCaller } = staffAccess(auth)
  const by = (c: Context) => actorOf(staffCaller(c))
  const administrators = staffOnly('administrator')

  const M = '/api/staff/site-messages/:messageId'
  return new Hono()
    .get('/api/staff/site-messages', routes.list, administrators, async (c) => c.json({ status: OK, messages: await service.list() }, 200))
    .post('/api/staff/site-messages', routes.create, administrators, body(SiteMessageInput), async (c) =>
      c.json({ status: OK, messageId: await service.create(c.req.valid('json'), by(c), clock()) }, 200),
    )
    .post(M, routes.update, administrators, body(SiteMessageInput), async (c) => {
      await service.update(messageIdOf(c), c.req.valid('json'), by(c), clock())
      return c.json({ status: OK }, 200)
    })
    .post(`${M}/publish`, routes.publish, administrators, async (c) => {
      await service.setPublished(messageIdOf(c), true, by(c), clock())
      return c.json({ status: OK }, 200)
    })
    .post(`${M}/unpublish`, routes.unpublish, administrators, async (c) => {
      await service.setPublished(messageIdOf(c), false, by(c), clock())
      return c.json({ status: OK }, 200)
    })
}
