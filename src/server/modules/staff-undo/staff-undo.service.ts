// Undoing a staff member's own last action on an item (issue 18 item 4), over the audit log: the
// newest entry on the item must be theirs and of an action its area knows how to undo; the undo
// puts back the values before it and is itself audited, with the before and after swapped. The
// undo is then the newest entry, so an action is undone once, and an action someone (or the
// public, e.g. a resubmission) followed with another is not undone at all. The newest entry is
// read after the item's lock, in the undo's transaction; a refused undo says what that entry is,
// by whom and when, and an undo that answers 200 has put the item back (decision 0053).
import { and, desc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import { AppError } from '../../http/app-error.ts'
import { auditChange } from '../../lib/audit.ts'
import type { StaffActor } from '../../lib/audit.ts'
import { nothingToUndo } from '../../lib/review-decisions.ts'
import type { UndoableAction } from '../../../shared/schemas/staff-undo.ts'
import type { AuditedAction, Tx, UndoableEntity } from './undoable.ts'

/** The newest audited action on the item, when it is the caller's and its area can undo it. */
export async function lastOwn(
  tx: Pick<Database, 'select'>,
  area: UndoableEntity,
  entity: string,
  entityId: string,
  by: StaffActor,
): Promise<AuditedAction | null> {
  const [entry] = await tx
    .select()
    .from(t.auditLog)
    .where(and(eq(t.auditLog.entity, entity), eq(t.auditLog.entityId, entityId)))
    .orderBy(desc(t.auditLog.id))
    .limit(1)
  if (!entry || !by.userId || entry.actorUserId !== by.userId || !Object.hasOwn(area.actions, entry.action)) return null
  const { projectId, before, after, ...extra } = entry.detail as Record<string, unknown>
  if (typeof projectId !== 'string' || !before || !after) return null
  return {
    auditId: entry.id,
    action: entry.action,
    entityId,
    projectId,
    before: before as Record<string, unknown>,
    after: after as Record<string, unknown>,
    extra,
  }
}

/** Undoes an action `lastOwn` found, under the item's lock, and audits the undo with the before and after swapped. */
export async function undoAction(tx: Tx, area: UndoableEntity, entity: string, done: AuditedAction, by: StaffActor, now: Date): Promise<void> {
  await area.actions[done.action]!(tx, done, now, by)
  await auditChange(tx, by, {
    action: 'undo',
    entity,
    entityId: done.entityId,
    projectId: done.projectId,
    before: done.after,
    after: done.before,
    extra: { undoes: { auditId: done.auditId, action: done.action } },
  })
}

export function staffUndoService(db: Database, entities: Record<string, UndoableEntity>) {
  const areaOf = (entity: string) => {
    const area = Object.hasOwn(entities, entity) ? entities[entity] : undefined
    if (!area) throw AppError.notFound('Nothing of this kind can be undone.')
    return area
  }

  return {
    async undoable(entity: string, entityId: string, by: StaffActor): Promise<UndoableAction | null> {
      const done = await lastOwn(db, areaOf(entity), entity, entityId, by)
      if (!done) return null
      const [entry] = await db.select({ at: t.auditLog.at }).from(t.auditLog).where(eq(t.auditLog.id, done.auditId))
      // An action audited as having e-mailed nobody says so (an intervenor with no account); the others mailed someone.
      return { auditId: done.auditId, action: done.action, at: entry!.at.toISOString(), mailed: done.extra.mailed !== false }
    },

    /** Undoes the action the caller was shown (auditId), if it is still their last on the item. */
    async undo(entity: string, entityId: string, auditId: number, by: StaffActor, now: Date): Promise<void> {
      const area = areaOf(entity)
      await db.transaction(async (tx: Tx) => {
        await area.lock(tx, entityId)
        const done = await lastOwn(tx, area, entity, entityId, by)
        if (!done || done.auditId !== auditId) throw await nothingToUndo(tx, entity, entityId)
        await undoAction(tx, area, entity, done, by, now)
      })
    },
  }
}
