// Undoing a reviewer's own last answer to a proposal at Proposal Check (staff-undo; decision 0034):
// the project goes back to Proposal Check as it was (stage, dates, flags), the stage history row
// and feed line the answer added are taken away, the documents an acceptance decided wait again,
// and a stage notice not yet matched to its recipients is withdrawn. The proponent's e-mail, and a
// notice already matched, stay sent. Once the proponent edits a returned proposal (audited on the
// project), the return is no longer undone.
import { and, eq, isNull, sql } from 'drizzle-orm'
import * as t from '../../db/schema/index.ts'
import { AppError } from '../../http/app-error.ts'
import { noticeOnEntering } from '../../../shared/domain/notification-kinds.ts'
import { findStage } from '../../../shared/domain/stages.ts'
import type { AuditedAction, Tx, UndoableEntity } from '../staff-undo/undoable.ts'
import { lastOwn, undoAction } from '../staff-undo/staff-undo.service.ts'
import { queueUndo } from '../staff-queues/queue-undo.ts'
import type { StaffActor } from '../../lib/audit.ts'

const changed = () => new AppError(409, 'nothing-to-undo', 'This project has changed since; there is nothing to undo.')
const dateOf = (value: unknown) => (typeof value === 'string' ? new Date(value) : null)

async function answerUndo(tx: Tx, { entityId, before, after }: AuditedAction, now: Date) {
  const [project] = await tx.select().from(t.projects).where(eq(t.projects.id, entityId))
  const enteredAt = dateOf(after.stageStartedAt)
  if (!project || project.stageId !== after.stageId || !enteredAt || project.stageStartedAt?.getTime() !== enteredAt.getTime()) throw changed()
  await tx
    .update(t.projects)
    .set({
      stageId: before.stageId as string,
      stageStartedAt: dateOf(before.stageStartedAt),
      stageDeadline: dateOf(before.stageDeadline),
      stageExtended: Boolean(before.stageExtended),
      paused: Boolean(before.paused),
      suspended: Boolean(before.suspended),
      needsFurtherReview: Boolean(before.needsFurtherReview),
      updatedAt: now,
      revision: sql`${t.projects.revision} + 1`,
    })
    .where(eq(t.projects.id, entityId))
  await tx
    .delete(t.stageHistory)
    .where(and(eq(t.stageHistory.projectId, entityId), eq(t.stageHistory.stageId, before.stageId as string), eq(t.stageHistory.endedAt, enteredAt)))
  await tx
    .delete(t.activityItems)
    .where(
      and(
        eq(t.activityItems.projectId, entityId),
        eq(t.activityItems.activityDate, enteredAt),
        sql`${t.activityItems.event}->>'code' = 'stage-started'`,
        sql`${t.activityItems.event}->>'stageId' = ${after.stageId as string}`,
      ),
    )
  const entered = findStage(project.projectTypeId, after.stageId as string)
  const notice = entered ? noticeOnEntering(entered.code) : null
  if (notice)
    await tx
      .delete(t.notificationEvents)
      .where(and(eq(t.notificationEvents.projectId, entityId), eq(t.notificationEvents.kind, notice), isNull(t.notificationEvents.matchedAt)))
}

/**
 * An acceptance's undo takes back the documents it decided (decision 0064): each whose newest entry
 * is still the acceptance's own, written just before it, waits again as the Documents queue's undo
 * leaves it. A document reviewed since, or removed, stays as it is.
 */
async function acceptanceUndo(tx: Tx, done: AuditedAction, now: Date, by: StaffActor) {
  await answerUndo(tx, done, now)
  const documents = Array.isArray(done.extra.documents) ? (done.extra.documents as { documentId: string }[]) : []
  const area = queueUndo.document!
  for (const { documentId } of documents) {
    await area.lock(tx, documentId)
    const decided = await lastOwn(tx, area, 'document', documentId, by)
    const [document] = await tx.select({ removedAt: t.documents.removedAt }).from(t.documents).where(eq(t.documents.id, documentId))
    if (decided && decided.auditId < done.auditId && !document?.removedAt) await undoAction(tx, area, 'document', decided, by, now)
  }
}

export const proposalUndo: UndoableEntity = {
  async lock(tx, projectId) {
    const [project] = await tx.select({ id: t.projects.id }).from(t.projects).where(eq(t.projects.id, projectId)).for('no key update')
    if (!project) throw AppError.notFound('This project was not found.')
  },
  actions: {
    'accept-proposal': acceptanceUndo,
    'return-proposal': answerUndo,
    async 'mark-for-further-review'(tx, { entityId }, now) {
      const [project] = await tx.select().from(t.projects).where(eq(t.projects.id, entityId))
      if (!project || findStage(project.projectTypeId, project.stageId)?.code !== 'PROPOSAL_CHECK') throw changed()
      await tx.update(t.projects).set({ needsFurtherReview: false, updatedAt: now }).where(eq(t.projects.id, entityId))
    },
  },
}
