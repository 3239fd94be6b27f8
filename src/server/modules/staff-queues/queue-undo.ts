// Undoing a reviewer's own last decision on an item of the review queues (staff-undo; decision
// 0034): the item goes back to waiting as it was, with what the decision made public (its feed
// line, an answer's files, an intervenor's role). What was mailed (an intervenor decision) stays
// sent. A mark for further review is lifted. Each undo first checks the item is still as the
// decision left it.
import { and, eq, inArray, sql } from 'drizzle-orm'
import * as t from '../../db/schema/index.ts'
import { AppError } from '../../http/app-error.ts'
import type { AuditedAction, Tx, UndoableEntity } from '../staff-undo/undoable.ts'

type DocumentState = (typeof t.documents.$inferSelect)['state']
type AnswerStatus = (typeof t.informationRequests.$inferSelect)['status']
type IntervenorStatus = (typeof t.intervenors.$inferSelect)['status']

const changed = () => new AppError(409, 'nothing-to-undo', 'This item has changed since; there is nothing to undo.')
const ids = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [])
const dateOf = (value: unknown) => (typeof value === 'string' ? new Date(value) : null)

async function removeFeedLine(tx: Tx, extra: AuditedAction['extra']) {
  if (typeof extra.activityItemId === 'string') await tx.delete(t.activityItems).where(eq(t.activityItems.id, extra.activityItemId))
}

async function lockOne(
  tx: Tx,
  table: typeof t.documents | typeof t.informationRequests | typeof t.simplifiedInformationRequests | typeof t.intervenors,
  id: string,
) {
  const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for('update')
  if (!row) throw AppError.notFound('This item was not found.')
}

async function documentUndo(tx: Tx, { entityId, before, after, extra }: AuditedAction, now: Date) {
  const [document] = await tx.select().from(t.documents).where(eq(t.documents.id, entityId))
  const redacted = 'redactedUploadId' in after
  if (!document || document.removedAt || document.state !== after.state || (redacted && document.redactedUploadId !== after.redactedUploadId)) throw changed()
  await tx
    .update(t.documents)
    .set({
      state: before.state as DocumentState,
      needsFurtherReview: Boolean(before.needsFurtherReview),
      // The redacted file's upload stays stored, unlinked, like any replaced version.
      ...(redacted ? { redactedUploadId: (before.redactedUploadId as string | null) ?? null, redactedUploadedAt: dateOf(before.redactedUploadedAt) } : {}),
      revision: sql`${t.documents.revision} + 1`,
      updatedAt: now,
    })
    .where(eq(t.documents.id, entityId))
  await removeFeedLine(tx, extra)
}

function answerUndo(table: typeof t.informationRequests | typeof t.simplifiedInformationRequests): UndoableEntity {
  return {
    lock: (tx, id) => lockOne(tx, table, id),
    actions: {
      async [table === t.informationRequests ? 'publish-information-response' : 'publish-simplified-information-response'](
        tx,
        { entityId, before, extra },
        now,
      ) {
        const [request] = await tx.select({ status: table.status }).from(table).where(eq(table.id, entityId))
        if (request?.status !== 'published_answer') throw changed()
        await tx
          .update(table)
          .set({
            status: before.status as AnswerStatus,
            needsFurtherReview: Boolean(before.needsFurtherReview),
            revision: sql`${table.revision} + 1`,
            updatedAt: now,
          })
          .where(eq(table.id, entityId))
        // An answer's files are reviewed with it: they wait with it again.
        const documentIds = ids(extra.documents)
        if (documentIds.length) {
          await tx
            .update(t.documents)
            .set({ state: 'unreviewed', revision: sql`${t.documents.revision} + 1`, updatedAt: now })
            .where(and(inArray(t.documents.id, documentIds), eq(t.documents.state, 'published_answer')))
        }
        await removeFeedLine(tx, extra)
      },
      'mark-for-further-review': (tx, { entityId }, now) => lift(tx, table, entityId, eq(table.status, 'answered'), now),
    },
  }
}

async function intervenorUndo(tx: Tx, { entityId, before, after, extra }: AuditedAction, now: Date) {
  const [row] = await tx.select().from(t.intervenors).where(eq(t.intervenors.id, entityId))
  if (!row || row.status !== after.status) throw changed()
  await tx
    .update(t.intervenors)
    .set({ status: before.status as IntervenorStatus, needsFurtherReview: Boolean(before.needsFurtherReview), revision: row.revision + 1, updatedAt: now })
    .where(eq(t.intervenors.id, entityId))
  const role = row.userId
    ? and(eq(t.projectUserRoles.projectId, row.projectId), eq(t.projectUserRoles.userId, row.userId), eq(t.projectUserRoles.role, 'intervenor'))
    : undefined
  if (role && extra.roleGiven === true) await tx.delete(t.projectUserRoles).where(role)
  if (row.userId && extra.roleTaken === true)
    await tx.insert(t.projectUserRoles).values({ projectId: row.projectId, userId: row.userId, role: 'intervenor' }).onConflictDoNothing()
  await removeFeedLine(tx, extra)
}

/** Lifts a "needs further review" mark from an item still waiting. */
async function lift(
  tx: Tx,
  table: typeof t.documents | typeof t.informationRequests | typeof t.simplifiedInformationRequests | typeof t.intervenors,
  id: string,
  waiting: ReturnType<typeof eq>,
  now: Date,
) {
  const lifted = await tx
    .update(table)
    .set({ needsFurtherReview: false, updatedAt: now })
    .where(and(eq(table.id, id), waiting))
    .returning({ id: table.id })
  if (lifted.length === 0) throw changed()
}

export const queueUndo: Record<string, UndoableEntity> = {
  document: {
    lock: (tx, id) => lockOne(tx, t.documents, id),
    actions: {
      'publish-document': documentUndo,
      'mark-document-internal': documentUndo,
      'publish-redacted-document': documentUndo,
      'mark-for-further-review': (tx, { entityId }, now) => lift(tx, t.documents, entityId, eq(t.documents.state, 'unreviewed'), now),
    },
  },
  'information-request': answerUndo(t.informationRequests),
  'simplified-information-request': answerUndo(t.simplifiedInformationRequests),
  intervenor: {
    lock: (tx, id) => lockOne(tx, t.intervenors, id),
    actions: {
      'accept-intervenor': intervenorUndo,
      'decline-intervenor': intervenorUndo,
      'mark-for-further-review': (tx, { entityId }, now) => lift(tx, t.intervenors, entityId, eq(t.intervenors.status, 'applied'), now),
    },
  },
}
