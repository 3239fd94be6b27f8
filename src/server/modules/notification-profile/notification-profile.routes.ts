// Contracts of the notification profile routes.
import { contract } from '../../http/openapi.ts'
import { StatusResponse } from '../../../shared/schemas/account.ts'
import { NotificationProfileResponse } from '../../../shared/schemas/notification-profile.ts'

const tags = ['Notification profile']

export const routes = {
  get: contract({
    tags,
    summary: 'The caller’s notification profile',
    ok: NotificationProfileResponse,
    errors: { 401: 'Not logged in', 403: 'Another user’s profile' },
  }),
  update: contract({
    tags,
    summary: 'Saves the caller’s notification profile',
    ok: StatusResponse,
    errors: { 400: 'A field was not accepted; the message names it', 401: 'Not logged in', 403: 'Another user’s profile' },
  }),
}
