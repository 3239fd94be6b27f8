// What a caller is to a project: their roles (spec public-registry §6), whether they follow or
// hide it, and what that lets them see. The one place these rules meet the database.
import { and, eq, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import type { ProjectRole } from '../../db/schema/index.ts'
import { ANONYMOUS } from '../../../shared/domain/document-visibility.ts'
import type { Viewer } from '../../../shared/domain/document-visibility.ts'
import type { ProjectRelation } from '../../../shared/domain/project-visibility.ts'

export interface Caller {
  userId: string
  staffRole: string | null
}

export interface ProjectAccess {
  roles: ProjectRole[]
  /**
   * The caller wrote this draft. The Proponent/Agent role comes with the submission (spec §1, §6),
   * so until then the drafter reaches the draft and its documents as its author.
   */
  isDrafter: boolean
  following: boolean
  hidden: boolean
  isStaff: boolean
  viewer: Viewer
}

export const NO_ACCESS: ProjectAccess = { roles: [], isDrafter: false, following: false, hidden: false, isStaff: false, viewer: ANONYMOUS }

export function projectAccess(db: Database) {
  return {
    async of(caller: Caller | null, projectId: string): Promise<ProjectAccess> {
      if (!caller) return NO_ACCESS
      const [roles, drafts, follow, hide] = await Promise.all([
        db
          .select({ role: t.projectUserRoles.role })
          .from(t.projectUserRoles)
          .where(and(eq(t.projectUserRoles.projectId, projectId), eq(t.projectUserRoles.userId, caller.userId))),
        db
          .select({ id: t.projects.id })
          .from(t.projects)
          .innerJoin(t.stages, and(eq(t.stages.projectTypeId, t.projects.projectTypeId), eq(t.stages.id, t.projects.stageId)))
          .where(and(eq(t.projects.id, projectId), eq(t.projects.createdById, caller.userId), eq(t.stages.code, 'DRAFT'))),
        db
          .select()
          .from(t.projectFollows)
          .where(and(eq(t.projectFollows.projectId, projectId), eq(t.projectFollows.userId, caller.userId))),
        db
          .select()
          .from(t.projectHides)
          .where(and(eq(t.projectHides.projectId, projectId), eq(t.projectHides.userId, caller.userId))),
      ])
      const list = roles.map((r) => r.role)
      const isStaff = caller.staffRole !== null
      const isDrafter = drafts.length > 0
      // Proponents, agents, a draft's author and staff see unreviewed and internal documents (§6).
      const privileged = isStaff || isDrafter || list.includes('proponent-agent') || list.includes('lead-assessor')
      return { roles: list, isDrafter, following: follow.length > 0, hidden: hide.length > 0, isStaff, viewer: { userId: caller.userId, privileged } }
    },
  }
}

/** What project visibility (shared/domain/project-visibility.ts) reads of the caller's access. */
export function relationOf(access: ProjectAccess): ProjectRelation {
  return { isStaff: access.isStaff, isAuthor: access.isDrafter, isProponentOrAgent: access.roles.includes('proponent-agent') }
}

/**
 * canSeeProject in SQL, for the queries that read many projects at once: the project row under
 * `alias` is one the caller may see, by its stage's audience (kept in stages from the same rule).
 */
export function projectVisibleTo(caller: Caller | null, alias: string): SQL {
  const p = sql.identifier(alias)
  const proponentOrStaff = !caller
    ? sql`false`
    : caller.staffRole !== null
      ? sql`true`
      : sql`exists (select 1 from project_user_roles vr where vr.project_id = ${p}.id and vr.user_id = ${caller.userId} and vr.role = 'proponent-agent')`
  const author = caller ? sql`${p}.created_by_id = ${caller.userId}` : sql`false`
  return sql`exists (select 1 from stages vs where vs.project_type_id = ${p}.project_type_id and vs.id = ${p}.stage_id and case vs.audience
    when 'public' then ${p}.project_number is not null
    when 'proponent-and-staff' then ${proponentOrStaff}
    when 'author' then ${author}
    else false end)`
}
