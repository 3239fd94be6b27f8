// Finds the file a viewer may download: an upload that is the visible version of a visible
// document of a project the viewer may see (or of a published emergency exemption report). A
// comment's attachment is for staff and its writer until it is published, and its original stays
// theirs after: the project's proponent and everyone else read the published (redacted) copy.
import { sql } from 'drizzle-orm'
import { queryRows } from '../../db/client.ts'
import type { Database } from '../../db/client.ts'
import { PUBLIC_DOCUMENT_STATES } from '../../../shared/domain/document-visibility.ts'
import { projectVisibleTo } from '../projects/project-access.ts'
import type { Caller } from '../projects/project-access.ts'

export interface Downloadable {
  storageKey: string
  fileName: string
  contentType: string
  size: number
}

export function uploadsService(db: Database) {
  return {
    /** caller: who downloads, or null for the public. Privilege is per project, so it is decided in SQL. */
    async downloadable(uploadId: string, caller: Caller | null): Promise<Downloadable | null> {
      // On a project they may see: staff, its Proponent/Agent or lead assessor, and a draft's author (who has no role until submitting).
      const onProject = caller
        ? caller.staffRole
          ? sql`true`
          : sql`(exists (select 1 from project_user_roles r where r.project_id = d.project_id and r.user_id = ${caller.userId} and r.role in ('proponent-agent', 'lead-assessor'))
              or exists (select 1 from projects dp join stages ds on ds.project_type_id = dp.project_type_id and ds.id = dp.stage_id
                where dp.id = d.project_id and dp.created_by_id = ${caller.userId} and ds.code = 'DRAFT'))`
        : sql`false`
      // A comment's attachment is its writer's, not the project's: only staff (who review it) see it before it is published, or its original.
      const privileged = sql`(case when d.role = 'comment' then ${caller?.staffRole ? sql`true` : sql`false`} else ${onProject} end)`
      // Whoever uploaded a document fetches it while it waits for review, as they see it listed.
      const own = caller ? sql`d.uploaded_by_id = ${caller.userId}` : sql`false`
      const states = sql`(d.state in (${sql.join(
        PUBLIC_DOCUMENT_STATES.map((s) => sql`${s}`),
        sql`, `,
      )}) or ((${privileged} or ${own}) and d.state <> 'unsaved'))`
      // The original of a redacted document is for privileged viewers only, and a comment's for its writer too.
      const original = sql`(${privileged} or (d.role = 'comment' and ${own}))`
      const version = sql`(d.redacted_upload_id = u.id or (d.unredacted_upload_id = u.id and (d.redacted_upload_id is null or ${original})))`
      const [row] = await queryRows<{ storage_key: string; file_name: string; content_type: string; size: number }>(
        db,
        sql`select u.storage_key, coalesce(d.file_name, u.file_name) as file_name, u.content_type, u.size::int as size
          from uploads u join documents d on ${version}
          left join projects p on p.id = d.project_id
          left join emergency_exemptions e on e.id = d.emergency_exemption_id
          where u.id = ${uploadId} and d.removed_at is null and ${states}
            and ((p.id is not null and ${projectVisibleTo(caller, 'p')}) or (d.project_id is null and e.published_at is not null))
          limit 1`,
      )
      return row ? { storageKey: row.storage_key, fileName: row.file_name, contentType: row.content_type, size: row.size } : null
    },
  }
}
