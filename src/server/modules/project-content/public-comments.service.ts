// A project's public Comments tab: the comments published, their files as the reader may see
// them, and how many were withheld for each reason. Apart from participation.service.ts (the
// other public tabs) so that each tab's reading stands by itself.
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import { canSeeDocument, fullDocumentNumber } from '../../../shared/domain/document-visibility.ts'
import { inDocumentNumberOrder } from './document-numbers.ts'
import type { Viewer } from '../../../shared/domain/document-visibility.ts'
import { formatDate } from '../../../shared/domain/dates.ts'
import { publishedParts, withheldByReason } from '../../../shared/domain/comment-review.ts'

type ProjectRef = { id: string; projectNumber: string | null }

export function publicCommentsService(db: Database) {
  async function commentDocuments(project: ProjectRef, viewer: Viewer, commentIds: string[]) {
    if (commentIds.length === 0) return []
    return db
      .select()
      .from(t.documents)
      .where(and(eq(t.documents.projectId, project.id), inArray(t.documents.commentId, commentIds), isNull(t.documents.removedAt)))
      .orderBy(...inDocumentNumberOrder(t.documents.documentNumber))
      .then((rows) =>
        rows
          .filter((d) => canSeeDocument(d.state, viewer))
          .map((d) => ({
            commentId: d.commentId!,
            documentId: d.id,
            documentNumber: fullDocumentNumber(project.projectNumber, d.documentNumber),
            description: d.description,
            fileName: d.fileName,
            redactedUploadId: d.redactedUploadId ?? d.unredactedUploadId,
          })),
      )
  }

  return {
    async comments(project: ProjectRef, viewer: Viewer) {
      const rows = await db
        .select()
        .from(t.comments)
        .where(and(eq(t.comments.projectId, project.id), eq(t.comments.state, 'public')))
        .orderBy(desc(t.comments.submittedAt))
      const attachments = await commentDocuments(
        project,
        viewer,
        rows.map((c) => c.id),
      )
      return rows.map((c) => ({
        commentId: c.id,
        anonymous: c.anonymousComment,
        firstName: c.anonymousComment ? '' : c.firstName,
        lastName: c.anonymousComment ? '' : c.lastName,
        postingAs: c.anonymousComment ? null : c.postingAs,
        redactedComment: c.redactedComment ?? '',
        redactedCommentParts: publishedParts({ original: c.comment, redactions: c.redactions, redactedComment: c.redactedComment }),
        documentNumber: c.documentNumber,
        // When it arrived: the next business day it counts as received from only starts the office's review clock.
        receivedDate: c.submittedAt.toISOString(),
        submittedDate: c.submittedAt.toISOString(),
        receivedDateFormatted: formatDate(c.submittedAt),
        submittedDateFormatted: formatDate(c.submittedAt),
        stageUploaded: c.stageUploaded,
        documents: attachments.filter((d) => d.commentId === c.id).map(({ commentId: _, ...d }) => d),
      }))
    },

    /** Rejected comments, by reason; a rejected version its author resubmitted counts no more (the new one is reviewed instead). */
    async withheldComments(project: ProjectRef) {
      const resubmitted = alias(t.comments, 'resubmitted')
      const rows = await db
        .select({ reason: t.comments.rejectionReason, count: sql<number>`count(*)::int` })
        .from(t.comments)
        .leftJoin(resubmitted, eq(resubmitted.previousCommentId, t.comments.id))
        .where(and(eq(t.comments.projectId, project.id), eq(t.comments.state, 'rejected'), isNull(resubmitted.id)))
        .groupBy(t.comments.rejectionReason)
      return withheldByReason(rows.flatMap((r) => (r.reason ? [{ reason: r.reason, count: Number(r.count) }] : [])))
    },

    async commentDocuments(project: ProjectRef, viewer: Viewer, commentId: string) {
      const [comment] = await db
        .select({ id: t.comments.id })
        .from(t.comments)
        .where(and(eq(t.comments.id, commentId), eq(t.comments.projectId, project.id), eq(t.comments.state, 'public')))
      if (!comment) return null
      return (await commentDocuments(project, viewer, [commentId])).map(({ commentId: _, ...d }) => d)
    },
  }
}
