// The office's publishing of an information request it wrote (issue 18 item 3), full or
// simplified: the public tabs and the proponent's response list show it, its files become public
// with their document numbers, the activity feed says so and the project's followers and
// proponent are told (the "information request" notice). Apart from the authoring of requests
// (staff-information-requests.service.ts), which leaves them unpublished.
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import { AppError } from '../../http/app-error.ts'
import { auditChange } from '../../lib/audit.ts'
import type { StaffActor } from '../../lib/audit.ts'
import { recordNotificationEvent } from '../notification-dispatch/notification-events.ts'
import { addActivity } from '../project-content/activity-log.ts'
import { nextDocumentNumber } from '../project-content/document-numbers.ts'
import type { Tx } from './staff-files.ts'
import { lockedProject, lockedRequest, lockedSimplified, refuseUnlessUnpublished } from './staff-information-request-locks.ts'
import { iso } from './staff-project.ts'
import { informationRequestPage } from '../../../shared/domain/notification-kinds.ts'
import { findStage } from '../../../shared/domain/stages.ts'

/** Publishes the request's files with the next document numbers of the project. */
async function publishFiles(tx: Tx, projectId: string, where: ReturnType<typeof and>, now: Date): Promise<string[]> {
  const attached = await tx
    .select({ id: t.documents.id })
    .from(t.documents)
    .where(and(where, isNull(t.documents.removedAt)))
    .orderBy(asc(t.documents.questionNumber), asc(t.documents.uploadedAt))
  for (const { id } of attached) {
    await tx
      .update(t.documents)
      .set({ state: 'public', documentNumber: await nextDocumentNumber(tx, projectId), updatedAt: now, revision: sql`${t.documents.revision} + 1` })
      .where(eq(t.documents.id, id))
  }
  return attached.map((d) => d.id)
}

/** The feed line and the followers' notice of a published request. */
async function announce(
  tx: Tx,
  project: typeof t.projects.$inferSelect,
  request: { id: string; number: number; deadline: Date | null },
  simplified: boolean,
  documentIds: string[],
  by: StaffActor,
  now: Date,
) {
  const stageGrouping = findStage(project.projectTypeId, project.stageId)?.stageGrouping ?? null
  await addActivity(tx, {
    projectId: project.id,
    at: now,
    stageGrouping,
    event: { code: 'information-request-issued', informationRequestId: request.id, simplified },
    documentIds,
  })
  await recordNotificationEvent(tx, {
    projectId: project.id,
    kind: 'information-request',
    actorUserId: by.userId,
    details: { name: String(request.number), deadline: iso(request.deadline), path: informationRequestPage(project.id, request.id, simplified) },
  })
}

export function staffInformationRequestPublishingService(db: Database) {
  return {
    /** Publishes the request: the public and the proponent read it, the feed says so and its followers are told. */
    async publish(projectId: string, requestId: string, by: StaffActor, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const project = await lockedProject(tx, projectId)
        const request = await lockedRequest(tx, projectId, requestId)
        refuseUnlessUnpublished(request.status)
        const documentNumberRequest = await nextDocumentNumber(tx, projectId)
        const [after] = await tx
          .update(t.informationRequests)
          .set({ status: 'published', publishedAt: now, documentNumberRequest, updatedAt: now, revision: sql`${t.informationRequests.revision} + 1` })
          .where(eq(t.informationRequests.id, requestId))
          .returning()
        const documentIds = await publishFiles(
          tx,
          projectId,
          and(eq(t.documents.informationRequestId, requestId), eq(t.documents.role, 'information-request-question')),
          now,
        )
        await announce(tx, project, request, false, documentIds, by, now)
        await auditChange(tx, by, {
          action: 'publish-information-request',
          entity: 'information-request',
          entityId: requestId,
          projectId,
          before: { status: request.status },
          after: { status: after!.status, publishedAt: iso(after!.publishedAt), documentNumberRequest },
          extra: { documents: documentIds },
        })
      })
    },

    async publishSimplified(projectId: string, requestId: string, by: StaffActor, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const project = await lockedProject(tx, projectId)
        const request = await lockedSimplified(tx, projectId, requestId)
        refuseUnlessUnpublished(request.status)
        const documentIds = await publishFiles(
          tx,
          projectId,
          and(eq(t.documents.simplifiedInformationRequestId, requestId), eq(t.documents.role, 'simplified-question')),
          now,
        )
        if (documentIds.length === 0) throw new AppError(409, 'no-documents', 'Attach the request’s documents before publishing it.')
        await tx
          .update(t.simplifiedInformationRequests)
          .set({ status: 'published', publishedAt: now, updatedAt: now, revision: sql`${t.simplifiedInformationRequests.revision} + 1` })
          .where(eq(t.simplifiedInformationRequests.id, requestId))
        await announce(tx, project, request, true, documentIds, by, now)
        await auditChange(tx, by, {
          action: 'publish-simplified-information-request',
          entity: 'simplified-information-request',
          entityId: requestId,
          projectId,
          before: { status: request.status },
          after: { status: 'published', publishedAt: now.toISOString() },
          extra: { documents: documentIds },
        })
      })
    },
  }
}
