// A project's comment periods and seeking-views deadline as the office sets them (issue 18 item 3).
// Each change locks the project row, is refused when the project's stage or state does not allow
// it, goes on the public activity feed, records its notice for dispatch (a public period's public
// notice, the seeking-views notice) unless this stage already sent it, and is audited with the
// values before and after, all in one transaction. A period whose first day is still to come is
// kept pending: the daily job opens it on that day, and only then do its feed line and notice go out.
import { and, eq, gte, lte, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import { AppError } from '../../http/app-error.ts'
import { auditChange } from '../../lib/audit.ts'
import type { StaffActor } from '../../lib/audit.ts'
import { addActivity } from '../project-content/activity-log.ts'
import { recordNotificationEvent } from '../notification-dispatch/notification-events.ts'
import { audienceSize } from '../notification-dispatch/recipients.ts'
import type { ProjectRow, Tx } from '../staff-projects/project-stage-changes.ts'
import {
  COMMENT_PERIOD_REFUSAL_MESSAGES,
  commentFlagsAt,
  commentPeriodDaysIssue,
  commentPeriodRefusal,
  takesSeekingViewsDeadline,
  upcomingCommentPeriod,
  yukonClosingTime,
} from '../../../shared/domain/comment-period.ts'
import { yukonDay, yukonMidnight } from '../../../shared/domain/dates.ts'
import type { NotificationKind } from '../../../shared/domain/notification-kinds.ts'
import type { NoticeDetails } from '../../../shared/domain/notice-texts.ts'
import { findStage } from '../../../shared/domain/stages.ts'
import type { OpenCommentPeriodBody, PublicNoticeTextBody, StaffProjectRun } from '../../../shared/schemas/staff-project-run.ts'
import { sanitizeHtml } from '../../lib/sanitize-html.ts'

const iso = (d: Date | null) => d?.toISOString() ?? null
export const projectNotFound = () => AppError.notFound('This project was not found.')
export const refused = (message: string) => new AppError(409, 'not-allowed', message)

/** The submitted project, locked for the change. */
export async function lockProject(tx: Tx, projectId: string): Promise<ProjectRow> {
  const [project] = await tx.select().from(t.projects).where(eq(t.projects.id, projectId)).for('no key update')
  if (!project || !project.projectNumber || !findStage(project.projectTypeId, project.stageId)) throw projectNotFound()
  return project
}

/**
 * Records the notice unless one of its kind was recorded since the project entered its current
 * stage (the stage's own line in the activity feed, written in the same transaction, says when;
 * both times are the database's): people are told once a step. Answers how many it tells.
 */
/** How long after its end a period's end is still told of (closeEnded). */
const ENDED_RECENTLY_MS = 2 * 86_400_000

export async function noticeOncePerStage(
  tx: Tx,
  project: ProjectRow,
  kind: NotificationKind,
  actorUserId: string | null,
  details: NoticeDetails,
): Promise<number> {
  const [entered] = await tx
    .select({ at: sql<Date | null>`max(${t.activityItems.createdAt})`.mapWith(t.activityItems.createdAt) })
    .from(t.activityItems)
    .where(and(eq(t.activityItems.projectId, project.id), sql`${t.activityItems.event}->>'code' = 'stage-started'`))
  const since = entered?.at ?? project.stageStartedAt ?? new Date(0)
  const [sent] = await tx
    .select({ id: t.notificationEvents.id })
    .from(t.notificationEvents)
    .where(and(eq(t.notificationEvents.projectId, project.id), eq(t.notificationEvents.kind, kind), gte(t.notificationEvents.createdAt, since)))
    .limit(1)
  if (sent) return 0
  await recordNotificationEvent(tx, { projectId: project.id, kind, actorUserId, details })
  return audienceSize(tx, { projectId: project.id, kind, details })
}

const periodState = (p: ProjectRow) => ({
  openForComments: p.openForComments,
  openForParticipantComments: p.openForParticipantComments,
  commentPeriodStartsAt: iso(p.commentPeriodStartsAt),
  commentPeriodEndsAt: iso(p.commentPeriodEndsAt),
  commentPeriodStartPending: p.commentPeriodStartPending,
})

/** Who opens a scheduled period on its day, in the audit log. */
const SCHEDULE: StaffActor = { userId: null, actor: 'system:comment-period-schedule' }

export function commentPeriodsService(db: Database) {
  const grouping = (p: ProjectRow) => findStage(p.projectTypeId, p.stageId)?.stageGrouping ?? null
  const bump = { revision: sql`${t.projects.revision} + 1` }

  /** The opening as people see it: the feed line saying until when, and a public period's notice. */
  /** The opening's feed line and, for a public period, its notice; answers how many the notice tells. */
  async function announceOpening(tx: Tx, project: ProjectRow, at: Date, by: StaffActor): Promise<number> {
    const deadline = project.commentPeriodEndsAt!.toISOString()
    await addActivity(tx, {
      projectId: project.id,
      at,
      stageGrouping: grouping(project),
      event: { code: 'comment-period-open', deadline, ...(project.openForComments ? {} : { participantsOnly: true }) },
    })
    return project.openForComments ? noticeOncePerStage(tx, project, 'public-notice', by.userId, { deadline, path: `/projects/${project.id}/comments` }) : 0
  }

  return {
    /** The comment period and seeking-views deadline as the staff screen shows them. */
    async state(
      project: ProjectRow,
      now: Date,
    ): Promise<Pick<StaffProjectRun, 'commentPeriod' | 'commentPeriodRefusal' | 'takesSeekingViewsDeadline' | 'seekingViewsDeadline' | 'publicNoticeText'>> {
      const open = commentFlagsAt(project, now)
      const upcoming = upcomingCommentPeriod(project, now)
      return {
        commentPeriod:
          open.openForComments || open.openForParticipantComments || upcoming
            ? {
                audience: project.openForComments ? 'public' : 'participants',
                startsAt: iso(project.commentPeriodStartsAt),
                endsAt: iso(project.commentPeriodEndsAt),
              }
            : null,
        commentPeriodRefusal: commentPeriodRefusal(project, now),
        takesSeekingViewsDeadline: takesSeekingViewsDeadline(project.projectTypeId, project.stageId),
        seekingViewsDeadline: iso(project.seekingViewsDeadline),
        publicNoticeText: { text: project.publicNoticeText ?? '', textFr: project.publicNoticeTextFr ?? '' },
      }
    },

    /** Writes the public notice's own text in both languages; the printable notice shows it at once. */
    async setPublicNoticeText(projectId: string, input: PublicNoticeTextBody, by: StaffActor, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const project = await lockProject(tx, projectId)
        const after = { publicNoticeText: sanitizeHtml(input.text) || null, publicNoticeTextFr: sanitizeHtml(input.textFr) || null }
        await tx
          .update(t.projects)
          .set({ ...after, updatedAt: now, ...bump })
          .where(eq(t.projects.id, project.id))
        await auditChange(tx, by, {
          action: 'set-public-notice-text',
          entity: 'project',
          entityId: project.id,
          projectId: project.id,
          before: { publicNoticeText: project.publicNoticeText, publicNoticeTextFr: project.publicNoticeTextFr },
          after,
        })
      })
    },

    /**
     * Opens a period to the public (its public notice goes out) or to participants only; one whose
     * first day is to come is scheduled, and opens on that day (startScheduled). Answers how many
     * the notice told now (none for a scheduled one: they are told on its first day).
     */
    async open(projectId: string, input: OpenCommentPeriodBody, by: StaffActor, now: Date): Promise<number> {
      const issue = commentPeriodDaysIssue(input.startDate, input.endDate, yukonDay(now))
      if (issue) throw AppError.badRequest(issue.message, issue.field)
      const later = input.startDate > yukonDay(now)
      return db.transaction(async (tx) => {
        const project = await lockProject(tx, projectId)
        const refusal = commentPeriodRefusal(project, now)
        if (refusal) throw refused(COMMENT_PERIOD_REFUSAL_MESSAGES[refusal])
        const isPublic = input.audience === 'public'
        const [after] = await tx
          .update(t.projects)
          .set({
            openForComments: isPublic,
            openForParticipantComments: !isPublic,
            commentPeriodStartsAt: yukonMidnight(input.startDate),
            commentPeriodEndsAt: yukonClosingTime(input.endDate),
            commentPeriodStartPending: later,
            updatedAt: now,
            ...bump,
          })
          .where(eq(t.projects.id, project.id))
          .returning()
        const told = later ? 0 : await announceOpening(tx, after!, now, by)
        await auditChange(tx, by, {
          action: 'open-comment-period',
          entity: 'project',
          entityId: project.id,
          projectId: project.id,
          before: periodState(project),
          after: periodState(after!),
        })
        return told
      })
    },

    /** Closes the open period now, before its last day, or cancels a scheduled one (nobody was told of it). */
    async close(projectId: string, by: StaffActor, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const project = await lockProject(tx, projectId)
        const open = commentFlagsAt(project, now)
        const scheduled = upcomingCommentPeriod(project, now) !== null
        if (!open.openForComments && !open.openForParticipantComments && !scheduled) throw refused('No comment period is open on this project.')
        const [after] = await tx
          .update(t.projects)
          .set({
            openForComments: false,
            openForParticipantComments: false,
            commentPeriodEndsAt: now,
            commentPeriodStartPending: false,
            updatedAt: now,
            ...bump,
          })
          .where(eq(t.projects.id, project.id))
          .returning()
        if (!scheduled) {
          await addActivity(tx, { projectId: project.id, at: now, stageGrouping: grouping(project), event: { code: 'comment-period-closed' } })
          await recordNotificationEvent(tx, {
            projectId: project.id,
            kind: 'comment-period-closed',
            actorUserId: by.userId,
            details: { at: now.toISOString(), path: `/projects/${project.id}/comments` },
          })
        }
        await auditChange(tx, by, {
          action: 'close-comment-period',
          entity: 'project',
          entityId: project.id,
          projectId: project.id,
          before: periodState(project),
          after: periodState(after!),
        })
      })
    },

    /**
     * Opens the scheduled periods whose first day has begun: each once (the pending mark is taken
     * under the project's row lock), with its feed line dated that day and its notice. Answers how many opened.
     */
    async startScheduled(now: Date): Promise<number> {
      const due = await db
        .select({ id: t.projects.id })
        .from(t.projects)
        .where(and(eq(t.projects.commentPeriodStartPending, true), lte(t.projects.commentPeriodStartsAt, now)))
      let opened = 0
      for (const { id } of due) {
        await db.transaction(async (tx) => {
          const project = await lockProject(tx, id)
          if (!project.commentPeriodStartPending || !project.commentPeriodStartsAt || project.commentPeriodStartsAt > now) return
          const [after] = await tx
            .update(t.projects)
            .set({ commentPeriodStartPending: false, updatedAt: now, ...bump })
            .where(eq(t.projects.id, project.id))
            .returning()
          // Closed or ended meanwhile (a pause clears the flags): nothing to announce.
          const open = commentFlagsAt(after!, now)
          if (open.openForComments || open.openForParticipantComments) {
            await announceOpening(tx, after!, project.commentPeriodStartsAt, SCHEDULE)
            opened += 1
          }
          await auditChange(tx, SCHEDULE, {
            action: 'start-comment-period',
            entity: 'project',
            entityId: project.id,
            projectId: project.id,
            before: periodState(project),
            after: periodState(after!),
          })
        })
      }
      return opened
    },

    /**
     * Tells of each public period that ended on its last day (not closed early by staff, which
     * tells then), once: the notice names the period's end, and a notice of that end already
     * recorded is not recorded again, whichever worker runs the job. Only periods that ended in
     * the last two days: a registry's first run must not tell of every period that ever ended.
     */
    async closeEnded(now: Date): Promise<number> {
      const due = await db
        .select({ id: t.projects.id })
        .from(t.projects)
        .where(
          and(
            eq(t.projects.openForComments, true),
            eq(t.projects.commentPeriodStartPending, false),
            lte(t.projects.commentPeriodEndsAt, now),
            gte(t.projects.commentPeriodEndsAt, new Date(now.getTime() - ENDED_RECENTLY_MS)),
          ),
        )
      let told = 0
      for (const { id } of due) {
        await db.transaction(async (tx) => {
          const project = await lockProject(tx, id)
          const endsAt = project.commentPeriodEndsAt
          if (!project.openForComments || project.commentPeriodStartPending || !endsAt || endsAt > now || endsAt.getTime() < now.getTime() - ENDED_RECENTLY_MS)
            return
          const [already] = await tx
            .select({ id: t.notificationEvents.id })
            .from(t.notificationEvents)
            .where(
              and(
                eq(t.notificationEvents.projectId, project.id),
                eq(t.notificationEvents.kind, 'comment-period-closed'),
                sql`${t.notificationEvents.details}->>'at' = ${endsAt.toISOString()}`,
              ),
            )
            .limit(1)
          if (already) return
          await recordNotificationEvent(tx, {
            projectId: project.id,
            kind: 'comment-period-closed',
            actorUserId: null,
            details: { at: endsAt.toISOString(), path: `/projects/${project.id}/comments` },
          })
          told += 1
        })
      }
      return told
    },

    /** Sets the last day views and information are sought; the seeking-views notice goes out unless this stage sent it. */
    async setSeekingViewsDeadline(projectId: string, deadline: string, by: StaffActor, now: Date): Promise<void> {
      if (deadline < yukonDay(now)) throw AppError.badRequest('The deadline has already passed.', 'deadline')
      await db.transaction(async (tx) => {
        const project = await lockProject(tx, projectId)
        if (!takesSeekingViewsDeadline(project.projectTypeId, project.stageId))
          throw refused('Only a project seeking views and information takes this deadline.')
        const at = yukonClosingTime(deadline)
        await tx
          .update(t.projects)
          .set({ seekingViewsDeadline: at, updatedAt: now, ...bump })
          .where(eq(t.projects.id, project.id))
        await addActivity(tx, {
          projectId: project.id,
          at: now,
          stageGrouping: grouping(project),
          event: { code: 'seeking-views-deadline', deadline: at.toISOString() },
        })
        await noticeOncePerStage(tx, project, 'seeking-views', by.userId, { deadline: at.toISOString(), path: `/projects/${project.id}/comments` })
        await auditChange(tx, by, {
          action: 'set-seeking-views-deadline',
          entity: 'project',
          entityId: project.id,
          projectId: project.id,
          before: { seekingViewsDeadline: iso(project.seekingViewsDeadline) },
          after: { seekingViewsDeadline: at.toISOString() },
        })
      })
    },
  }
}
