// Adds a line to a project's activity feed when something becomes public: the event's code and
// values, which our pages say in the reader's language, and the registry's own English message
// parts beside them for its other clients (shared/domain/activity-messages.ts). Called in the
// transaction of the change it tells of.
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import { activityMessage } from '../../../shared/domain/activity-messages.ts'
import type { ActivityEvent } from '../../../shared/schemas/activity-event.ts'

export interface ActivityLine {
  projectId: string
  at: Date
  stageGrouping: string | null
  event: ActivityEvent
  documentIds?: string[]
}

/** Adds the line and answers its id (an undone action takes its line away). */
export async function addActivity(db: Pick<Database, 'insert'>, line: ActivityLine): Promise<string> {
  const message = activityMessage(line.event)
  const [item] = await db
    .insert(t.activityItems)
    .values({
      projectId: line.projectId,
      activityDate: line.at,
      stageGrouping: line.stageGrouping,
      messageParts: message.parts,
      moreMessage: message.more,
      event: line.event,
      documentIds: line.documentIds ?? [],
    })
    .returning({ id: t.activityItems.id })
  return item!.id
}
