// A project's audit log as the office's managers read it: every audited change to the project
// and to what belongs to it, newest first, with the names of the people, documents, files and
// organizations its ids stand for. Apart from staff-projects.service.ts because it only reads
// what the writes there (and elsewhere) recorded.
import { and, desc, eq, inArray, ne, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import { auditIds } from '../../../shared/domain/audit-values.ts'
import { submittedProject } from './project-stage-changes.ts'

/**
 * The names of the people, documents, files and organizations these ids stand for (stages are named
 * by the page, in the reader's language), so that the audit log shows no bare ids.
 */
async function recordNames(db: Database, ids: string[]): Promise<Record<string, string>> {
  if (ids.length === 0) return {}
  const [people, documents, files, organizations] = await Promise.all([
    db
      .select({ id: t.users.id, name: sql<string>`trim(${t.users.firstName} || ' ' || ${t.users.lastName})` })
      .from(t.users)
      .where(inArray(t.users.id, ids)),
    db
      .select({ id: t.documents.id, name: sql<string>`coalesce(${t.documents.documentNumber} || ' ' || ${t.documents.fileName}, ${t.documents.fileName})` })
      .from(t.documents)
      .where(inArray(t.documents.id, ids)),
    db.select({ id: t.uploads.id, name: t.uploads.fileName }).from(t.uploads).where(inArray(t.uploads.id, ids)),
    db.select({ id: t.organizations.id, name: t.organizations.publicDisplayName }).from(t.organizations).where(inArray(t.organizations.id, ids)),
  ])
  return Object.fromEntries([...files, ...documents, ...organizations, ...people].map((r) => [r.id.toLowerCase(), r.name]))
}

export function projectAuditLogService(db: Database) {
  return {
    /** Every audited change to the project and to what belongs to it, newest first. */
    async auditLog(projectId: string) {
      await submittedProject(db, projectId)
      const rows = await db
        .select()
        .from(t.auditLog)
        .where(
          or(
            and(eq(t.auditLog.entity, 'project'), eq(t.auditLog.entityId, projectId)),
            and(ne(t.auditLog.entity, 'project'), sql`${t.auditLog.detail}->>'projectId' = ${projectId}`),
          ),
        )
        .orderBy(desc(t.auditLog.at), desc(t.auditLog.id))
        .limit(500)
      const record = (value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null)
      const entries = rows.map((r) => {
        const detail = record(r.detail) ?? {}
        return {
          at: r.at.toISOString(),
          actor: r.actor,
          actorUserId: r.actorUserId,
          action: r.action,
          entity: r.entity,
          entityId: r.entityId,
          before: record(detail.before),
          after: record(detail.after),
          reason: typeof detail.reason === 'string' ? detail.reason : null,
        }
      })
      const names = await recordNames(db, auditIds(entries.flatMap((e) => [e.actorUserId, e.entityId, e.before, e.after])))
      return { entries: entries.map(({ actorUserId, ...e }) => ({ ...e, actorName: (actorUserId && names[actorUserId]) || null })), names }
    },
  }
}
