// The office's review of comments (issue 18 item 2): the queue of unreviewed comments, oldest
// received first; one comment with its original and files (each may get a redacted version the
// public gets instead); and its review — published with a redacted public copy, rejected with a
// reason, or marked for further review. Every answer locks the comment and checks its state in
// the transaction that writes it, so it is taken once: once reviewed, it is refused with who
// reviewed it and when (decision 0053); and it is audited with the values before and after.
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import type { FileStore } from '../../files/file-store.ts'
import { checkReceivedFile } from '../../files/incoming-files.ts'
import * as t from '../../db/schema/index.ts'
import { AppError } from '../../http/app-error.ts'
import { auditChange } from '../../lib/audit.ts'
import type { StaffActor } from '../../lib/audit.ts'
import { alreadyDecided } from '../../lib/review-decisions.ts'
import { signedToken, tokenHash } from '../../lib/signed-tokens.ts'
import type { CommentRejection } from '../../mail/comment-mails.ts'
import type { CommentsService } from '../comments/comments.service.ts'
import type { PartialFiles } from '../../files/partial-files.ts'
import { COMMENT_ATTACHMENT_SLOT, ATTACHMENT_ZIP_LIMITS } from '../../../shared/domain/document-files.ts'
import { reviewDueAt } from '../../../shared/domain/business-days.ts'
import { mayResubmitAfter, RESUBMIT_LINK_DAYS } from '../../../shared/domain/comment-review.ts'
import { fullDocumentNumber } from '../../../shared/domain/document-visibility.ts'
import type { PublishCommentBody, RejectCommentBody, ReviewComment, ReviewQueueItem } from '../../../shared/schemas/staff-comments.ts'

const notFound = () => AppError.notFound('This comment was not found.')

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

export interface StaffCommentDeps {
  /** Signs the link a rejected comment's author is mailed. */
  secret: Uint8Array
  publicBaseUrl: string
  /** Where redacted versions of a comment's files are kept. */
  files: FileStore
  partials: PartialFiles
}

export function staffCommentsService(db: Database, comments: CommentsService, links: StaffCommentDeps) {
  /** Locks an unreviewed comment for its review; one already reviewed is refused with who reviewed it and when. */
  const lockUnreviewed = async (tx: Pick<Database, 'select'>, commentId: string) => {
    const [comment] = await tx.select().from(t.comments).where(eq(t.comments.id, commentId)).for('update')
    if (!comment) throw notFound()
    if (comment.state !== 'unreviewed') throw await alreadyDecided(tx, 'comment', commentId)
    return comment
  }

  /** One of the comment's files, not removed; locked for its change when asked. */
  const attachmentOf = async (tx: Pick<Database, 'select'>, commentId: string, documentId: string, lock = false) => {
    const query = tx
      .select({ projectId: t.comments.projectId, redactedUploadId: t.documents.redactedUploadId })
      .from(t.documents)
      .innerJoin(t.comments, eq(t.comments.id, t.documents.commentId))
      .where(and(eq(t.documents.id, documentId), eq(t.documents.commentId, commentId), isNull(t.documents.removedAt)))
    const [document] = lock ? await query.for('update', { of: t.documents }) : await query
    if (!document) throw AppError.notFound('This file of the comment was not found.')
    return document
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
        .select({
          ...row,
          state: t.comments.state,
          originalText: t.comments.comment,
          submittedAt: t.comments.submittedAt,
          email: t.comments.email,
          phoneNumber: t.comments.phoneNumber,
          postingAs: t.comments.postingAs,
          anonymousComment: t.comments.anonymousComment,
        })
        .from(t.comments)
        .innerJoin(t.projects, eq(t.projects.id, t.comments.projectId))
        .where(eq(t.comments.id, commentId))
      if (!r) throw notFound()
      const files = await db
        .select({
          documentId: t.documents.id,
          fileName: t.documents.fileName,
          unredactedUploadId: t.documents.unredactedUploadId,
          redactedFileName: t.uploads.fileName,
        })
        .from(t.documents)
        .leftJoin(t.uploads, eq(t.uploads.id, t.documents.redactedUploadId))
        .where(and(eq(t.documents.commentId, commentId), isNull(t.documents.removedAt)))
        .orderBy(asc(t.documents.createdAt))
      const { state, originalText, submittedAt, email, phoneNumber, postingAs, anonymousComment, ...queued } = r
      return {
        ...item(queued),
        state,
        originalText,
        submittedAt: submittedAt.toISOString(),
        writer: { email, phoneNumber, postingAs, anonymousComment },
        attachments: files,
      }
    },

    /** Publishes the public copy made from the original by withholding the given passages. */
    publish(commentId: string, input: PublishCommentBody, by: StaffActor, now: Date): Promise<void> {
      return comments.publishComment(commentId, { redactions: input.redactions, by }, now)
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
          before: {
            state: comment.state,
            rejectionReason: comment.rejectionReason,
            rejectionNote: comment.rejectionNote,
            needsFurtherReview: comment.needsFurtherReview,
          },
          after: { state: 'rejected', rejectionReason: reason, rejectionNote: note, needsFurtherReview: false },
          extra: { resubmitLinkSent: token !== null },
        })
        if (!token || !comment.email || !mayResubmitAfter(reason)) return null
        const [project] = await tx
          .select({ projectNumber: t.projects.projectNumber, title: t.projects.title })
          .from(t.projects)
          .where(eq(t.projects.id, comment.projectId))
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

    /**
     * Keeps a redacted version of one of a comment's files, which the public gets instead of the
     * original (the original stays for staff only). The file is already on disk at `file.path`.
     */
    async redactAttachment(
      commentId: string,
      documentId: string,
      file: { fileName: string; contentType: string; size: number; path: string },
      by: StaffActor,
      now: Date,
    ): Promise<{ status: 'OK'; documentId: string; redactedFileName: string }> {
      await attachmentOf(db, commentId, documentId)
      const { fileName, kind } = await checkReceivedFile(file, COMMENT_ATTACHMENT_SLOT, links.partials, ATTACHMENT_ZIP_LIMITS)
      const stored = await links.files.adopt(file.path)
      try {
        await db.transaction(async (tx) => {
          const document = await attachmentOf(tx, commentId, documentId, true)
          const [upload] = await tx
            .insert(t.uploads)
            .values({ ...stored, fileName, contentType: kind.contentType, uploadedById: by.userId, createdAt: now })
            .returning({ id: t.uploads.id })
          await tx.update(t.documents).set({ redactedUploadId: upload!.id, redactedUploadedAt: now, updatedAt: now }).where(eq(t.documents.id, documentId))
          await auditChange(tx, by, {
            action: 'redact-comment-attachment',
            entity: 'document',
            entityId: documentId,
            projectId: document.projectId,
            before: { redactedUploadId: document.redactedUploadId },
            after: { redactedUploadId: upload!.id },
            extra: { commentId, fileName, size: stored.size, sha256: stored.sha256 },
          })
        })
      } catch (error) {
        await links.files.remove(stored.storageKey)
        throw error
      }
      return { status: 'OK', documentId, redactedFileName: fileName }
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
