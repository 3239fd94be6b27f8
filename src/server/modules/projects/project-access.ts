// What a caller is to a project: their roles (spec public-registry §6), whether they follow or
// hide it, and what that lets them see. The one place these rules meet the database.
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import type { ProjectRole } from '../../db/schema/index.ts'
import { ANONYMOUS } from '../../../shared/domain/document-visibility.ts'
import type { Viewer } from '../../../shared/domain/document-visibility.ts'

export interface Caller {
  userId: string
  staffRole: string | null
}

export interface ProjectAccess {
  roles: ProjectRole[]
  following: boolean
  hidden: boolean
  isStaff: boolean
  viewer: Viewer
}

export const NO_ACCESS: ProjectAccess = { roles: [], following: false, hidden: false, isStaff: false, viewer: ANONYMOUS }

export function projectAccess(db: Database) {
  return {
    async of(caller: Caller | null, projectId: string): Promise<ProjectAccess> {
      if (!caller) return NO_ACCESS
      const [roles, follow, hide] = await Promise.all([
        db.select({ role: t.projectUserRoles.role }).from(t.projectUserRoles).where(and(eq(t.projectUserRoles.projectId, projectId), eq(t.projectUserRoles.userId, caller.userId))),
        db.select().from(t.projectFollows).where(and(eq(t.projectFollows.projectId, projectId), eq(t.projectFollows.userId, caller.userId))),
        db.select().from(t.projectHides).where(and(eq(t.projectHides.projectId, projectId), eq(t.projectHides.userId, caller.userId))),
      ])
      const list = roles.map((r) => r.role)
      const isStaff = caller.staffRole !== null
      // Proponents, agents and staff see unreviewed and internal documents (§6).
      const privileged = isStaff || list.includes('proponent-agent') || list.includes('lead-assessor')
      return { roles: list, following: follow.length > 0, hidden: hide.length > 0, isStaff, viewer: { userId: caller.userId, privileged } }
    },
  }
}
