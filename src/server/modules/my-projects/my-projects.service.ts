// My Projects (the user's own drafts, and projects they have a role on or follow, among those they
// may see: not another person's draft, nor a proposal at Proposal Check they do not propose) and the
// per-user toggles: follow (any logged-in non-proponent, active projects), hide (decision bodies),
// and the user's organizations.
import { and, asc, eq, sql } from 'drizzle-orm'
import { queryRows } from '../../db/client.ts'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import { audit } from '../../lib/audit.ts'
import type { MyProject } from '../../../shared/schemas/my-projects.ts'
import { PROPOSAL_KINDS } from '../../../shared/schemas/proposal.ts'
import type { ProposalKind } from '../../../shared/schemas/proposal.ts'
import type { SessionUser } from '../auth/session-tokens.ts'
import { projectVisibleTo } from '../projects/project-access.ts'
import type { Caller, ProjectAccess } from '../projects/project-access.ts'

/** The stored form's kind as the answer names it; a kind this build does not know reads as none. */
function formKindOf(kind: string | null): ProposalKind | null {
  return (PROPOSAL_KINDS as readonly string[]).includes(kind ?? '') ? (kind as ProposalKind) : null
}

export type ToggleOutcome = { ok: true } | { ok: false; code: string; reason: string }

type Row = {
  project_id: string
  project_number: string | null
  title: string
  proponent_name: string
  updated_at: string
  submitted_at: string | null
  project_type_id: string
  stage_id: string
  stage_grouping: MyProject['stageGrouping']
  closed: boolean
  is_draft: boolean
  form_kind: string | null
  form_submitted: boolean
  form1: unknown
  roles: string[]
  following: boolean
  hidden: boolean
}

export function myProjectsService(db: Database) {
  /**
   * Puts the user's row for the project in the table or takes it out, and audits the change only
   * when there was one: a follow sent again, or twenty at once, is one follow in the log (decision 0051).
   */
  async function toggle(
    table: typeof t.projectFollows | typeof t.projectHides,
    user: SessionUser,
    projectId: string,
    on: boolean,
    action: string,
  ): Promise<void> {
    await db.transaction(async (tx) => {
      const changed = on
        ? await tx.insert(table).values({ projectId, userId: user.userId }).onConflictDoNothing().returning({ projectId: table.projectId })
        : await tx
            .delete(table)
            .where(and(eq(table.projectId, projectId), eq(table.userId, user.userId)))
            .returning({ projectId: table.projectId })
      if (changed.length > 0) await audit(tx, { actorUserId: user.userId, actor: user.email, action, entity: 'project', entityId: projectId })
    })
  }

  return {
    async list(caller: Caller): Promise<MyProject[]> {
      const { userId } = caller
      const rows = await queryRows<Row>(
        db,
        sql`select p.id as project_id, p.project_number, p.title, p.proponent_name, p.updated_at, p.submitted_at, p.project_type_id, p.stage_id,
            s.stage_grouping, s.closed, s.code = 'DRAFT' as is_draft, f.kind as form_kind, f.submitted_at is not null as form_submitted,
            case when exists (select 1 from project_user_roles r where r.project_id = p.id and r.user_id = ${userId} and r.role = 'proponent-agent') then f.form1 end as form1,
            coalesce((select array_agg(r.role order by r.role) from project_user_roles r where r.project_id = p.id and r.user_id = ${userId} and r.role <> 'lead-assessor'), '{}') as roles,
            exists (select 1 from project_follows x where x.project_id = p.id and x.user_id = ${userId}) as following,
            exists (select 1 from project_hides x where x.project_id = p.id and x.user_id = ${userId}) as hidden
          from projects p
          join stages s on s.project_type_id = p.project_type_id and s.id = p.stage_id
          left join proposal_forms f on f.project_id = p.id
          where ${projectVisibleTo(caller, 'p')} and (
            exists (select 1 from project_user_roles r where r.project_id = p.id and r.user_id = ${userId} and r.role <> 'lead-assessor')
            or (p.created_by_id = ${userId} and s.code = 'DRAFT')
            or exists (select 1 from project_follows x where x.project_id = p.id and x.user_id = ${userId}))
          order by p.updated_at desc`,
      )
      return rows.map((r) => {
        const roles = [...r.roles, ...(r.following ? ['follower'] : [])] as MyProject['userRoles']
        return {
          projectId: r.project_id,
          projectNumber: r.project_number,
          title: r.title,
          proponentName: r.proponent_name,
          lastUpdated: new Date(r.updated_at).toISOString(),
          submittedAt: r.submitted_at === null ? null : new Date(r.submitted_at).toISOString(),
          projectTypeId: r.project_type_id,
          stageId: r.stage_id,
          stageGrouping: r.stage_grouping,
          isActive: !r.closed,
          isDraft: r.is_draft,
          uploadedByForm2: r.form_kind === 'placer',
          formKind: formKindOf(r.form_kind),
          isProponentOrAgent: roles.includes('proponent-agent'),
          hasForm1: r.form_submitted && r.form_kind !== 'upload',
          form1: r.form1 === null || r.form1 === undefined ? null : JSON.stringify(r.form1),
          userRoles: roles,
          hidden: r.hidden,
        }
      })
    },

    /** The projects the caller follows or hides, among those they may still see. */
    async projectIds(caller: Caller, table: 'follows' | 'hides'): Promise<string[]> {
      const source = table === 'follows' ? t.projectFollows : t.projectHides
      const rows = await db
        .select({ id: source.projectId })
        .from(source)
        .innerJoin(t.projects, eq(t.projects.id, source.projectId))
        .where(and(eq(source.userId, caller.userId), projectVisibleTo(caller, 'projects')))
        .orderBy(asc(source.createdAt))
      return rows.map((r) => r.id)
    },

    /** Follow: logged-in, not the proponent or agent, project active (spec §4, §6). */
    async setFollowing(user: SessionUser, projectId: string, access: ProjectAccess, isActive: boolean, follow: boolean): Promise<ToggleOutcome> {
      if (follow) {
        if (access.roles.includes('proponent-agent') || access.isDrafter)
          return { ok: false, code: 'proponent-cannot-follow', reason: 'proponents and agents cannot follow their own project' }
        if (!isActive) return { ok: false, code: 'project-not-active', reason: 'the project is not active' }
      }
      await toggle(t.projectFollows, user, projectId, follow, follow ? 'follow' : 'unfollow')
      return { ok: true }
    },

    /** Hide: decision bodies of the project only (spec §6). */
    async setHidden(user: SessionUser, projectId: string, access: ProjectAccess, hide: boolean): Promise<ToggleOutcome> {
      if (!access.roles.includes('decision-body')) return { ok: false, code: 'not-decision-body', reason: 'only decision bodies can hide projects' }
      await toggle(t.projectHides, user, projectId, hide, hide ? 'hide' : 'unhide')
      return { ok: true }
    },

    async organizations(userId: string) {
      const rows = await db
        .select({ organizationId: t.organizations.id, name: t.organizations.name, publicDisplayName: t.organizations.publicDisplayName })
        .from(t.userOrganizations)
        .innerJoin(t.organizations, eq(t.organizations.id, t.userOrganizations.organizationId))
        .where(eq(t.userOrganizations.userId, userId))
        .orderBy(asc(t.organizations.publicDisplayName))
      return rows
    },
  }
}
