// The office's decision on an intervenor application (spec proposals-and-accounts §8; the staff
// workspace's Intervenors queue, issue 18): accepted, the applicant becomes an intervenor of the
// project, listed publicly and told in the feed; refused, with the office's reason. Decided once,
// under the application's row lock; the handlers mail the applicant after the commit. Apart from
// intervenors.service.ts, which holds what applicants and intervenors do themselves.
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import { AppError } from '../../http/app-error.ts'
import { audit } from '../../lib/audit.ts'
import { alreadyDecided } from '../../lib/review-decisions.ts'
import { addActivity } from '../project-content/activity-log.ts'
import { findStage } from '../../../shared/domain/stages.ts'

/** Whoever decides an application: the office's staff (the staff workspace, issue 18), or the browser tests' hook. */
export interface StaffActor {
  userId: string | null
  email: string
  staffRole: string | null
}

/** The applicant an application's decision is told to. */
export interface IntervenorDecided {
  email: string
  firstName: string
  language: 'en' | 'fr'
  projectId: string
  projectNumber: string
  projectTitle: string
}

export function intervenorDecisionsService(db: Database) {
  /** Decides an application waiting for the office; returns the applicant to tell, or null when nobody can be told. */
  async function decide(
    actor: StaffActor,
    intervenorId: string,
    status: 'accepted' | 'refused',
    now: Date,
    reason?: string,
  ): Promise<IntervenorDecided | null> {
    if (!actor.staffRole) throw AppError.notFound('This application was not found.')
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(t.intervenors).where(eq(t.intervenors.id, intervenorId)).for('update')
      if (!row) throw AppError.notFound('This application was not found.')
      if (row.status === 'withdrawn') throw new AppError(409, 'withdrawn', 'This application was withdrawn.')
      // Decided once: a second decision, the same or the other, would mail the applicant again.
      if (row.status !== 'applied') throw await alreadyDecided(tx, 'intervenor', intervenorId)
      await tx
        .update(t.intervenors)
        .set({ status, needsFurtherReview: false, updatedAt: now, revision: row.revision + 1 })
        .where(eq(t.intervenors.id, intervenorId))
      // The role is what lets them add submissions and hides their Add a Comment before the hearings (can-comment.ts).
      // Whether the decision gave or took the role, and the feed line it added: what its undo (queue-undo.ts) puts back.
      let roleGiven = false
      let roleTaken = false
      let activityItemId: string | null = null
      if (row.userId && status === 'accepted') {
        roleGiven =
          (
            await tx
              .insert(t.projectUserRoles)
              .values({ projectId: row.projectId, userId: row.userId, role: 'intervenor' })
              .onConflictDoNothing()
              .returning({ userId: t.projectUserRoles.userId })
          ).length > 0
      }
      if (status === 'accepted') {
        // The Intervenors tab lists them from now on; the feed says so.
        const [project] = await tx
          .select({ typeId: t.projects.projectTypeId, stageId: t.projects.stageId })
          .from(t.projects)
          .where(eq(t.projects.id, row.projectId))
        const stageGrouping = project ? (findStage(project.typeId, project.stageId)?.stageGrouping ?? null) : null
        activityItemId = await addActivity(tx, {
          projectId: row.projectId,
          at: now,
          stageGrouping,
          event: { code: 'intervenor-accepted', name: row.displayName },
        })
      }
      if (row.userId && status === 'refused') {
        roleTaken =
          (
            await tx
              .delete(t.projectUserRoles)
              .where(and(eq(t.projectUserRoles.projectId, row.projectId), eq(t.projectUserRoles.userId, row.userId), eq(t.projectUserRoles.role, 'intervenor')))
              .returning({ userId: t.projectUserRoles.userId })
          ).length > 0
      }
      // The applicant is mailed the decision only when they have an account (imported applications have none).
      const [applicant] = row.userId
        ? await tx
            .select({
              email: t.users.email,
              firstName: t.users.firstName,
              language: t.users.language,
              projectNumber: t.projects.projectNumber,
              projectTitle: t.projects.title,
            })
            .from(t.users)
            .innerJoin(t.projects, eq(t.projects.id, row.projectId))
            .where(eq(t.users.id, row.userId))
        : []
      await audit(tx, {
        actorUserId: actor.userId,
        actor: actor.email,
        action: status === 'accepted' ? 'accept-intervenor' : 'decline-intervenor',
        entity: 'intervenor',
        entityId: intervenorId,
        detail: {
          projectId: row.projectId,
          userId: row.userId,
          before: { status: row.status, needsFurtherReview: row.needsFurtherReview },
          after: { status },
          roleGiven,
          roleTaken,
          activityItemId,
          ...(reason ? { reason } : {}),
          mailed: applicant !== undefined,
        },
      })
      return applicant ? { ...applicant, projectId: row.projectId, projectNumber: applicant.projectNumber ?? '' } : null
    })
  }

  return {
    /** The office accepts an application: the applicant becomes an intervenor of the project and is listed publicly. */
    accept: (actor: StaffActor, intervenorId: string, now: Date) => decide(actor, intervenorId, 'accepted', now),
    /** The office refuses an application, with its reason when it gives one (the applicant is told it). */
    decline: (actor: StaffActor, intervenorId: string, now: Date, reason?: string) => decide(actor, intervenorId, 'refused', now, reason),
  }
}
