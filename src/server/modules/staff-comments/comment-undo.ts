// Undoing a reviewer's own last answer on a comment (staff-undo): a publication goes back to the
// queue with its files and takes its activity-feed line away; a rejection goes back to the queue
// and its resubmission link stops working (once the author has resubmitted, the resubmission is
// the newest entry and the rejection is no longer undone); a mark for further review is lifted.
import { and, eq, inArray, sql } from 'drizzle-orm'
import * as t from '../../db/schema/index.ts'
import { AppError } from '../../http/app-error.ts'
import type { Redaction, WithholdReason } from '../../../shared/domain/comment-review.ts'
import type { AuditedAction, Tx, UndoableEntity } from '../staff-undo/undoable.ts'

type CommentState = (typeof t.comments.$inferSelect)['state']

const changed = () => new AppError(409, 'nothing-to-undo', 'This comment has changed since; there is nothing to undo.')

async function inState(tx: Tx, commentId: string, state: CommentState) {
  const [comment] = await tx.select({ state: t.comments.state }).from(t.comments).where(eq(t.comments.id, commentId))
  if (comment?.state !== state) throw changed()
}

const ids = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [])

export const commentUndo: UndoableEntity = {
  async lock(tx, commentId) {
    const [comment] = await tx.select({ id: t.comments.id }).from(t.comments).where(eq(t.comments.id, commentId)).for('update')
    if (!comment) throw AppError.notFound('This comment was not found.')
  },
  actions: {
    async 'publish-comment'(tx, { entityId, before, extra }: AuditedAction, now) {
      await inState(tx, entityId, 'public')
      await tx
        .update(t.comments)
        .set({
          state: before.state as CommentState,
          redactedComment: (before.redactedComment as string | null) ?? null,
          redactions: (before.redactions as Redaction[] | undefined) ?? [],
          needsFurtherReview: Boolean(before.needsFurtherReview),
          publishedAt: typeof before.publishedAt === 'string' ? new Date(before.publishedAt) : null,
          revision: sql`${t.comments.revision} + 1`,
          updatedAt: now,
        })
        .where(eq(t.comments.id, entityId))
      const documentIds = ids(extra.documentIds)
      if (documentIds.length)
        await tx
          .update(t.documents)
          .set({ state: 'unreviewed', updatedAt: now })
          .where(and(inArray(t.documents.id, documentIds), eq(t.documents.state, 'public')))
      if (typeof extra.activityItemId === 'string') await tx.delete(t.activityItems).where(eq(t.activityItems.id, extra.activityItemId))
    },
    async 'reject-comment'(tx, { entityId, before }: AuditedAction, now) {
      await inState(tx, entityId, 'rejected')
      await tx
        .update(t.comments)
        .set({
          state: before.state as CommentState,
          rejectionReason: (before.rejectionReason as WithholdReason | null) ?? null,
          rejectionNote: (before.rejectionNote as string | null) ?? null,
          needsFurtherReview: Boolean(before.needsFurtherReview),
          resubmitTokenHash: null,
          resubmitTokenExpiresAt: null,
          revision: sql`${t.comments.revision} + 1`,
          updatedAt: now,
        })
        .where(eq(t.comments.id, entityId))
    },
    async 'mark-comment-for-further-review'(tx, { entityId }: AuditedAction, now) {
      await inState(tx, entityId, 'unreviewed')
      await tx.update(t.comments).set({ needsFurtherReview: false, updatedAt: now }).where(eq(t.comments.id, entityId))
    },
  },
}
