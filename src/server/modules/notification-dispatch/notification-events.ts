// Where a change that should tell people records it: in the change's own transaction, so the
// notice exists exactly when the change does, and no mail is sent before it commits.
import type { Database } from '../../db/client.ts'
import { notificationEvents } from '../../db/schema/index.ts'
import type { NotificationKind } from '../../../shared/domain/notification-kinds.ts'
import type { NoticeDetails } from '../../../shared/domain/notice-texts.ts'

export interface NotificationEventInput {
  projectId: string
  kind: NotificationKind
  /** Plain text staff add to the notice. */
  note?: string | null
  /** What the notice names as it is now: its dates, place and page. */
  details?: NoticeDetails
  actorUserId?: string | null
}

/** Writes the event; the dispatch job matches its recipients and sends it after the commit. */
export async function recordNotificationEvent(tx: Pick<Database, 'insert'>, event: NotificationEventInput): Promise<string> {
  const [row] = await tx
    .insert(notificationEvents)
    .values({ projectId: event.projectId, kind: event.kind, note: event.note ?? null, details: event.details ?? {}, actorUserId: event.actorUserId ?? null })
    .returning({ id: notificationEvents.id })
  return row!.id
}
