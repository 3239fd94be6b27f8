// Comments once sent (their submission is comment-submissions.ts): their files, which only the
// holder of the submission's upload token may add, and their publication by the assessment office.
//
// A comment is kept as sent (the original text is never changed) and waits, Unreviewed, for staff
// to publish it with its redacted text; until then nothing public shows or counts it.
import { randomBytes, randomInt, randomUUID } from 'node:crypto'
import { and, count, eq, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import type { FileStore } from '../../files/file-store.ts'
import { fileKindOf } from '../../files/incoming-files.ts'
import type { ReceivedFile } from '../../files/incoming-files.ts'
import { intakeUnreviewedDocument } from '../../files/unreviewed-documents.ts'
import { AppError } from '../../http/app-error.ts'
import { auditChange } from '../../lib/audit.ts'
import type { StaffActor } from '../../lib/audit.ts'
import { alreadyDecided } from '../../lib/review-decisions.ts'
import { tokenHash } from '../../lib/signed-tokens.ts'
import type { PartialFiles } from '../../files/partial-files.ts'
import { addActivity } from '../project-content/activity-log.ts'
import { recordNotificationEvent } from '../notification-dispatch/notification-events.ts'
import type { CommentAnswer } from './comment-submissions.ts'
import { nextDocumentNumber } from '../project-content/document-numbers.ts'
import { publicCopy, redactionProblem } from '../../../shared/domain/comment-review.ts'
import type { Redaction } from '../../../shared/domain/comment-review.ts'
import { COMMENT_ATTACHMENT_SLOT, ATTACHMENT_ZIP_LIMITS } from '../../../shared/domain/document-files.ts'
import { fullDocumentNumber } from '../../../shared/domain/document-visibility.ts'
import { findStage } from '../../../shared/domain/stages.ts'

/** document_types: Comment Attachment. */
const COMMENT_ATTACHMENT_TYPE = 8

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

export function commentsService(db: Database, files: FileStore, partials: PartialFiles) {
  /**
   * Refuses, before a file is read, an attachment that the token does not admit: a comment that
   * does not exist is a 404; another project's, a token that is not this comment's or has
   * expired, and a file past the count announced are 403.
   */
  async function checkUpload(projectId: string, commentId: string, token: string | undefined, now: Date, tx: Tx | Database = db) {
    const [comment] = await tx.select().from(t.comments).where(eq(t.comments.id, commentId))
    if (!comment) throw AppError.notFound('This comment was not found.')
    const refuse = (message: string) => new AppError(403, 'upload-not-allowed', message)
    if (!token) throw refuse('Send the upload token the comment’s submission answered, in the Upload-Token header.')
    if (comment.projectId !== projectId) throw refuse('This comment belongs to another project.')
    if (comment.uploadTokenHash !== tokenHash(token)) throw refuse('This upload token is not the one of this comment.')
    if (!comment.uploadTokenExpiresAt || comment.uploadTokenExpiresAt <= now)
      throw refuse('The time to attach files to this comment has passed. Send the comment again to attach them.')
    const [attached] = await tx
      .select({ n: count() })
      .from(t.documents)
      .where(and(eq(t.documents.commentId, commentId), isNull(t.documents.removedAt)))
    if ((attached?.n ?? 0) >= comment.attachmentCount)
      throw refuse(`This comment announced ${comment.attachmentCount} ${comment.attachmentCount === 1 ? 'file' : 'files'}, and all have arrived.`)
    return comment
  }

  return {
    /**
     * What a script that filled the honeypot field is answered: a comment's answer in every way it
     * can check, with nothing stored (its upload token admits nothing).
     */
    async decoyAnswer(projectId: string): Promise<CommentAnswer> {
      const [project] = await db.select({ projectNumber: t.projects.projectNumber }).from(t.projects).where(eq(t.projects.id, projectId))
      const number = String(randomInt(1, 10_000)).padStart(4, '0')
      return {
        status: 'OK',
        commentId: randomUUID(),
        commentNumber: fullDocumentNumber(project?.projectNumber ?? null, number) ?? number,
        uploadToken: randomBytes(32).toString('base64url'),
      }
    },

    checkUpload,

    /** Refuses a file a comment does not take, from its name and declared type alone. */
    checkFile(fileName: string, contentType: string): void {
      fileKindOf(COMMENT_ATTACHMENT_SLOT, fileName, contentType)
    },

    /** A comment's file, already on disk at path: it waits for review with its comment. */
    async addAttachment(
      input: ReceivedFile & {
        projectId: string
        commentId: string
        token: string | undefined
      },
      now: Date,
    ) {
      await checkUpload(input.projectId, input.commentId, input.token, now)
      return intakeUnreviewedDocument(
        { db, files, partials },
        { slot: COMMENT_ATTACHMENT_SLOT, zipLimits: ATTACHMENT_ZIP_LIMITS },
        input,
        now,
        async (tx) => {
          await tx.select({ id: t.projects.id }).from(t.projects).where(eq(t.projects.id, input.projectId)).for('no key update')
          // Checked again under the lock: two files sent at once cannot pass the count together.
          const comment = await checkUpload(input.projectId, input.commentId, input.token, now, tx)
          return {
            uploadedById: comment.userId,
            document: {
              projectId: input.projectId,
              role: 'comment',
              commentId: comment.id,
              documentTypeId: COMMENT_ATTACHMENT_TYPE,
              documentNumber: await nextDocumentNumber(tx, input.projectId),
              stageUploaded: comment.stageUploaded,
              receivedAt: comment.submittedAt,
            },
            audit: {
              actorUserId: comment.userId,
              actor: comment.userId ? (comment.email ?? '') : 'public',
              action: 'add-comment-document',
              detail: { projectId: input.projectId, commentId: comment.id },
            },
          }
        },
        async (_tx, stored) => ({ status: 'OK' as const, documentId: stored.documentId, fileName: stored.fileName }),
      )
    },

    /**
     * Publishes an unreviewed comment (the office's review, issue 18), once (decision 0053): the
     * public reads the original with the given passages withheld, or the given text; its files
     * become public with it, and the project's activity feed says so. A comment already reviewed
     * is refused with who reviewed it and when.
     */
    async publishComment(commentId: string, input: { redactions?: Redaction[]; redactedComment?: string; by: StaffActor }, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const [comment] = await tx.select().from(t.comments).where(eq(t.comments.id, commentId)).for('update')
        if (!comment) throw AppError.notFound('This comment was not found.')
        if (comment.state !== 'unreviewed') throw await alreadyDecided(tx, 'comment', commentId)
        const redactions = [...(input.redactions ?? [])].sort((a, b) => a.start - b.start)
        const problem = redactionProblem(comment.comment, redactions)
        if (problem) throw AppError.badRequest(problem)
        const redactedComment = input.redactedComment ?? publicCopy(comment.comment, redactions)
        const before = {
          state: comment.state,
          redactedComment: comment.redactedComment,
          redactions: comment.redactions,
          needsFurtherReview: comment.needsFurtherReview,
          publishedAt: comment.publishedAt?.toISOString() ?? null,
        }
        const publishedAt = comment.publishedAt ?? now
        await tx
          .update(t.comments)
          .set({
            state: 'public',
            redactedComment,
            redactions,
            needsFurtherReview: false,
            publishedAt,
            revision: sql`${t.comments.revision} + 1`,
            updatedAt: now,
          })
          .where(eq(t.comments.id, commentId))
        const documents = await tx
          .update(t.documents)
          .set({ state: 'public', updatedAt: now })
          .where(and(eq(t.documents.commentId, commentId), eq(t.documents.state, 'unreviewed'), isNull(t.documents.removedAt)))
          .returning({ id: t.documents.id })
        const [project] = await tx
          .select({ typeId: t.projects.projectTypeId, number: t.projects.projectNumber })
          .from(t.projects)
          .where(eq(t.projects.id, comment.projectId))
        // Its writer is told it is public (by WHO_IS_TOLD), at the address the comment gave when they have no account.
        await recordNotificationEvent(tx, {
          projectId: comment.projectId,
          kind: 'comment-published',
          actorUserId: input.by.userId,
          details: { commentId, name: fullDocumentNumber(project?.number ?? null, comment.documentNumber), path: `/projects/${comment.projectId}/comments` },
        })
        const activityItemId = await addActivity(tx, {
          projectId: comment.projectId,
          at: now,
          stageGrouping: (project && comment.stageUploaded ? findStage(project.typeId, comment.stageUploaded)?.stageGrouping : null) ?? null,
          event: { code: 'comment-published' },
          documentIds: documents.map((d) => d.id),
        })
        await auditChange(tx, input.by, {
          action: 'publish-comment',
          entity: 'comment',
          entityId: commentId,
          projectId: comment.projectId,
          before,
          after: { state: 'public', redactedComment, redactions, needsFurtherReview: false, publishedAt: publishedAt.toISOString() },
          extra: { documentIds: documents.map((d) => d.id), activityItemId },
        })
      })
    },
  }
}

export type CommentsService = ReturnType<typeof commentsService>
