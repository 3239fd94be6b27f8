// Running a project through its stages (issue 18 item 3): moves along the transition table with
// their start day and deadline, extensions, pause, suspension, resumption and discontinuation,
// and the answer to a proposal at Proposal Check. Every change locks the project row, is refused
// when the table does not allow it, ends the current stage in the public stage history and is
// audited with the values before and after, all in one transaction.
import { and, desc, eq, ilike, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import { addActivity } from '../project-content/activity-log.ts'
import { decideDocument } from '../project-content/document-review.service.ts'
import { recordNotificationEvent } from '../notification-dispatch/notification-events.ts'
import { noticeOnEntering, noticePage } from '../../../shared/domain/notification-kinds.ts'
import type { NoticeDetails } from '../../../shared/domain/notice-texts.ts'
import { AppError } from '../../http/app-error.ts'
import { auditChange } from '../../lib/audit.ts'
import type { StaffActor } from '../../lib/audit.ts'
import { alreadyDecided } from '../../lib/review-decisions.ts'
import { yukonDay, yukonMidnight } from '../../../shared/domain/dates.ts'
import { addBusinessDays } from '../../../shared/domain/business-days.ts'
import { DOCUMENT_UPLOAD_GROUPS, stateOnAcceptance } from '../../../shared/domain/document-files.ts'
import type { DocumentUploadGroup } from '../../../shared/domain/document-files.ts'
import { PROJECT_TYPE, findStage, stageByCode } from '../../../shared/domain/stages.ts'
import { auditIds } from '../../../shared/domain/audit-values.ts'
import type { ProjectTypeId } from '../../../shared/domain/stages.ts'
import { canMove, discontinuedStage, isUnderAssessment, nextStages } from '../../../shared/domain/stage-transitions.ts'
import type { MoveStageBody, ProjectStatusAction, StaffProject } from '../../../shared/schemas/staff.ts'

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

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]
export type ProjectRow = typeof t.projects.$inferSelect

const iso = (d: Date | null) => d?.toISOString() ?? null
const notFound = () => AppError.notFound('This project was not found.')
const refused = (message: string) => new AppError(409, 'not-allowed', message)

/** The stage fields the audit log keeps before and after a change. */
const stageState = (p: Pick<ProjectRow, 'stageId' | 'stageStartedAt' | 'stageDeadline' | 'stageExtended' | 'paused' | 'suspended'>) => ({
  stageId: p.stageId,
  stageStartedAt: iso(p.stageStartedAt),
  stageDeadline: iso(p.stageDeadline),
  stageExtended: p.stageExtended,
  paused: p.paused,
  suspended: p.suspended,
})

export interface ProposalAnswerRecipients {
  project: { id: string; projectNumber: string; title: string }
  /** The proponents and agents, and the proposal's author: who is told the answer. */
  recipients: { email: string; firstName: string; language: 'en' | 'fr' }[]
}

/** Leaves the current stage for another: the stage left goes into the history the public sees. */
export async function enterStage(tx: Tx, project: ProjectRow, stageId: string, startedAt: Date, deadline: Date | null, now: Date, details?: NoticeDetails) {
  await tx.insert(t.stageHistory).values({
    projectId: project.id,
    stageId: project.stageId,
    startedAt: project.stageStartedAt ?? startedAt,
    endedAt: startedAt,
    extended: project.stageExtended,
  })
  const [after] = await tx
    .update(t.projects)
    .set({
      stageId,
      stageStartedAt: startedAt,
      stageDeadline: deadline,
      stageExtended: false,
      needsFurtherReview: false,
      updatedAt: now,
      revision: sql`${t.projects.revision} + 1`,
    })
    .where(eq(t.projects.id, project.id))
    .returning()
  // The public feed tells of each stage the project enters (the stage left is in its history).
  const entered = findStage(project.projectTypeId, stageId)
  await addActivity(tx, {
    projectId: project.id,
    at: startedAt,
    stageGrouping: entered?.stageGrouping ?? null,
    event: { code: 'stage-started', projectTypeId: project.projectTypeId, stageId },
  })
  // Followers, the proponent and matching profiles are told after the commit (notification dispatch).
  const notice = entered ? noticeOnEntering(entered.code) : null
  if (notice)
    await recordNotificationEvent(tx, {
      projectId: project.id,
      kind: notice,
      details: { deadline: deadline?.toISOString() ?? null, path: noticePage(project.id, notice), ...details },
    })
  return after!
}

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
  async function locked(tx: Tx, projectId: string): Promise<ProjectRow> {
    const [project] = await tx.select().from(t.projects).where(eq(t.projects.id, projectId)).for('no key update')
    if (!project || !project.projectNumber || !findStage(project.projectTypeId, project.stageId)) throw notFound()
    return project
  }

  async function recipientsOf(tx: Tx, project: ProjectRow): Promise<ProposalAnswerRecipients> {
    const people = await tx
      .selectDistinct({ email: t.users.email, firstName: t.users.firstName, language: t.users.language })
      .from(t.users)
      .leftJoin(
        t.projectUserRoles,
        and(eq(t.projectUserRoles.userId, t.users.id), eq(t.projectUserRoles.projectId, project.id), eq(t.projectUserRoles.role, 'proponent-agent')),
      )
      .where(
        and(
          or(isNotNull(t.projectUserRoles.userId), project.createdById ? eq(t.users.id, project.createdById) : sql`false`),
          sql`${t.users.disabledAt} is null`,
        ),
      )
    return { project: { id: project.id, projectNumber: project.projectNumber ?? '', title: project.title }, recipients: people }
  }

  /** The project, if ever submitted: a draft never submitted is its author's alone, unknown to staff. */
  async function submitted(projectId: string): Promise<ProjectRow & { projectNumber: string }> {
    const [project] = await db.select().from(t.projects).where(eq(t.projects.id, projectId))
    if (!project?.projectNumber) throw notFound()
    return { ...project, projectNumber: project.projectNumber }
  }

  async function atProposalCheck(tx: Tx, projectId: string): Promise<ProjectRow> {
    const project = await locked(tx, projectId)
    if (findStage(project.projectTypeId, project.stageId)?.code !== 'PROPOSAL_CHECK') throw await alreadyDecided(tx, 'project', projectId)
    return project
  }

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
      const p = await submitted(projectId)
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
        const project = await locked(tx, projectId)
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
        const project = await locked(tx, projectId)
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
        const project = await locked(tx, projectId)
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

    /** Accepts a proposal at Proposal Check into Adequacy Review: it becomes public, with its documents. Returns whom to tell. */
    async acceptProposal(projectId: string, by: StaffActor, now: Date): Promise<ProposalAnswerRecipients> {
      return db.transaction(async (tx) => {
        const project = await atProposalCheck(tx, projectId)
        const after = await enterStage(tx, project, stageByCode(project.projectTypeId as ProjectTypeId, 'ADEQUACY_REVIEW').stageId, now, null, now)
        // The proposal's documents still waiting are decided with it, each audited as the Documents
        // queue does, before the acceptance's own entry: its undo takes back those still newest.
        const waiting = await tx
          .select()
          .from(t.documents)
          .where(
            and(
              eq(t.documents.projectId, project.id),
              inArray(t.documents.role, [...DOCUMENT_UPLOAD_GROUPS]),
              eq(t.documents.state, 'unreviewed'),
              isNull(t.documents.removedAt),
            ),
          )
          .orderBy(t.documents.documentNumber)
          .for('update')
        const documents: { documentId: string; state: 'public' | 'internal' }[] = []
        for (const document of waiting) {
          const state = stateOnAcceptance(document.role as DocumentUploadGroup)
          await decideDocument(tx, { document, project: { id: project.id, number: project.projectNumber, typeId: project.projectTypeId } }, state, by, now)
          documents.push({ documentId: document.id, state })
        }
        await auditChange(tx, by, {
          action: 'accept-proposal',
          entity: 'project',
          entityId: project.id,
          projectId: project.id,
          before: { ...stageState(project), needsFurtherReview: project.needsFurtherReview },
          after: stageState(after),
          extra: { documents },
        })
        return recipientsOf(tx, project)
      })
    },

    /** Returns a proposal at Proposal Check to its proponent as a draft, with the office's reason. Returns whom to tell. */
    async returnProposal(projectId: string, reason: string, by: StaffActor, now: Date): Promise<ProposalAnswerRecipients> {
      return db.transaction(async (tx) => {
        const project = await atProposalCheck(tx, projectId)
        const after = await enterStage(tx, project, stageByCode(project.projectTypeId as ProjectTypeId, 'DRAFT').stageId, now, null, now)
        await auditChange(tx, by, {
          action: 'return-proposal',
          entity: 'project',
          entityId: project.id,
          projectId: project.id,
          before: { ...stageState(project), needsFurtherReview: project.needsFurtherReview },
          after: stageState(after),
          extra: { reason },
        })
        return recipientsOf(tx, project)
      })
    },

    /** Every audited change to the project and to what belongs to it, newest first. */
    async auditLog(projectId: string) {
      await submitted(projectId)
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
