// A rejected comment's author edits and resubmits it through the link they were mailed (issue 18),
// with no login: the signed token finds the rejection it was made for, works once and until it
// expires, and the resubmitted text is a new comment waiting for review that names the rejected
// version, which is kept as it was.
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import { AppError } from '../../http/app-error.ts'
import { audit } from '../../lib/audit.ts'
import { tokenHash } from '../../lib/signed-tokens.ts'
import type { CommentReceipt } from '../../mail/comment-mails.ts'
import { nextDocumentNumber } from '../project-content/document-numbers.ts'
import { receivedAt } from '../../../shared/domain/business-days.ts'
import { fullDocumentNumber } from '../../../shared/domain/document-visibility.ts'
import type { ResubmissionView, ResubmitBody } from '../../../shared/schemas/comment-resubmission.ts'

const unknownLink = () => AppError.notFound('This link is not one the registry sent, or the comment was already resubmitted with it.')
const expired = () => new AppError(410, 'link-expired', 'This link has expired: a rejected comment may be resubmitted for 30 days.')

type Reader = Pick<Database, 'select'>

export function commentResubmissionService(db: Database, publicBaseUrl: string) {
  async function find(tx: Reader, token: string, now: Date, lock = false) {
    const query = tx
      .select({ comment: t.comments, projectNumber: t.projects.projectNumber, projectTitle: t.projects.title, stageId: t.projects.stageId })
      .from(t.comments)
      .innerJoin(t.projects, eq(t.projects.id, t.comments.projectId))
      .where(eq(t.comments.resubmitTokenHash, tokenHash(token)))
    const [row] = lock ? await query.for('update', { of: t.comments }) : await query
    if (!row || row.comment.state !== 'rejected' || !row.comment.rejectionReason) throw unknownLink()
    if (!row.comment.resubmitTokenExpiresAt || row.comment.resubmitTokenExpiresAt <= now) throw expired()
    return row
  }

  return {
    async describe(token: string, now: Date): Promise<ResubmissionView> {
      const { comment, projectNumber, projectTitle } = await find(db, token, now)
      return {
        status: 'OK',
        projectId: comment.projectId,
        projectNumber,
        projectTitle,
        comment: comment.comment,
        reason: comment.rejectionReason!,
        note: comment.rejectionNote,
        expiresAt: comment.resubmitTokenExpiresAt!.toISOString(),
      }
    },

    /** Stores the edited text as a new comment waiting for review; the link stops working. */
    async resubmit(token: string, body: ResubmitBody, now: Date): Promise<{ commentNumber: string; receipt: CommentReceipt | null }> {
      return db.transaction(async (tx) => {
        const { comment: old, projectNumber, projectTitle, stageId } = await find(tx, token, now, true)
        const documentNumber = await nextDocumentNumber(tx, old.projectId)
        const [fresh] = await tx
          .insert(t.comments)
          .values({
            projectId: old.projectId,
            userId: old.userId,
            firstName: old.firstName,
            lastName: old.lastName,
            email: old.email,
            phoneNumber: old.phoneNumber,
            companyName: old.companyName,
            postingAs: old.postingAs,
            anonymousComment: old.anonymousComment,
            language: old.language,
            agreeToTerms: old.agreeToTerms,
            agreeToPrivacy: old.agreeToPrivacy,
            comment: body.comment,
            previousCommentId: old.id,
            documentNumber,
            state: 'unreviewed',
            stageUploaded: stageId,
            submittedAt: now,
            receivedAt: receivedAt(now),
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: t.comments.id })
        await tx.update(t.comments).set({ resubmitTokenHash: null, resubmitTokenExpiresAt: null, updatedAt: now }).where(eq(t.comments.id, old.id))
        // Audited on the rejected version too: the rejection is then no longer the last action on it, so no one undoes it.
        await audit(tx, {
          actorUserId: old.userId,
          actor: old.userId ? (old.email ?? '') : 'public',
          action: 'resubmit-comment',
          entity: 'comment',
          entityId: old.id,
          detail: { projectId: old.projectId, resubmittedAs: fresh!.id, documentNumber },
        })
        const commentNumber = fullDocumentNumber(projectNumber, documentNumber) ?? ''
        const receipt = old.email
          ? {
              to: old.email,
              firstName: old.firstName,
              language: old.language,
              commentNumber,
              projectTitle,
              link: `${publicBaseUrl}/projects/${old.projectId}/comments`,
            }
          : null
        return { commentNumber, receipt }
      })
    },
  }
}
