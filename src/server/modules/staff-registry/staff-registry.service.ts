// Registry administration: organizations (added, edited; removed by making them inactive, since
// projects and people keep pointing at them, and restored) and people's roles on a project. A role
// for an organization makes the person one of its people (they may post comments as it) until their
// last role naming it is taken away. Every change is audited with the values before and after; a
// role change is audited on its project.
import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import { AppError } from '../../http/app-error.ts'
import { audit, auditChange } from '../../lib/audit.ts'
import type { StaffActor } from '../../lib/audit.ts'
import type { Tx } from '../staff-projects/project-stage-changes.ts'
import { ADMINISTERED_ORGANIZATION_KINDS, ADMINISTERED_PROJECT_ROLES } from '../../../shared/schemas/staff-registry.ts'
import type { AddProjectPerson, NewOrganization, OrganizationChange, RemoveProjectPerson } from '../../../shared/schemas/staff-registry.ts'

const organizationNotFound = () => AppError.notFound('This organization was not found.')
const projectNotFound = () => AppError.notFound('This project was not found.')
/** The organization kind a role acts for, where it needs one. */
const ROLE_ORGANIZATION: Partial<Record<AddProjectPerson['role'], (typeof ADMINISTERED_ORGANIZATION_KINDS)[number]>> = {
  'decision-body': 'decision-body',
  'planning-commission': 'planning-commission',
}

/** The stored fields of what staff wrote: an empty public name shows the name, empty French or e-mail is none. */
const writtenFields = (input: OrganizationChange) => ({
  name: input.name,
  publicDisplayName: input.publicDisplayName || input.name,
  frenchDisplayName: input.frenchDisplayName || null,
  email: input.email || null,
})

/** Two organizations of a kind on the lists never share a name (people choose them by it). */
async function refuseSameName(tx: Tx, kind: (typeof t.organizations.$inferSelect)['kind'], name: string, exceptId: string) {
  // No row holds a name yet to be taken, so the name itself is locked until the transaction that
  // writes it ends: of twenty adds at once, the others then see the first one's row (decision 0051).
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`registry:organization-name:${kind}:${name.toLowerCase()}`}))`)
  const [same] = await tx
    .select({ id: t.organizations.id })
    .from(t.organizations)
    .where(
      and(
        eq(t.organizations.kind, kind),
        eq(sql`lower(${t.organizations.name})`, name.toLowerCase()),
        eq(t.organizations.active, true),
        ne(t.organizations.id, exceptId),
      ),
    )
  if (same) throw new AppError(409, 'not-allowed', 'An organization of this kind already has this name.')
}

async function lockOrganization(tx: Tx, organizationId: string) {
  const [row] = await tx
    .select()
    .from(t.organizations)
    .where(and(eq(t.organizations.id, organizationId), inArray(t.organizations.kind, [...ADMINISTERED_ORGANIZATION_KINDS])))
    .for('update')
  if (!row) throw organizationNotFound()
  return row
}

export function staffRegistryService(db: Database) {
  const setActive = (organizationId: string, active: boolean, by: StaffActor) =>
    db.transaction(async (tx) => {
      const row = await lockOrganization(tx, organizationId)
      if (row.active === active) return
      if (active) await refuseSameName(tx, row.kind, row.name, organizationId)
      await tx.update(t.organizations).set({ active }).where(eq(t.organizations.id, organizationId))
      await audit(tx, {
        actorUserId: by.userId,
        actor: by.actor,
        action: active ? 'restore-organization' : 'remove-organization',
        entity: 'organization',
        entityId: organizationId,
        detail: { before: { active: !active }, after: { active } },
      })
    })

  const projectExists = async (projectId: string) => {
    const [project] = await db.select({ id: t.projects.id }).from(t.projects).where(eq(t.projects.id, projectId))
    if (!project) throw projectNotFound()
  }

  return {
    async organizations() {
      const rows = await db
        .select()
        .from(t.organizations)
        .where(inArray(t.organizations.kind, [...ADMINISTERED_ORGANIZATION_KINDS]))
        .orderBy(asc(t.organizations.kind), asc(t.organizations.publicDisplayName))
      return rows.map((o) => ({
        organizationId: o.id,
        kind: o.kind,
        name: o.name,
        publicDisplayName: o.publicDisplayName,
        frenchDisplayName: o.frenchDisplayName,
        email: o.email,
        active: o.active,
      }))
    },

    async addOrganization(input: NewOrganization, by: StaffActor): Promise<string> {
      const id = randomUUID()
      const values = { id, kind: input.kind, ...writtenFields(input) }
      await db.transaction(async (tx) => {
        await refuseSameName(tx, input.kind, input.name, id)
        await tx.insert(t.organizations).values(values)
        await audit(tx, {
          actorUserId: by.userId,
          actor: by.actor,
          action: 'add-organization',
          entity: 'organization',
          entityId: id,
          detail: { before: {}, after: values },
        })
      })
      return id
    },

    /** Changes an organization's names and e-mail address; its kind stays. */
    async editOrganization(organizationId: string, input: OrganizationChange, by: StaffActor): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await lockOrganization(tx, organizationId)
        const after = writtenFields(input)
        const before = { name: row.name, publicDisplayName: row.publicDisplayName, frenchDisplayName: row.frenchDisplayName, email: row.email }
        if (Object.entries(after).every(([key, value]) => before[key as keyof typeof before] === value)) return
        if (row.active) await refuseSameName(tx, row.kind, input.name, organizationId)
        await tx.update(t.organizations).set(after).where(eq(t.organizations.id, organizationId))
        await audit(tx, {
          actorUserId: by.userId,
          actor: by.actor,
          action: 'edit-organization',
          entity: 'organization',
          entityId: organizationId,
          detail: { before, after },
        })
      })
    },

    /** Takes an organization off the lists; people's roles that name it stay as they were. */
    async removeOrganization(organizationId: string, by: StaffActor): Promise<void> {
      await setActive(organizationId, false, by)
    },

    /** Puts a removed organization back on the lists, unless another of its kind took its name since. */
    async restoreOrganization(organizationId: string, by: StaffActor): Promise<void> {
      await setActive(organizationId, true, by)
    },

    async people(projectId: string) {
      await projectExists(projectId)
      return db
        .select({
          userId: t.users.id,
          firstName: t.users.firstName,
          lastName: t.users.lastName,
          email: t.users.email,
          role: t.projectUserRoles.role,
          organizationId: t.projectUserRoles.organizationId,
        })
        .from(t.projectUserRoles)
        .innerJoin(t.users, eq(t.users.id, t.projectUserRoles.userId))
        .where(and(eq(t.projectUserRoles.projectId, projectId), inArray(t.projectUserRoles.role, [...ADMINISTERED_PROJECT_ROLES])))
        .orderBy(asc(t.projectUserRoles.role), asc(t.users.lastName), asc(t.users.firstName))
    },

    async addPerson(projectId: string, input: AddProjectPerson, by: StaffActor): Promise<void> {
      await projectExists(projectId)
      const [user] = await db
        .select({ id: t.users.id })
        .from(t.users)
        .where(eq(sql`lower(${t.users.email})`, input.email.toLowerCase()))
      if (!user) throw AppError.badRequest('No account has this e-mail address.', 'email')
      const kind = ROLE_ORGANIZATION[input.role]
      if (kind && !input.organizationId) throw AppError.badRequest('Choose the organization the person acts for.', 'organizationId')
      if (input.organizationId) {
        const [organization] = await db
          .select({ kind: t.organizations.kind, active: t.organizations.active })
          .from(t.organizations)
          .where(eq(t.organizations.id, input.organizationId))
        if (!organization?.active || (kind && organization.kind !== kind)) throw AppError.badRequest('Choose the organization from the list.', 'organizationId')
      }
      await db.transaction(async (tx) => {
        const added = await tx
          .insert(t.projectUserRoles)
          .values({ projectId, userId: user.id, role: input.role, organizationId: input.organizationId })
          .onConflictDoNothing()
          .returning({ userId: t.projectUserRoles.userId })
        if (added.length === 0) throw new AppError(409, 'not-allowed', 'This person already has this role on the project.')
        // Acting for an organization makes the person one of its people: they may then post comments as it.
        const member = input.organizationId
          ? await tx.insert(t.userOrganizations).values({ userId: user.id, organizationId: input.organizationId }).onConflictDoNothing().returning()
          : []
        await auditChange(tx, by, {
          action: 'add-project-role',
          entity: 'project-role',
          entityId: user.id,
          projectId,
          before: {},
          after: {
            email: input.email,
            role: input.role,
            organizationId: input.organizationId,
            ...(member.length > 0 ? { memberOf: input.organizationId } : {}),
          },
        })
      })
    },

    async removePerson(projectId: string, input: RemoveProjectPerson, by: StaffActor): Promise<void> {
      await projectExists(projectId)
      await db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(t.projectUserRoles)
          .where(and(eq(t.projectUserRoles.projectId, projectId), eq(t.projectUserRoles.userId, input.userId), eq(t.projectUserRoles.role, input.role)))
          .returning()
        if (!removed) throw AppError.notFound('This person does not have this role on the project.')
        // The person stays one of the organization's people while another role of theirs names it.
        const organizationId = removed.organizationId
        const stillActs = async (id: string) =>
          (
            await tx
              .select({ projectId: t.projectUserRoles.projectId })
              .from(t.projectUserRoles)
              .where(and(eq(t.projectUserRoles.userId, input.userId), eq(t.projectUserRoles.organizationId, id)))
              .limit(1)
          ).length > 0
        const left =
          organizationId && !(await stillActs(organizationId))
            ? await tx
                .delete(t.userOrganizations)
                .where(and(eq(t.userOrganizations.userId, input.userId), eq(t.userOrganizations.organizationId, organizationId)))
                .returning()
            : []
        await auditChange(tx, by, {
          action: 'remove-project-role',
          entity: 'project-role',
          entityId: input.userId,
          projectId,
          before: { role: removed.role, organizationId, ...(left.length > 0 ? { memberOf: organizationId } : {}) },
          after: {},
        })
      })
    },
  }
}
