// The caller's notification profile; a user reaches only their own.
import { Hono } from 'hono'
import type { AppDeps } from '../../app-deps.ts'
import { AppError } from '../../http/app-error.ts'
import { body } from '../../http/openapi.ts'
import { UpdateNotificationProfileBody } from '../../../shared/schemas/notification-profile.ts'
import type { AuthServices } from '../auth/auth.handlers.ts'
import { notificationProfileService } from './notification-profile.service.ts'
import { routes } from './notification-profile.routes.ts'

const own = (callerId: string, userId: string | undefined) => {
  if (userId !== undefined && userId.toLowerCase() !== callerId) throw new AppError(403, 'forbidden', 'You may only see your own notification profile.')
}

export function notificationProfileHandlers({ db }: AppDeps, { auth }: AuthServices): Hono {
  const service = notificationProfileService(db)
  return new Hono()
    .get('/api/users/:userId/notification-profile', routes.get, auth.signedIn, async (c) => {
      const user = await auth.required(c)
      own(user.userId, c.req.param('userId'))
      return c.json({ status: 'OK' as const, profile: await service.get(user.userId) }, 200)
    })
    .post('/api/users/update-notification-profile', routes.update, auth.signedIn, body(UpdateNotificationProfileBody), async (c) => {
      const user = await auth.required(c)
      const { userId, ...profile } = c.req.valid('json')
      own(user.userId, userId)
      await service.save(user, profile)
      return c.json({ status: 'OK' as const }, 200)
    })
}
