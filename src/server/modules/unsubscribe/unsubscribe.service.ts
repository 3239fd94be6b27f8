// Unsubscribing from a notice's link, with no login: the token finds the delivery it was sent
// with, and what it stops follows from why that mail came (decision 0029): a follower unfollows
// the project, a profile match turns the profile's notices off, a proponent or agent stops the
// project's notices.
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import { audit } from '../../lib/audit.ts'
import { AppError } from '../../http/app-error.ts'
import type { UnsubscribeAnswer } from '../../../shared/schemas/unsubscribe.ts'
import { tokenHash } from '../../lib/signed-tokens.ts'

export function unsubscribeService(db: Database) {
  async function find(token: string) {
    const [row] = await db
      .select({
        userId: t.notificationDeliveries.userId,
        email: t.users.email,
        recipientKind: t.notificationDeliveries.recipientKind,
        projectId: t.projects.id,
        projectNumber: t.projects.projectNumber,
        projectTitle: t.projects.title,
      })
      .from(t.notificationDeliveries)
      .innerJoin(t.notificationEvents, eq(t.notificationEvents.id, t.notificationDeliveries.eventId))
      .innerJoin(t.projects, eq(t.projects.id, t.notificationEvents.projectId))
      .innerJoin(t.users, eq(t.users.id, t.notificationDeliveries.userId))
      .where(eq(t.notificationDeliveries.unsubscribeTokenHash, tokenHash(token)))
    if (!row?.userId) throw new AppError(404, 'not-found', 'This unsubscribe link is not one the registry sent.')
    return { ...row, userId: row.userId }
  }

  async function isDone(found: Awaited<ReturnType<typeof find>>): Promise<boolean> {
    const { userId, projectId } = found
    if (found.recipientKind === 'follower') {
      const [follow] = await db
        .select({ userId: t.projectFollows.userId })
        .from(t.projectFollows)
        .where(and(eq(t.projectFollows.userId, userId), eq(t.projectFollows.projectId, projectId)))
      return !follow
    }
    if (found.recipientKind === 'notification-profile') {
      const [profile] = await db
        .select({ on: sql<boolean>`${t.notificationProfiles.publicNotice} or ${t.notificationProfiles.recommendationSent}` })
        .from(t.notificationProfiles)
        .where(eq(t.notificationProfiles.userId, userId))
      return !profile?.on
    }
    const [optOut] = await db
      .select({ userId: t.notificationOptOuts.userId })
      .from(t.notificationOptOuts)
      .where(and(eq(t.notificationOptOuts.userId, userId), eq(t.notificationOptOuts.projectId, projectId)))
    return Boolean(optOut)
  }

  const answer = (found: Awaited<ReturnType<typeof find>>, unsubscribed: boolean): UnsubscribeAnswer => ({
    status: 'OK',
    recipientKind: found.recipientKind,
    projectId: found.projectId,
    projectNumber: found.projectNumber,
    projectTitle: found.projectTitle,
    unsubscribed,
  })

  return {
    async describe(token: string): Promise<UnsubscribeAnswer> {
      const found = await find(token)
      return answer(found, await isDone(found))
    },

    async unsubscribe(token: string): Promise<UnsubscribeAnswer> {
      const found = await find(token)
      const { userId, projectId } = found
      await db.transaction(async (tx) => {
        if (found.recipientKind === 'follower')
          await tx.delete(t.projectFollows).where(and(eq(t.projectFollows.userId, userId), eq(t.projectFollows.projectId, projectId)))
        else if (found.recipientKind === 'notification-profile')
          await tx
            .update(t.notificationProfiles)
            .set({ publicNotice: false, recommendationSent: false, updatedAt: new Date(), revision: sql`${t.notificationProfiles.revision} + 1` })
            .where(eq(t.notificationProfiles.userId, userId))
        else await tx.insert(t.notificationOptOuts).values({ userId, projectId }).onConflictDoNothing()
        await audit(tx, {
          actorUserId: userId,
          actor: found.email,
          action: 'unsubscribe-by-link',
          entity: 'project',
          entityId: projectId,
          detail: { recipientKind: found.recipientKind },
        })
      })
      return answer(found, true)
    },
  }
}
