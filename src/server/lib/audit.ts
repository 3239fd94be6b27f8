// Appends to the audit log. Services call this in the same transaction as the write it records.
import { sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { jsonRows } from '../db/json-rows.ts'
import { auditLog } from '../db/schema/index.ts'

export interface AuditEntry {
  /** The user who acted; null for the system (imports, jobs, seeding). */
  actorUserId: string | null
  /** Who acted, readable: an e-mail address or "system:import-yor". */
  actor: string
  action: string
  entity: string
  entityId?: string | null
  detail?: Record<string, unknown>
}

/** The audit log's rows of these entries, for a statement that writes them with others. */
export const auditRows = (entries: readonly AuditEntry[]) =>
  entries.map((e) => ({ actorUserId: e.actorUserId, actor: e.actor, action: e.action, entity: e.entity, entityId: e.entityId ?? null, detail: e.detail ?? {} }))

export async function audit(db: Pick<Database, 'execute'>, ...entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return
  await db.execute(sql`insert into ${auditLog} ${jsonRows(auditLog, auditRows(entries))}`)
}

/** Whom a staff action is by, for the audit log. */
export interface StaffActor {
  userId: string | null
  actor: string
}

export interface AuditedChange {
  action: string
  entity: string
  entityId: string
  /** The project the change belongs to: its audit page lists it. */
  projectId: string
  before: Record<string, unknown>
  after: Record<string, unknown>
  /** Anything else worth keeping (a reason, the files published with it). */
  extra?: Record<string, unknown>
}

/** Appends a staff change with the values before and after, in the same transaction as the change. */
export async function auditChange(db: Pick<Database, 'execute'>, by: StaffActor, change: AuditedChange): Promise<void> {
  await audit(db, {
    actorUserId: by.userId,
    actor: by.actor,
    action: change.action,
    entity: change.entity,
    entityId: change.entityId,
    detail: { projectId: change.projectId, before: change.before, after: change.after, ...change.extra },
  })
}
