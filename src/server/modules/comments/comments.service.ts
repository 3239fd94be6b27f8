// Comments as people send them (spec public-registry §3 "Comment submission", §4 "Comments", §5,
// §7 "Writes", §9) and their publication by the assessment office.
//
// A comment is kept as sent (the original text is never changed) and waits, Unreviewed, for staff
// to publish it with its redacted text; until then nothing public shows or counts it. Its files
// follow the submission, each with the upload token the submission answered: only whoever sent
// the comment holds it, only a hash of it is kept, and it admits the files announced, for a while.
import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto'
import { and, count, eq, gte, isNull, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import type { FileStore } from '../../files/file-store.ts'
import { checkFileBytes, checkFileSize, fileKindOf } from '../../files/incoming-files.ts'
import { storeUnreviewedDocument } from '../../files/unreviewed-documents.ts'
import { AppError } from '../../http/app-error.ts'
import { audit, auditChange } from '../../lib/audit.ts'
import type { StaffActor } from '../../lib/audit.ts'
import type { Language } from '../../mail/account-mails.ts'
import type { CommentReceipt } from '../../mail/comment-mails.ts'
import type { SessionUser } from '../auth/session-tokens.ts'
import type { PartialFiles } from '../proposal-documents/partial-files.ts'
import { addActivity } from '../project-content/activity-log.ts'
import { nextDocumentNumber } from '../project-content/document-numbers.ts'
import { projectAccess } from '../projects/project-access.ts'
import { visible as projectVisible } from '../projects/projects.service.ts'
import { receivedAt } from '../../../shared/domain/business-days.ts'
import { mayCommentNow } from '../../../shared/domain/can-comment.ts'
import { commentFlagsAt } from '../../../shared/domain/comment-period.ts'
import type { Redaction } from '../../../shared/domain/comment-review.ts'
import { COMMENT_ATTACHMENT_SLOT } from '../../../shared/domain/document-files.ts'
import { fullDocumentNumber } from '../../../shared/domain/document-visibility.ts'
import { findStage, PROJECT_TYPE } from '../../../shared/domain/stages.ts'
import { COMMENT_LIMITS, commentFieldIssues } from '../../../shared/schemas/comment-submission.ts'
import type { CommentSubmissionBody } from '../../../shared/schemas/comment-submission.ts'

export const COMMENTS_CLOSED = 'Comments are not currently allowed on this project.'
/** The same text from the same person within this long is a second click, not a second comment. */
const SAME_COMMENT_MS = 60_000
/** document_types: Comment Attachment. */
const COMMENT_ATTACHMENT_TYPE = 8

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

export interface CommentAnswer {
  status: 'OK'
  commentId: string
  commentNumber: string
  uploadToken: string
}

export interface Submitted {
  answer: CommentAnswer
  /** The receipt to mail after the answer, for a comment stored by this request with an address to mail. */
  receipt: CommentReceipt | null
}

/** Who a comment is from, as it is stored. */
interface Author {
  userId: string | null
  firstName: string
  lastName: string
  email: string | null
  phoneNumber: string | null
  companyName: string | null
  postingAs: string | null
  anonymousComment: boolean
  language: Language
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')
const orNull = (value: string) => value.trim() || null
const projectNotFound = () => AppError.notFound('This project was not found, or you lack sufficient authorization to view it.')

/** The same person, as a comment row names them: the account, or the anonymous visitor's e-mail address or phone number. */
function sameAuthor(author: Pick<Author, 'userId' | 'email' | 'phoneNumber'>): SQL | undefined {
  if (author.userId) return eq(t.comments.userId, author.userId)
  const contact = author.email ? sql`lower(${t.comments.email}) = lower(${author.email})` : author.phoneNumber ? eq(t.comments.phoneNumber, author.phoneNumber) : sql`false`
  return and(isNull(t.comments.userId), contact)
}

export function commentsService(db: Database, files: FileStore, partials: PartialFiles, publicBaseUrl: string) {
  const accessOf = projectAccess(db)

  /** A new upload token for a comment's author, and the columns that keep its hash and expiry. */
  function newToken(now: Date) {
    const uploadToken = randomBytes(32).toString('base64url')
    return { uploadToken, columns: { uploadTokenHash: hashOf(uploadToken), uploadTokenExpiresAt: new Date(now.getTime() + COMMENT_LIMITS.uploadTokenMinutes * 60_000) } }
  }

  const answerOf = (comment: { id: string; documentNumber: string | null }, projectNumber: string | null, uploadToken: string): CommentAnswer => ({
    status: 'OK',
    commentId: comment.id,
    commentNumber: fullDocumentNumber(projectNumber, comment.documentNumber) ?? '',
    uploadToken,
  })

  /** Gives the author of a comment already stored a new upload token; the one before stops working. */
  async function answerAgain(tx: Tx | Database, comment: { id: string; documentNumber: string | null }, projectNumber: string | null, now: Date): Promise<CommentAnswer> {
    const token = newToken(now)
    await tx.update(t.comments).set(token.columns).where(eq(t.comments.id, comment.id))
    return answerOf(comment, projectNumber, token.uploadToken)
  }

  /** The comment this browser already sent under its clientCommentId, answered again with a fresh upload token. */
  async function sentBefore(caller: SessionUser | null, body: CommentSubmissionBody, now: Date): Promise<CommentAnswer | null> {
    const [row] = await db
      .select({ comment: t.comments, projectNumber: t.projects.projectNumber })
      .from(t.comments)
      .innerJoin(t.projects, eq(t.projects.id, t.comments.projectId))
      .where(eq(t.comments.clientCommentId, body.clientCommentId))
    if (!row) return null
    const c = row.comment
    const sameVisitor = c.userId === null && c.email === orNull(body.email) && c.phoneNumber === orNull(body.phoneNumber)
    const same = c.projectId === body.projectId && (caller ? c.userId === caller.userId : sameVisitor)
    if (!same) throw new AppError(409, 'comment-id-taken', 'This comment was already sent by someone else. Write it again to send it.', 'clientCommentId')
    return answerAgain(db, c, row.projectNumber, now)
  }

  /** The signed-in person as the comment names them: their account, posting as one of their organizations or their company. */
  async function accountAuthor(caller: SessionUser, body: CommentSubmissionBody): Promise<Author> {
    const [user] = await db.select().from(t.users).where(eq(t.users.id, caller.userId))
    if (!user) throw new AppError(401, 'session-expired', 'Your session has expired. Please log in again.')
    const organizations = (
      await db
        .select({ name: t.organizations.publicDisplayName })
        .from(t.userOrganizations)
        .innerJoin(t.organizations, eq(t.organizations.id, t.userOrganizations.organizationId))
        .where(eq(t.userOrganizations.userId, user.id))
    ).map((o) => o.name)
    const company = user.company?.trim() || null
    const choices = [...organizations, ...(company ? [company] : [])]
    let postingAs: string | null
    if (body.postingAs) {
      if (!choices.includes(body.postingAs)) throw AppError.badRequest('Invalid parameter postingAs: post as one of your organizations or your company.', 'postingAs')
      postingAs = body.postingAs
    } else if (organizations.length > 1) {
      throw AppError.badRequest('Invalid parameter postingAs: choose which of your organizations you are posting as.', 'postingAs')
    } else {
      postingAs = organizations[0] ?? company
    }
    // Spec §5: "Do not display my name publicly" is offered only to a person with no organization and no company.
    if (body.anonymousComment && choices.length > 0)
      throw AppError.badRequest('Invalid parameter anonymousComment: a comment posted for an organization or a company shows who sent it.', 'anonymousComment')
    return {
      userId: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phoneNumber: user.phone,
      companyName: company,
      postingAs,
      anonymousComment: body.anonymousComment,
      language: user.language,
    }
  }

  function visitorAuthor(body: CommentSubmissionBody): Author {
    const companyName = orNull(body.companyName)
    if (body.anonymousComment && companyName) throw AppError.badRequest('Invalid parameter anonymousComment: a comment posted for a company shows who sent it.', 'anonymousComment')
    return {
      userId: null,
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      email: orNull(body.email),
      phoneNumber: orNull(body.phoneNumber),
      companyName,
      postingAs: companyName,
      anonymousComment: body.anonymousComment,
      language: body.language,
    }
  }

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
    if (comment.uploadTokenHash !== hashOf(token)) throw refuse('This upload token is not the one of this comment.')
    if (!comment.uploadTokenExpiresAt || comment.uploadTokenExpiresAt <= now) throw refuse('The time to attach files to this comment has passed. Send the comment again to attach them.')
    const [attached] = await tx
      .select({ n: count() })
      .from(t.documents)
      .where(and(eq(t.documents.commentId, commentId), isNull(t.documents.removedAt)))
    if ((attached?.n ?? 0) >= comment.attachmentCount) throw refuse(`This comment announced ${comment.attachmentCount} ${comment.attachmentCount === 1 ? 'file' : 'files'}, and all have arrived.`)
    return comment
  }

  return {
    /**
     * Stores a comment, or finds the one it repeats (the same clientCommentId, or the same text
     * from the same person on the project within a minute), and answers with a fresh upload token.
     * limit runs once the comment is known to be acceptable, before it is stored: the rate limits,
     * given the e-mail address the comment comes from.
     */
    async submit(caller: SessionUser | null, body: CommentSubmissionBody, now: Date, limit: (email: string | null) => Promise<void>): Promise<Submitted> {
      const again = await sentBefore(caller, body, now)
      if (again) return { answer: again, receipt: null }
      if (body.fillMilliseconds < COMMENT_LIMITS.minimumFillMilliseconds) {
        throw AppError.badRequest('The form was sent a moment after it opened, faster than a person writes. Please check your comment and send it again.', 'fillMilliseconds')
      }
      const access = await accessOf.of(caller, body.projectId)
      const [project] = await db.select().from(t.projects).where(eq(t.projects.id, body.projectId))
      if (!project || !projectVisible(project, access)) throw projectNotFound()
      // A panel review's form has no text box: its comments are their files.
      const panelReview = project.projectTypeId === PROJECT_TYPE.panelReview
      const issue = commentFieldIssues(body, {
        signedIn: caller !== null,
        panelReview,
      })[0]
      if (issue) throw AppError.badRequest(issue.message, issue.field)
      const author = caller ? await accountAuthor(caller, body) : visitorAuthor(body)
      const facts = {
        projectTypeId: project.projectTypeId,
        stageId: project.stageId,
        ...commentFlagsAt(project, now),
        isParticipant: access.roles.includes('participant'),
        userRoles: [...access.roles.filter((r) => r !== 'lead-assessor'), ...(access.following ? ['follower'] : [])],
      }
      if (!mayCommentNow(facts)) throw new AppError(409, 'comments-closed', COMMENTS_CLOSED)
      await limit(author.email)

      const text = panelReview ? '' : body.comment
      const stored = await db.transaction(async (tx) => {
        // One submission of the project at a time: its number sequence, and a second click seeing the first.
        await tx.select({ id: t.projects.id }).from(t.projects).where(eq(t.projects.id, project.id)).for('update')
        if (text.trim()) {
          const [same] = await tx
            .select()
            .from(t.comments)
            .where(and(eq(t.comments.projectId, project.id), eq(t.comments.comment, text), gte(t.comments.submittedAt, new Date(now.getTime() - SAME_COMMENT_MS)), sameAuthor(author)))
            .limit(1)
          if (same)
            return {
              answer: await answerAgain(tx, same, project.projectNumber, now),
              fresh: false,
            }
        }
        const documentNumber = await nextDocumentNumber(tx, project.id)
        const token = newToken(now)
        const [comment] = await tx
          .insert(t.comments)
          .values({
            projectId: project.id,
            ...author,
            comment: text,
            agreeToTerms: body.agreeToTerms,
            agreeToPrivacy: body.agreeToPrivacy,
            clientCommentId: body.clientCommentId,
            attachmentCount: body.attachmentCount,
            documentNumber,
            ...token.columns,
            state: 'unreviewed',
            stageUploaded: project.stageId,
            submittedAt: now,
            receivedAt: receivedAt(now),
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing({ target: t.comments.clientCommentId })
          .returning({ id: t.comments.id, documentNumber: t.comments.documentNumber })
        // The same clientCommentId arrived at the same moment: the other request stored it.
        if (!comment) return null
        await audit(tx, {
          actorUserId: author.userId,
          actor: author.userId ? (author.email ?? '') : 'public',
          action: 'submit-comment',
          entity: 'comment',
          entityId: comment.id,
          detail: {
            projectId: project.id,
            documentNumber,
            attachmentCount: body.attachmentCount,
            anonymousVisitor: author.userId === null,
          },
        })
        return {
          answer: answerOf(comment, project.projectNumber, token.uploadToken),
          fresh: true,
        }
      })
      if (!stored)
        return {
          answer: (await sentBefore(caller, body, now))!,
          receipt: null,
        }
      const receipt =
        stored.fresh && author.email
          ? {
              to: author.email,
              firstName: author.firstName,
              language: author.language,
              commentNumber: stored.answer.commentNumber,
              projectTitle: project.title,
              link: `${publicBaseUrl}/projects/${project.id}/comments`,
            }
          : null
      return { answer: stored.answer, receipt }
    },

    /**
     * What a script that filled the honeypot field is answered: a comment's answer in every way it
     * can check, with nothing stored (its upload token admits nothing).
     */
    async decoyAnswer(projectId: string): Promise<CommentAnswer> {
      const [project] = await db.select({ projectNumber: t.projects.projectNumber }).from(t.projects).where(eq(t.projects.id, projectId))
      const number = String(randomInt(1, 10_000)).padStart(4, '0')
      return { status: 'OK', commentId: randomUUID(), commentNumber: fullDocumentNumber(project?.projectNumber ?? null, number) ?? number, uploadToken: randomBytes(32).toString('base64url') }
    },

    checkUpload,

    /** Refuses a file a comment does not take, from its name and declared type alone. */
    checkFile(fileName: string, contentType: string): void {
      fileKindOf(COMMENT_ATTACHMENT_SLOT, fileName, contentType)
    },

    /** A comment's file, already on disk at path: it waits for review with its comment. */
    async addAttachment(
      input: {
        projectId: string
        commentId: string
        token: string | undefined
        fileName: string
        contentType: string
        size: number
        path: string
      },
      now: Date,
    ) {
      checkFileSize(input.size)
      await checkUpload(input.projectId, input.commentId, input.token, now)
      const { fileName, kind } = fileKindOf(COMMENT_ATTACHMENT_SLOT, input.fileName, input.contentType)
      await checkFileBytes(kind, fileName, input.path, partials)
      return storeUnreviewedDocument(
        { db, files },
        { path: input.path, fileName, contentType: kind.contentType },
        now,
        async (tx) => {
          await tx.select({ id: t.projects.id }).from(t.projects).where(eq(t.projects.id, input.projectId)).for('update')
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
              receivedAt: comment.receivedAt,
            },
            audit: {
              actorUserId: comment.userId,
              actor: comment.userId ? (comment.email ?? '') : 'public',
              action: 'add-comment-document',
              detail: { projectId: input.projectId, commentId: comment.id },
            },
          }
        },
        async (_tx, stored) => ({ status: 'OK' as const, documentId: stored.documentId, fileName }),
      )
    },

    /** The text as its author sent it, from which the office makes the one the public reads. */
    async originalText(commentId: string): Promise<string> {
      const [comment] = await db.select({ comment: t.comments.comment }).from(t.comments).where(eq(t.comments.id, commentId))
      if (!comment) throw AppError.notFound('This comment was not found.')
      return comment.comment
    },

    /**
     * Publishes a comment with the text the public is to read (the office's review, issue 18): its
     * files become public with it, and the project's activity feed says so once.
     */
    async publishComment(commentId: string, input: { redactedComment: string; redactions?: Redaction[]; by: StaffActor }, now: Date): Promise<void> {
      const redactions = input.redactions ?? []
      await db.transaction(async (tx) => {
        const [comment] = await tx.select().from(t.comments).where(eq(t.comments.id, commentId)).for('update')
        if (!comment) throw AppError.notFound('This comment was not found.')
        // A rejected comment never becomes public (a publish racing a rejection loses).
        if (comment.state === 'rejected') throw new AppError(409, 'not-allowed', 'This comment has already been reviewed.')
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
            redactedComment: input.redactedComment,
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
        let activityItemId: string | null = null
        if (comment.state !== 'public') {
          const [project] = await tx.select({ typeId: t.projects.projectTypeId }).from(t.projects).where(eq(t.projects.id, comment.projectId))
          activityItemId = await addActivity(tx, {
            projectId: comment.projectId,
            at: now,
            stageGrouping: (project && comment.stageUploaded ? findStage(project.typeId, comment.stageUploaded)?.stageGrouping : null) ?? null,
            event: { code: 'comment-published' },
            documentIds: documents.map((d) => d.id),
          })
        }
        await auditChange(tx, input.by, {
          action: 'publish-comment',
          entity: 'comment',
          entityId: commentId,
          projectId: comment.projectId,
          before,
          after: { state: 'public', redactedComment: input.redactedComment, redactions, needsFurtherReview: false, publishedAt: publishedAt.toISOString() },
          extra: { documentIds: documents.map((d) => d.id), activityItemId },
        })
      })
    },
  }
}

export type CommentsService = ReturnType<typeof commentsService>
