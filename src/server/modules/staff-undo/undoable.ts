// What a staff area gives the undo of its actions (staff-undo.service): how to lock one of its
// items, and for each action it audits with auditChange, how to put back the values before it.
import type { Database } from '../../db/client.ts'
import type { StaffActor } from '../../lib/audit.ts'

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/** The audited action being undone, as auditChange recorded it. */
export interface AuditedAction {
  auditId: number
  action: string
  entityId: string
  projectId: string
  before: Record<string, unknown>
  after: Record<string, unknown>
  /** The rest of the entry's detail (the files published with it, the feed line it added). */
  extra: Record<string, unknown>
}

export interface UndoableEntity {
  /** Locks the item for the undo; an item that no longer exists is a 404. */
  lock(tx: Tx, entityId: string): Promise<void>
  /** Per audited action: puts the item back as `before` says, with what else the action did (`by` undoes it). */
  actions: Record<string, (tx: Tx, done: AuditedAction, now: Date, by: StaffActor) => Promise<void>>
}
