// Comments, information requests, hearings, intervenors, the activity feed and the e-mail
// notifications of a project, as the public tabs read them.
import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import { canSeeDocument, fullDocumentNumber } from '../../../shared/domain/document-visibility.ts'
import { inDocumentNumberOrder } from './document-numbers.ts'
import type { Viewer } from '../../../shared/domain/document-visibility.ts'
import { formatDate, formatDateTime, yukonDay } from '../../../shared/domain/dates.ts'
import { publishedParts } from '../../../shared/domain/comment-review.ts'
import { assessorReviewing, readsAnswers } from '../../../shared/domain/information-responses.ts'
import { UNPUBLISHED } from '../../../shared/domain/information-request-authoring.ts'
import { withheldByReason } from '../../../shared/domain/comment-review.ts'
import type { DocumentsService } from './documents.service.ts'

type ProjectRef = { id: string; projectNumber: string | null }

/** A request the office has not published yet is its own: nobody else reads it (shared/domain/information-request-authoring.ts). */
export const publishedRequest = (table: typeof t.informationRequests | typeof t.simplifiedInformationRequests) => ne(table.status, UNPUBLISHED)

export function participationService(db: Database, documents: DocumentsService) {
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

  async function informationRequests(project: ProjectRef, viewer: Viewer, informationRequestId?: string) {
    const requests = await db
      .select()
      .from(t.informationRequests)
      .where(
        and(
          eq(t.informationRequests.projectId, project.id),
          publishedRequest(t.informationRequests),
          informationRequestId ? eq(t.informationRequests.id, informationRequestId) : undefined,
        ),
      )
      .orderBy(desc(t.informationRequests.number))
    if (requests.length === 0) return []
    const ids = requests.map((r) => r.id)
    const [questions, attached] = await Promise.all([
      db
        .select()
        .from(t.informationRequestQuestions)
        .where(inArray(t.informationRequestQuestions.informationRequestId, ids))
        .orderBy(asc(t.informationRequestQuestions.questionNumber)),
      db
        .select({
          id: t.documents.id,
          requestId: t.documents.informationRequestId,
          question: t.documents.questionNumber,
          role: t.documents.role,
          state: t.documents.state,
        })
        .from(t.documents)
        .where(and(inArray(t.documents.informationRequestId, ids), isNull(t.documents.removedAt))),
    ])
    return requests.map((r) => {
      const showAnswers = readsAnswers(r.status, viewer)
      const docs = (question: number, role: string) =>
        attached
          .filter(
            (d) =>
              d.requestId === r.id &&
              d.question === question &&
              d.role === role &&
              (viewer.privileged || role === 'information-request-question' || showAnswers),
          )
          .map((d) => d.id)
      return {
        informationRequestId: r.id,
        number: r.number,
        status: r.status,
        projectStage: r.projectStage,
        preamble: r.preamble,
        publishedDate: r.publishedAt?.toISOString() ?? null,
        answeredDate: r.answeredAt?.toISOString() ?? null,
        deadline: r.deadline?.toISOString() ?? null,
        deadlineDateFormatted: r.deadline ? formatDateTime(r.deadline) : null,
        documentNumberRequest: fullDocumentNumber(project.projectNumber, r.documentNumberRequest),
        documentNumberResponse: showAnswers ? fullDocumentNumber(project.projectNumber, r.documentNumberResponse) : null,
        assessorReviewing: assessorReviewing(r.status),
        questions: questions
          .filter((q) => q.informationRequestId === r.id)
          .map((q) => ({
            questionNumber: q.questionNumber,
            text: q.text,
            attachments: docs(q.questionNumber, 'information-request-question'),
            answer:
              showAnswers && (q.answerText || docs(q.questionNumber, 'information-request-answer').length)
                ? { text: q.answerText, attachments: docs(q.questionNumber, 'information-request-answer') }
                : null,
          })),
      }
    })
  }

  async function simplifiedRequests(project: ProjectRef, simplifiedId?: string) {
    const rows = await db
      .select()
      .from(t.simplifiedInformationRequests)
      .where(
        and(
          eq(t.simplifiedInformationRequests.projectId, project.id),
          publishedRequest(t.simplifiedInformationRequests),
          simplifiedId ? eq(t.simplifiedInformationRequests.id, simplifiedId) : undefined,
        ),
      )
      .orderBy(desc(t.simplifiedInformationRequests.number))
    return rows.map((r) => ({
      simplifiedInformationRequestId: r.id,
      number: r.number,
      status: r.status,
      projectStage: r.projectStage,
      publishedDate: r.publishedAt?.toISOString() ?? null,
      deadline: r.deadline?.toISOString() ?? null,
      deadlineDateFormatted: r.deadline ? formatDateTime(r.deadline) : null,
    }))
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

    informationRequests,

    async informationRequestDocuments(project: ProjectRef, viewer: Viewer, informationRequestId: string) {
      const [request] = await informationRequests(project, viewer, informationRequestId)
      if (!request) return null
      const ids = request.questions.flatMap((q) => [...q.attachments, ...(q.answer?.attachments ?? [])])
      const items = ids.length ? await documents.list(project, viewer, inArray(t.documents.id, ids)) : []
      return Object.fromEntries(items.map((d) => [d.documentId, d]))
    },

    simplifiedRequests,

    async simplifiedDocuments(project: ProjectRef, viewer: Viewer, simplifiedId: string) {
      const [request] = await simplifiedRequests(project, simplifiedId)
      if (!request) return null
      const all = await documents.list(project, viewer, eq(t.documents.simplifiedInformationRequestId, simplifiedId))
      const roleOf = new Map(
        (
          await db.select({ id: t.documents.id, role: t.documents.role }).from(t.documents).where(eq(t.documents.simplifiedInformationRequestId, simplifiedId))
        ).map((d) => [d.id, d.role]),
      )
      const showResponses = readsAnswers(request.status, viewer)
      return {
        questions: all.filter((d) => roleOf.get(d.documentId) === 'simplified-question'),
        replaced: all.filter((d) => roleOf.get(d.documentId) === 'simplified-replaced'),
        responses: showResponses ? all.filter((d) => roleOf.get(d.documentId) === 'simplified-response') : [],
      }
    },

    async hearings(project: ProjectRef, now: Date, hearingId?: string) {
      const today = yukonDay(now)
      const rows = await db
        .select()
        .from(t.hearings)
        .where(and(eq(t.hearings.projectId, project.id), hearingId ? eq(t.hearings.id, hearingId) : undefined))
        .orderBy(asc(t.hearings.startDate))
      return rows.map((h) => ({
        hearingId: h.id,
        title: h.title,
        startDate: h.startDate?.toISOString() ?? null,
        endDate: h.endDate?.toISOString() ?? null,
        time: h.time,
        location: h.location,
        description: h.description,
        // Upcoming: no start date yet, or starting today or later (Yukon dates).
        upcoming: h.startDate === null || yukonDay(h.startDate) >= today,
      }))
    },

    hearingDocuments: (project: ProjectRef, viewer: Viewer, hearingId: string) => documents.list(project, viewer, eq(t.documents.hearingId, hearingId)),

    async intervenors(project: ProjectRef, viewer: Viewer) {
      const rows = await db
        .select()
        .from(t.intervenors)
        .where(and(eq(t.intervenors.projectId, project.id), eq(t.intervenors.status, 'accepted')))
        .orderBy(asc(t.intervenors.displayName))
      const docs = rows.length
        ? await documents.list(
            project,
            viewer,
            inArray(
              t.documents.intervenorId,
              rows.map((r) => r.id),
            ),
          )
        : []
      const owner = new Map(
        rows.length
          ? (
              await db
                .select({ id: t.documents.id, intervenorId: t.documents.intervenorId })
                .from(t.documents)
                .where(
                  inArray(
                    t.documents.intervenorId,
                    rows.map((r) => r.id),
                  ),
                )
            ).map((d) => [d.id, d.intervenorId])
          : [],
      )
      return rows.map((i) => ({ intervenorId: i.id, displayName: i.displayName, documents: docs.filter((d) => owner.get(d.documentId) === i.id) }))
    },

    async intervenorDocuments(project: ProjectRef, viewer: Viewer, intervenorId: string) {
      const [row] = await db
        .select({ id: t.intervenors.id })
        .from(t.intervenors)
        .where(and(eq(t.intervenors.id, intervenorId), eq(t.intervenors.projectId, project.id), eq(t.intervenors.status, 'accepted')))
      if (!row) return null
      return documents.list(project, viewer, eq(t.documents.intervenorId, intervenorId))
    },

    async activityFeed(project: ProjectRef, viewer: Viewer) {
      const rows = await db
        .select()
        .from(t.activityItems)
        .where(eq(t.activityItems.projectId, project.id))
        .orderBy(desc(t.activityItems.activityDate), desc(t.activityItems.secondarySort))
      const ids = [...new Set(rows.flatMap((r) => r.documentIds))]
      const docs = ids.length ? await documents.list(project, viewer, inArray(t.documents.id, ids)) : []
      return rows.map((r) => ({
        activityId: r.id,
        activityDate: r.activityDate.toISOString(),
        secondarySort: r.secondarySort,
        stageGrouping: r.stageGrouping,
        activityRangeStartDate: r.rangeStartDate?.toISOString() ?? null,
        activityRangeStartDateFormatted: r.rangeStartDate ? formatDate(r.rangeStartDate) : null,
        activityDateFormatted: formatDate(r.activityDate),
        messageParts: r.messageParts,
        moreMessage: r.moreMessage,
        event: r.event,
        documents: docs.filter((d) => r.documentIds.includes(d.documentId)),
      }))
    },

    async emails(project: ProjectRef & { showEmailsTab: boolean }) {
      if (!project.showEmailsTab) return []
      const rows = await db
        .select({ message: t.emailMessages, recipient: t.emailMessageRecipients })
        .from(t.emailMessages)
        .innerJoin(t.emailMessageRecipients, eq(t.emailMessageRecipients.emailMessageId, t.emailMessages.id))
        .where(eq(t.emailMessages.projectId, project.id))
        .orderBy(desc(t.emailMessages.sentAt), asc(t.emailMessages.emailTypeId), asc(t.emailMessageRecipients.recipientTypeId))
      const groups: {
        emailDate: string
        emailTypeGroups: {
          emailTypeId: number
          emailRecipientGroups: {
            emailRecipientId: number
            emails: {
              emailMessageId: string
              emailRecipientType: number
              organizationId: string | null
              stageUploaded: string | null
              subject: string
              subjectFr: string | null
            }[]
          }[]
        }[]
      }[] = []
      for (const { message, recipient } of rows) {
        const emailDate = yukonDay(message.sentAt)
        let day = groups.find((g) => g.emailDate === emailDate)
        if (!day) groups.push((day = { emailDate, emailTypeGroups: [] }))
        let type = day.emailTypeGroups.find((g) => g.emailTypeId === message.emailTypeId)
        if (!type) day.emailTypeGroups.push((type = { emailTypeId: message.emailTypeId, emailRecipientGroups: [] }))
        let recipients = type.emailRecipientGroups.find((g) => g.emailRecipientId === recipient.recipientTypeId)
        if (!recipients) type.emailRecipientGroups.push((recipients = { emailRecipientId: recipient.recipientTypeId, emails: [] }))
        if (!recipients.emails.some((e) => e.emailMessageId === message.id && e.organizationId === recipient.organizationId))
          recipients.emails.push({
            emailMessageId: message.id,
            emailRecipientType: recipient.recipientTypeId,
            organizationId: recipient.organizationId,
            stageUploaded: message.stageUploaded,
            subject: message.subject,
            subjectFr: message.subjectFr,
          })
      }
      return groups
    },

    async email(project: ProjectRef & { showEmailsTab: boolean }, emailId: string) {
      if (!project.showEmailsTab) return null
      const [row] = await db
        .select()
        .from(t.emailMessages)
        .where(and(eq(t.emailMessages.id, emailId), eq(t.emailMessages.projectId, project.id)))
      if (!row) return null
      const [organization] = await db
        .select({ name: t.organizations.publicDisplayName })
        .from(t.emailMessageRecipients)
        .innerJoin(t.organizations, eq(t.organizations.id, t.emailMessageRecipients.organizationId))
        .where(eq(t.emailMessageRecipients.emailMessageId, emailId))
        .limit(1)
      return {
        emailMessageId: row.id,
        subject: row.subject,
        organizationName: organization?.name ?? null,
        sentDate: row.sentAt.toISOString(),
        sentDateFormatted: formatDateTime(row.sentAt),
        content: row.content,
        stageUploaded: row.stageUploaded,
        subjectFr: row.subjectFr,
        contentFr: row.contentFr,
      }
    },
  }
}
