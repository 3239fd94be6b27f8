// The office's review of comments (issue 18 item 2): the queue of unreviewed comments, oldest
// received first; one comment with its original and files; and its review — published with a
// redacted public copy, rejected with a reason, or marked for further review. Every answer locks
// the comment, is refused once it has been reviewed, and is audited with the values before and after.
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import { AppError } from '../../http/app-error.ts'
import { auditChange } from '../../lib/audit.ts'
import type { StaffActor } from '../../lib/audit.ts'
import { signedToken, tokenHash } from '../../lib/signed-tokens.ts'
import type { CommentRejection } from '../../mail/comment-mails.ts'
import type { CommentsService } from '../comments/comments.service.ts'
import { mayResubmitAfter, publicCopy, redactionProblem, RESUBMIT_LINK_DAYS, reviewDueAt } from '../../../shared/domain/comment-review.ts'
import { fullDocumentNumber } from '../../../shared/domain/document-visibility.ts'
import type { PublishCommentBody, RejectCommentBody, ReviewComment, ReviewQueueItem } from '../../../shared/schemas/staff-comments.ts'

const notFound = () => AppError.notFound('This comment was not found.')
const reviewed = () => new AppError(409, 'not-allowed', 'This comment has already been reviewed.')

const attachments = sql<number>`(select count(*)::int from ${t.documents} where ${t.documents.commentId} = ${t.comments.id} and ${t.documents.removedAt} is null)`

const row = {
  commentId: t.comments.id,
  projectId: t.comments.projectId,
  projectNumber: t.projects.projectNumber,
  projectTitle: t.projects.title,
  firstName: t.comments.firstName,
  lastName: t.comments.lastName,
  receivedAt: t.comments.receivedAt,
  needsFurtherReview: t.comments.needsFurtherReview,
  attachmentCount: attachments,
}

interface Row {
  commentId: string
  projectId: string
  projectNumber: string | null
  projectTitle: string
  firstName: string
  lastName: string
  receivedAt: Date
  needsFurtherReview: boolean
  attachmentCount: number
}

const item = ({ firstName, lastName, ...r }: Row): ReviewQueueItem => ({
  ...r,
  authorName: `${firstName} ${lastName}`.trim(),
  receivedAt: r.receivedAt.toISOString(),
  reviewDueAt: reviewDueAt(r.receivedAt).toISOString(),
  attachmentCount: Number(r.attachmentCount),
})

/** What signs and addresses the link a rejected comment's author is mailed. */
export interface ResubmitLinks {
  secret: Uint8Array
  publicBaseUrl: string
}

export function staffCommentsService(db: Database, comments: CommentsService, links: ResubmitLinks) {
  /** Locks an unreviewed comment for its review. */
  const lockUnreviewed = async (tx: Pick<Database, 'select'>, commentId: string) => {
    const [comment] = await tx.select().from(t.comments).where(eq(t.comments.id, commentId)).for('update')
    if (!comment) throw notFound()
    if (comment.state !== 'unreviewed') throw reviewed()
    return comment
  }

  return {
    async count(): Promise<number> {
      const [c] = await db.select({ n: count() }).from(t.comments).where(eq(t.comments.state, 'unreviewed'))
      return c?.n ?? 0
    },

    async queue(): Promise<ReviewQueueItem[]> {
      const rows = await db
        .select(row)
        .from(t.comments)
        .innerJoin(t.projects, eq(t.projects.id, t.comments.projectId))
        .where(eq(t.comments.state, 'unreviewed'))
        .orderBy(asc(t.comments.receivedAt), asc(t.comments.submittedAt), asc(t.comments.id))
      return rows.map(item)
    },

    async get(commentId: string): Promise<ReviewComment> {
      const [r] = await db
        .select({ ...row, state: t.comments.state, originalText: t.comments.comment, submittedAt: t.comments.submittedAt })
        .from(t.comments)
        .innerJoin(t.projects, eq(t.projects.id, t.comments.projectId))
        .where(eq(t.comments.id, commentId))
      if (!r) throw notFound()
      const files = await db
        .select({ documentId: t.documents.id, fileName: t.documents.fileName })
        .from(t.documents)
        .where(and(eq(t.documents.commentId, commentId), isNull(t.documents.removedAt)))
        .orderBy(asc(t.documents.createdAt))
      const { state, originalText, submittedAt, ...queued } = r
      return { ...item(queued), state, originalText, submittedAt: submittedAt.toISOString(), attachments: files }
    },

    /** Publishes the public copy made from the original by withholding the given passages. */
    async publish(commentId: string, input: PublishCommentBody, by: StaffActor, now: Date): Promise<void> {
      const [comment] = await db.select({ state: t.comments.state, original: t.comments.comment }).from(t.comments).where(eq(t.comments.id, commentId))
      if (!comment) throw notFound()
      if (comment.state !== 'unreviewed') throw reviewed()
      const problem = redactionProblem(comment.original, input.redactions)
      if (problem) throw AppError.badRequest(problem)
      const redactions = [...input.redactions].sort((a, b) => a.start - b.start)
      await comments.publishComment(commentId, { redactedComment: publicCopy(comment.original, redactions), redactions, by }, now)
    },

    /**
     * Rejects a comment: it never shows publicly, nor in counts or feeds. Unless it is rejected as
     * a threat, its author (when they gave an e-mail address) gets a link to edit and resubmit it:
     * the mail is answered for the caller to send once the rejection is saved.
     */
    async reject(commentId: string, input: RejectCommentBody, by: StaffActor, now: Date): Promise<CommentRejection | null> {
      return db.transaction(async (tx) => {
        const comment = await lockUnreviewed(tx, commentId)
        const note = input.note || null
        if (input.reason === 'other' && !note) throw AppError.badRequest('Say why the comment is rejected.')
        const reason = input.reason
        const expiresAt = new Date(now.getTime() + RESUBMIT_LINK_DAYS * 86_400_000)
        const token = comment.email && mayResubmitAfter(reason) ? signedToken(links.secret, 'comment-resubmit', `${commentId}:${expiresAt.getTime()}`) : null
        await tx
          .update(t.comments)
          .set({
            state: 'rejected',
            rejectionReason: reason,
            rejectionNote: note,
            needsFurtherReview: false,
            resubmitTokenHash: token ? tokenHash(token) : null,
            resubmitTokenExpiresAt: token ? expiresAt : null,
            revision: sql`${t.comments.revision} + 1`,
            updatedAt: now,
          })
          .where(eq(t.comments.id, commentId))
        await auditChange(tx, by, {
          action: 'reject-comment',
          entity: 'comment',
          entityId: commentId,
          projectId: comment.projectId,
          before: { state: comment.state, rejectionReason: comment.rejectionReason, rejectionNote: comment.rejectionNote, needsFurtherReview: comment.needsFurtherReview },
          after: { state: 'rejected', rejectionReason: reason, rejectionNote: note, needsFurtherReview: false },
          extra: { resubmitLinkSent: token !== null },
        })
        if (!token || !comment.email || !mayResubmitAfter(reason)) return null
        const [project] = await tx.select({ projectNumber: t.projects.projectNumber, title: t.projects.title }).from(t.projects).where(eq(t.projects.id, comment.projectId))
        return {
          to: comment.email,
          firstName: comment.firstName,
          language: comment.language,
          commentNumber: fullDocumentNumber(project?.projectNumber ?? null, comment.documentNumber) ?? '',
          projectTitle: project?.title ?? '',
          reason,
          note,
          link: `${links.publicBaseUrl}/comments/resubmit/${token}`,
          expiresAt,
        }
      })
    },

    /** Marks a comment for further review: it stays in the queue, marked. */
    async markForFurtherReview(commentId: string, by: StaffActor, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const comment = await lockUnreviewed(tx, commentId)
        if (comment.needsFurtherReview) return
        await tx.update(t.comments).set({ needsFurtherReview: true, updatedAt: now }).where(eq(t.comments.id, commentId))
        await auditChange(tx, by, {
          action: 'mark-comment-for-further-review',
          entity: 'comment',
          entityId: commentId,
          projectId: comment.projectId,
          before: { needsFurtherReview: false },
          after: { needsFurtherReview: true },
        })
      })
    },
  }
}
