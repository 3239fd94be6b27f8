// Running a project through its stages (issue 18 item 3): moves along the transition table with
// their start day and deadline, extensions, pause, suspension, resumption and discontinuation.
// Every change locks the project row, is refused when the table does not allow it, ends the
// current stage in the public stage history and is audited with the values before and after, all
// in one transaction (project-stage-changes.ts). The answer to a proposal at Proposal Check is in
// proposal-answer.service.ts; the project's audit log in project-audit-log.service.ts.
import { and, desc, eq, ilike, isNotNull, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import { addActivity } from '../project-content/activity-log.ts'
import { recordNotificationEvent } from '../notification-dispatch/notification-events.ts'
import { AppError } from '../../http/app-error.ts'
import { auditChange } from '../../lib/audit.ts'
import type { StaffActor } from '../../lib/audit.ts'
import { alreadyDecided } from '../../lib/review-decisions.ts'
import { yukonDay, yukonMidnight } from '../../../shared/domain/dates.ts'
import { addBusinessDays } from '../../../shared/domain/business-days.ts'
import { PROJECT_TYPE, findStage, stageByCode } from '../../../shared/domain/stages.ts'
import type { ProjectTypeId } from '../../../shared/domain/stages.ts'
import { canMove, discontinuedStage, isUnderAssessment, nextStages } from '../../../shared/domain/stage-transitions.ts'
import type { MoveStageBody, ProjectStatusAction, StaffProject } from '../../../shared/schemas/staff.ts'
import { enterStage, iso, lockedProject, refused, stageState, submittedProject } from './project-stage-changes.ts'
import type { ProjectRow } from './project-stage-changes.ts'

/**
 * When a stage moved to on this day starts: the day's first moment, unless the current stage started
 * later that day (a stage entered today, then left the same day), when it starts now, so that no stage
 * in the public history ends before it began. A day before the current stage's own is refused.
 */
function stageStart(project: ProjectRow, startDate: string, now: Date): Date {
  const day = yukonMidnight(startDate)
  const current = project.stageStartedAt
  if (!current || day >= current) return day
  if (startDate < yukonDay(current))
    throw AppError.badRequest(`The new stage cannot start before the current stage started (${yukonDay(current)}).`, 'startDate')
  return now > current ? now : current
}

export function staffProjectsService(db: Database) {
  return {
    /** Projects matching a number, title or proponent; with no search, those at Proposal Check first, then the latest changed. */
    async list(search: string | undefined) {
      const term = search?.trim()
      const proposalCheck = stageByCode(PROJECT_TYPE.evaluation, 'PROPOSAL_CHECK').stageId
      const rows = await db
        .select()
        .from(t.projects)
        .where(
          and(
            isNotNull(t.projects.projectNumber),
            term
              ? or(ilike(t.projects.projectNumber, `%${term}%`), ilike(t.projects.title, `%${term}%`), ilike(t.projects.proponentName, `%${term}%`))
              : undefined,
          ),
        )
        .orderBy(sql`${t.projects.stageId} = ${proposalCheck} desc`, desc(t.projects.updatedAt))
        .limit(50)
      return rows.map((p) => ({
        projectId: p.id,
        projectNumber: p.projectNumber,
        title: p.title,
        proponentName: p.proponentName,
        projectTypeId: p.projectTypeId,
        stageId: p.stageId,
        updatedAt: p.updatedAt.toISOString(),
      }))
    },

    async get(projectId: string): Promise<StaffProject> {
      const p = await submittedProject(db, projectId)
      const history = await db.select().from(t.stageHistory).where(eq(t.stageHistory.projectId, projectId)).orderBy(desc(t.stageHistory.startedAt))
      return {
        projectId: p.id,
        projectNumber: p.projectNumber,
        title: p.title,
        proponentName: p.proponentName,
        projectTypeId: p.projectTypeId,
        stageId: p.stageId,
        updatedAt: p.updatedAt.toISOString(),
        stageStartedAt: iso(p.stageStartedAt),
        stageDeadline: iso(p.stageDeadline),
        stageExtended: p.stageExtended,
        paused: p.paused,
        suspended: p.suspended,
        nextStageIds: nextStages(p.projectTypeId, p.stageId).map((s) => s.stageId),
        underAssessment: isUnderAssessment(p.projectTypeId, p.stageId),
        history: history.map((h) => ({ stageId: h.stageId, startedAt: h.startedAt.toISOString(), endedAt: iso(h.endedAt), extended: h.extended })),
      }
    },

    /** Moves a project to a stage the table allows next. Proposal Check is left by accepting or returning the proposal. */
    async move(projectId: string, input: MoveStageBody, by: StaffActor, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const project = await lockedProject(tx, projectId)
        if (findStage(project.projectTypeId, project.stageId)?.code === 'PROPOSAL_CHECK')
          throw refused('A proposal at Proposal Check is accepted or returned, not moved.')
        // Judged after the lock: a move sent again, or one chosen from a stage another move has
        // since left, is told who moved the project and when (decision 0051).
        if (project.stageId === input.stageId || (input.fromStageId !== undefined && input.fromStageId !== project.stageId))
          throw await alreadyDecided(tx, 'project', project.id, 'project-stage')
        if (!canMove(project.projectTypeId, project.stageId, input.stageId)) throw refused('The project cannot move to that stage from its current stage.')
        const startedAt = stageStart(project, input.startDate, now)
        const deadline = input.deadlineBusinessDays === null ? null : addBusinessDays(startedAt, input.deadlineBusinessDays)
        const after = await enterStage(tx, project, input.stageId, startedAt, deadline, now)
        await auditChange(tx, by, {
          action: 'move-stage',
          entity: 'project',
          entityId: project.id,
          projectId: project.id,
          before: stageState(project),
          after: stageState(after),
        })
      })
    },

    /** Pushes the current stage's deadline back by business days; the stage shows as extended. */
    async extend(projectId: string, businessDays: number, by: StaffActor, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const project = await lockedProject(tx, projectId)
        if (!isUnderAssessment(project.projectTypeId, project.stageId)) throw refused('Only a project under assessment can have its deadline extended.')
        if (!project.stageDeadline) throw refused('This stage has no deadline to extend.')
        const [after] = await tx
          .update(t.projects)
          .set({
            stageDeadline: addBusinessDays(project.stageDeadline, businessDays),
            stageExtended: true,
            updatedAt: now,
            revision: sql`${t.projects.revision} + 1`,
          })
          .where(eq(t.projects.id, project.id))
          .returning()
        await auditChange(tx, by, {
          action: 'extend-deadline',
          entity: 'project',
          entityId: project.id,
          projectId: project.id,
          before: stageState(project),
          after: stageState(after!),
          extra: { businessDays },
        })
        await recordNotificationEvent(tx, {
          projectId: project.id,
          kind: 'extension',
          actorUserId: by.userId,
          details: { deadline: iso(after!.stageDeadline) },
        })
      })
    },

    /** Pauses, suspends, resumes (ends a pause or suspension) or discontinues a project under assessment. */
    async setStatus(projectId: string, action: ProjectStatusAction, by: StaffActor, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const project = await lockedProject(tx, projectId)
        if (!isUnderAssessment(project.projectTypeId, project.stageId))
          throw refused('Only a project under assessment can be paused, suspended, resumed or discontinued.')
        let after: ProjectRow
        if (action === 'discontinue') {
          after = await enterStage(tx, project, discontinuedStage(project.projectTypeId as ProjectTypeId).stageId, now, null, now)
          await tx
            .update(t.projects)
            .set({ paused: false, suspended: false, openForComments: false, openForParticipantComments: false })
            .where(eq(t.projects.id, project.id))
          after = { ...after, paused: false, suspended: false }
        } else {
          const flags =
            action === 'pause'
              ? { paused: true, suspended: false }
              : action === 'suspend'
                ? { paused: false, suspended: true }
                : { paused: false, suspended: false }
          if (action === 'resume' && !project.paused && !project.suspended) throw refused('This project is neither paused nor suspended.')
          if (action !== 'resume' && project[action === 'pause' ? 'paused' : 'suspended'])
            throw refused(action === 'pause' ? 'This project is already paused.' : 'This project is already suspended.')
          const [row] = await tx
            .update(t.projects)
            .set({ ...flags, updatedAt: now, revision: sql`${t.projects.revision} + 1` })
            .where(eq(t.projects.id, project.id))
            .returning()
          after = row!
          if (action !== 'resume') {
            const stageGrouping = findStage(project.projectTypeId, project.stageId)?.stageGrouping ?? null
            await addActivity(tx, {
              projectId: project.id,
              at: now,
              stageGrouping,
              event: { code: action === 'pause' ? 'assessment-paused' : 'assessment-suspended' },
            })
          }
          const kind = action === 'pause' ? 'paused' : action === 'suspend' ? 'suspended' : 'resumed'
          await recordNotificationEvent(tx, {
            projectId: project.id,
            kind,
            actorUserId: by.userId,
            details: { at: now.toISOString(), ...(action === 'resume' ? { deadline: iso(after.stageDeadline) } : {}) },
          })
        }
        await auditChange(tx, by, {
          action: `${action}-project`,
          entity: 'project',
          entityId: project.id,
          projectId: project.id,
          before: stageState(project),
          after: stageState(after),
        })
      })
    },
  }
}
