// The notice each step of an information response records (an event row in the step's
// transaction, turned into mail by the dispatch job): submitting it tells the office, publishing
// it tells the proponent and the project's followers. Apart because both the proponent's
// answering and the office's publishing send it.
import type { Database } from '../../db/client.ts'
import { recordNotificationEvent } from '../notification-dispatch/notification-events.ts'
import { informationRequestPage } from '../../../shared/domain/notification-kinds.ts'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/** The office is told an answer waits for it (its review page); the proponent and followers that it is public. */
export async function answerNotice(
  tx: Tx,
  kind: 'answer-submitted' | 'answer-published',
  request: { id: string; projectId: string; number: number; simplified: boolean },
  actorUserId: string | null,
) {
  const path = kind === 'answer-submitted' ? `/staff/review/answers/${request.id}` : informationRequestPage(request.projectId, request.id, request.simplified)
  await recordNotificationEvent(tx, { projectId: request.projectId, kind, actorUserId, details: { name: String(request.number), path } })
}
