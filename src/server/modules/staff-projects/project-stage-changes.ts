// What every staff change of a project's stage shares: the project row, locked (never plain FOR
// UPDATE on projects: decision 0049) or read when ever submitted; the stage fields the audit log
// keeps; and entering a stage, which puts the stage left into the public history, tells the feed
// and records the notice. Apart because running a project (staff-projects.service.ts), answering
// a proposal (proposal-answer.service.ts) and the outcome decision (staff-project-run) all use it.
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import { AppError } from '../../http/app-error.ts'
import { addActivity } from '../project-content/activity-log.ts'
import { recordNotificationEvent } from '../notification-dispatch/notification-events.ts'
import { noticeOnEntering, noticePage } from '../../../shared/domain/notification-kinds.ts'
import type { NoticeDetails } from '../../../shared/domain/notice-texts.ts'
import { findStage } from '../../../shared/domain/stages.ts'

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]
export type ProjectRow = typeof t.projects.$inferSelect

export const iso = (d: Date | null) => d?.toISOString() ?? null
const notFound = () => AppError.notFound('This project was not found.')
export const refused = (message: string) => new AppError(409, 'not-allowed', message)

/** The stage fields the audit log keeps before and after a change. */
export const stageState = (p: Pick<ProjectRow, 'stageId' | 'stageStartedAt' | 'stageDeadline' | 'stageExtended' | 'paused' | 'suspended'>) => ({
  stageId: p.stageId,
  stageStartedAt: iso(p.stageStartedAt),
  stageDeadline: iso(p.stageDeadline),
  stageExtended: p.stageExtended,
  paused: p.paused,
  suspended: p.suspended,
})

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

export async function lockedProject(tx: Tx, projectId: string): Promise<ProjectRow> {
  const [project] = await tx.select().from(t.projects).where(eq(t.projects.id, projectId)).for('no key update')
  if (!project || !project.projectNumber || !findStage(project.projectTypeId, project.stageId)) throw notFound()
  return project
}

/** The project, if ever submitted: a draft never submitted is its author's alone, unknown to staff. */
export async function submittedProject(db: Database, projectId: string): Promise<ProjectRow & { projectNumber: string }> {
  const [project] = await db.select().from(t.projects).where(eq(t.projects.id, projectId))
  if (!project?.projectNumber) throw notFound()
  return { ...project, projectNumber: project.projectNumber }
}
