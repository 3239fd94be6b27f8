// Appends to the audit log. Services call this in the same transaction as the write it records.
import type { Database } from '../db/client.ts'
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

export async function audit(db: Pick<Database, 'insert'>, ...entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return
  await db.insert(auditLog).values(
    entries.map((e) => ({ actorUserId: e.actorUserId, actor: e.actor, action: e.action, entity: e.entity, entityId: e.entityId ?? null, detail: e.detail ?? {} })),
  )
}
