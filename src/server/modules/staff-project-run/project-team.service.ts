// Who runs a project and what its public page features (issue 18 item 3): the lead assessor (when
// first assigned is kept for the statistics' "adequacy to assessor assigned", decision 0031), a
// panel review's members and display flags, and the key documents. Each change locks the project
// row, goes on the public page at once (and on the activity feed when it names people), and is
// audited with the values before and after.
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import { AppError } from '../../http/app-error.ts'
import { auditChange } from '../../lib/audit.ts'
import type { StaffActor } from '../../lib/audit.ts'
import { addActivity } from '../project-content/activity-log.ts'
import { PUBLIC_DOCUMENT_STATES } from '../../../shared/domain/document-visibility.ts'
import { PROJECT_TYPE, findStage } from '../../../shared/domain/stages.ts'
import type { PanelBody, StaffProjectRun } from '../../../shared/schemas/staff-project-run.ts'
import { lockProject, refused } from './comment-periods.service.ts'
import type { ProjectRow } from '../staff-projects/project-stage-changes.ts'

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim()

export function projectTeamService(db: Database) {
  const grouping = (p: ProjectRow) => findStage(p.projectTypeId, p.stageId)?.stageGrouping ?? null
  const bump = { revision: sql`${t.projects.revision} + 1` }

  return {
    async state(project: ProjectRow): Promise<Pick<StaffProjectRun, 'leadAssessorId' | 'assessors' | 'panel' | 'documents'>> {
      const [staff, members, documents] = await Promise.all([
        db
          .select({ userId: t.users.id, firstName: t.users.firstName, lastName: t.users.lastName })
          .from(t.users)
          .where(and(isNotNull(t.users.staffRole), isNull(t.users.disabledAt)))
          .orderBy(asc(t.users.lastName), asc(t.users.firstName)),
        db.select().from(t.panelMembers).where(eq(t.panelMembers.projectId, project.id)).orderBy(asc(t.panelMembers.position)),
        db
          .select({
            documentId: t.documents.id,
            documentNumber: t.documents.documentNumber,
            description: t.documents.description,
            keyDocument: t.documents.keyDocument,
          })
          .from(t.documents)
          .where(
            and(
              eq(t.documents.projectId, project.id),
              inArray(t.documents.state, [...PUBLIC_DOCUMENT_STATES]),
              isNull(t.documents.removedAt),
              isNull(t.documents.parentDocumentId),
            ),
          )
          .orderBy(asc(t.documents.uploadedAt))
          .limit(500),
      ])
      return {
        leadAssessorId: project.leadAssessorId,
        assessors: staff.map((u) => ({ userId: u.userId, name: fullName(u) })),
        panel:
          project.projectTypeId === PROJECT_TYPE.panelReview
            ? { members: members.map((m) => ({ name: m.name, title: m.title })), ...project.panelDisplay }
            : null,
        documents,
      }
    },

    /** Makes a staff member the project's lead assessor; the first assignment's time is kept for the statistics. */
    async assignLeadAssessor(projectId: string, userId: string, by: StaffActor, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const project = await lockProject(tx, projectId)
        const [assessor] = await tx
          .select()
          .from(t.users)
          .where(and(eq(t.users.id, userId), isNotNull(t.users.staffRole), isNull(t.users.disabledAt)))
        if (!assessor) throw AppError.badRequest('Choose a staff member as the lead assessor.', 'userId')
        if (project.leadAssessorId === userId) return
        await tx
          .update(t.projects)
          .set({ leadAssessorId: userId, updatedAt: now, ...bump })
          .where(eq(t.projects.id, project.id))
        // The lead assessor's role on the project: it lets them see what the office sees of it.
        await tx.delete(t.projectUserRoles).where(and(eq(t.projectUserRoles.projectId, project.id), eq(t.projectUserRoles.role, 'lead-assessor')))
        await tx.insert(t.projectUserRoles).values({ projectId: project.id, userId, role: 'lead-assessor' })
        await tx
          .insert(t.assessmentTimings)
          .values({ projectId: project.id, assessorAssignedAt: now })
          .onConflictDoUpdate({
            target: t.assessmentTimings.projectId,
            set: { assessorAssignedAt: sql`coalesce(${t.assessmentTimings.assessorAssignedAt}, excluded.assessor_assigned_at)` },
          })
        await addActivity(tx, {
          projectId: project.id,
          at: now,
          stageGrouping: grouping(project),
          event: { code: 'lead-assessor-assigned', name: fullName(assessor) },
        })
        await auditChange(tx, by, {
          action: 'assign-lead-assessor',
          entity: 'project',
          entityId: project.id,
          projectId: project.id,
          before: { leadAssessorId: project.leadAssessorId },
          after: { leadAssessorId: userId },
        })
      })
    },

    /** Replaces a panel review's members and sets what its public page shows of the panel. */
    async setPanel(projectId: string, input: PanelBody, by: StaffActor, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const project = await lockProject(tx, projectId)
        if (project.projectTypeId !== PROJECT_TYPE.panelReview) throw refused('Only a panel review has a panel.')
        const before = await tx.select().from(t.panelMembers).where(eq(t.panelMembers.projectId, project.id)).orderBy(asc(t.panelMembers.position))
        const { members, ...display } = input
        await tx.delete(t.panelMembers).where(eq(t.panelMembers.projectId, project.id))
        if (members.length > 0)
          await tx.insert(t.panelMembers).values(members.map((m, position) => ({ projectId: project.id, name: m.name, title: m.title, position })))
        await tx
          .update(t.projects)
          .set({ panelDisplay: display, updatedAt: now, ...bump })
          .where(eq(t.projects.id, project.id))
        const names = (list: { name: string }[]) => list.map((m) => m.name)
        const shownBefore = project.panelDisplay.showPanelMembers ? names(before) : []
        // The feed tells of the panel when the public first sees it, or sees it change.
        if (display.showPanelMembers && members.length > 0 && names(members).join('\n') !== shownBefore.join('\n')) {
          await addActivity(tx, { projectId: project.id, at: now, stageGrouping: grouping(project), event: { code: 'panel-named', names: names(members) } })
        }
        await auditChange(tx, by, {
          action: 'set-panel',
          entity: 'project',
          entityId: project.id,
          projectId: project.id,
          before: { members: before.map((m) => ({ name: m.name, title: m.title })), ...project.panelDisplay },
          after: { members, ...display },
        })
      })
    },

    /** Marks a public document of the project as key (its Key Documents tab lists it), or no longer. */
    async setKeyDocument(projectId: string, documentId: string, keyDocument: boolean, by: StaffActor, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const project = await lockProject(tx, projectId)
        const [document] = await tx
          .select()
          .from(t.documents)
          .where(and(eq(t.documents.id, documentId), eq(t.documents.projectId, project.id), isNull(t.documents.removedAt)))
          .for('update')
        if (!document) throw AppError.notFound('This document was not found on this project.')
        if (!(PUBLIC_DOCUMENT_STATES as readonly string[]).includes(document.state)) throw refused('Only a public document can be a key document.')
        if (document.keyDocument === keyDocument) return
        await tx
          .update(t.documents)
          .set({ keyDocument, updatedAt: now, revision: sql`${t.documents.revision} + 1` })
          .where(eq(t.documents.id, document.id))
        await auditChange(tx, by, {
          action: 'set-key-document',
          entity: 'document',
          entityId: document.id,
          projectId: project.id,
          before: { keyDocument: document.keyDocument },
          after: { keyDocument },
        })
      })
    },
  }
}
