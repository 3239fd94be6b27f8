// The answer about an unsubscribe link from a project notice: what it stops, and whether it has.
import * as v from 'valibot'
import { StatusOk } from './common.ts'
import { RECIPIENT_KINDS } from '../domain/notification-kinds.ts'

export const UnsubscribeAnswer = v.object({
  status: StatusOk,
  /** Why the mail came, which says what unsubscribing stops (see the page's wording). */
  recipientKind: v.picklist(RECIPIENT_KINDS),
  projectId: v.string(),
  projectNumber: v.nullable(v.string()),
  projectTitle: v.string(),
  /** Already done: that project unfollowed, the profile's notices turned off, or the project's notices stopped. */
  unsubscribed: v.boolean(),
})
export type UnsubscribeAnswer = v.InferOutput<typeof UnsubscribeAnswer>
