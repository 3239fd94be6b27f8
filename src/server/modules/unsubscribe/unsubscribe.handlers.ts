// The unsubscribe link of project notices: GET says what it would stop, POST stops it (a mail
// client's one-click POST or the confirmation page's button). No login: the token is the key.
import { Hono } from 'hono'
import type { AppDeps } from '../../app-deps.ts'
import { routes } from './unsubscribe.routes.ts'
import { unsubscribeService } from './unsubscribe.service.ts'

export function unsubscribeHandlers({ db }: AppDeps): Hono {
  const service = unsubscribeService(db)
  return new Hono()
    .get('/api/unsubscribe/:token', routes.describe, async (c) => c.json(await service.describe(c.req.param('token')), 200))
    .post('/api/unsubscribe/:token', routes.unsubscribe, async (c) => c.json(await service.unsubscribe(c.req.param('token')), 200))
}
