// The refusals of a second decision on a reviewed item, and of an undo that finds nothing of the
// caller's to undo (decision 0053): both say who acted last on the item and when, read from the
// audit log. Callers build them inside the transaction that holds the item's lock, so the entry
// they name is the one that made the decision or undo refused.
import { and, desc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import * as t from '../db/schema/index.ts'
import { AppError } from '../http/app-error.ts'
import { alreadyDecidedMessage, decisionsOn, nothingToUndoMessage } from '../../shared/domain/review-decisions.ts'
import type { ActedOn } from '../../shared/domain/review-decisions.ts'

/** The newest audited action on the item (of these actions, when named), with its actor's name. */
async function lastAction(db: Pick<Database, 'select'>, entity: string, entityId: string, actions?: string[]): Promise<ActedOn | null> {
  const [entry] = await db
    .select({ action: t.auditLog.action, at: t.auditLog.at, firstName: t.users.firstName, lastName: t.users.lastName })
    .from(t.auditLog)
    .leftJoin(t.users, eq(t.users.id, t.auditLog.actorUserId))
    .where(and(eq(t.auditLog.entity, entity), eq(t.auditLog.entityId, entityId), actions ? inArray(t.auditLog.action, actions) : undefined))
    .orderBy(desc(t.auditLog.id))
    .limit(1)
  if (!entry) return null
  return { action: entry.action, by: entry.firstName === null ? null : `${entry.firstName} ${entry.lastName ?? ''}`.trim(), at: entry.at }
}

/** What the web shows beside the message in the reader's language: the action, who took it and when. */
const details = (last: ActedOn | null) => ({ decision: last?.action ?? null, decidedBy: last?.by ?? null, decidedAt: last?.at.toISOString() ?? null })

/** A 409 for a decision on an item already decided: who decided it, and when (`kind` names the decisions of `REVIEWED_ITEMS` when not the entity's own). */
export async function alreadyDecided(db: Pick<Database, 'select'>, entity: string, entityId: string, kind = entity): Promise<AppError> {
  const decided = await lastAction(db, entity, entityId, decisionsOn(kind))
  return new AppError(409, 'already-decided', alreadyDecidedMessage(kind, decided), undefined, undefined, details(decided))
}

/** A 409 for an undo of what is not, or no longer, the caller's last action on the item: what is, by whom and when. */
export async function nothingToUndo(db: Pick<Database, 'select'>, entity: string, entityId: string): Promise<AppError> {
  const last = await lastAction(db, entity, entityId)
  return new AppError(409, 'nothing-to-undo', nothingToUndoMessage(entity, last), undefined, undefined, details(last))
}
