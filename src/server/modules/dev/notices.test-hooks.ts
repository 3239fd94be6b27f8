// Test hook of project notices: records a notice as a staff action will, in its own transaction,
// for the job runner to send (POST /api/test/notices/record { projectId, kind, note? }).
import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppDeps } from '../../app-deps.ts'
import { body } from '../../http/openapi.ts'
import { NOTIFICATION_KINDS } from '../../../shared/domain/notification-kinds.ts'
import { recordNotificationEvent } from '../notification-dispatch/notification-events.ts'

const RecordNotice = v.object({ projectId: v.pipe(v.string(), v.uuid()), kind: v.picklist(NOTIFICATION_KINDS), note: v.optional(v.string()) })

export function noticeTestHooks({ db }: AppDeps): Hono {
  return new Hono().post('/api/test/notices/record', body(RecordNotice), async (c) => {
    const notice = c.req.valid('json')
    const eventId = await db.transaction((tx) => recordNotificationEvent(tx, notice))
    return c.json({ eventId }, 200)
  })
}
