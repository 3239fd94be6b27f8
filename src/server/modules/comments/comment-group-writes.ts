// The reads and writes of one group of comment submissions (decision 0041), in its transaction:
// its projects locked with their next numbers, the comments it may repeat read in one look, the
// rows of its new comments, and one statement that stores them with their audit entries and
// receipts. Which submissions get this far is comment-submissions.ts's business.
import { randomBytes, randomUUID } from 'node:crypto'
import { and, eq, gte, inArray, or, sql } from 'drizzle-orm'
import { queryRows } from '../../db/client.ts'
import type { Database } from '../../db/client.ts'
import { jsonRows } from '../../db/json-rows.ts'
import * as t from '../../db/schema/index.ts'
import { AppError } from '../../http/app-error.ts'
import { auditRows } from '../../lib/audit.ts'
import type { AuditEntry } from '../../lib/audit.ts'
import type { GroupOutcome } from '../../lib/group-commit.ts'
import { tokenHash } from '../../lib/signed-tokens.ts'
import { commentReceiptMail } from '../../mail/comment-mails.ts'
import type { CommentReceipt } from '../../mail/comment-mails.ts'
import type { Mailer, OutgoingMail } from '../../mail/mailer.ts'
import type { SessionUser } from '../auth/session-tokens.ts'
import type { ProjectAccess } from '../projects/project-access.ts'
import { receivedAt } from '../../../shared/domain/business-days.ts'
import { fullDocumentNumber } from '../../../shared/domain/document-visibility.ts'
import { documentNumberText } from '../../../shared/domain/document-numbers.ts'
import { PROJECT_TYPE } from '../../../shared/domain/stages.ts'
import { COMMENT_LIMITS } from '../../../shared/schemas/comment-submission.ts'
import type { CommentSubmissionBody } from '../../../shared/schemas/comment-submission.ts'
import { orNull, sameAuthor } from './comment-authors.ts'
import type { Author } from './comment-authors.ts'

/** The same text from the same person within this long is a second click, not a second comment. */
const SAME_COMMENT_MS = 60_000

export interface CommentAnswer {
  status: 'OK'
  commentId: string
  commentNumber: string
  uploadToken: string
}

/** A submission waiting for its group, with what was read of its caller before it waited. */
export interface Submission {
  caller: SessionUser | null
  body: CommentSubmissionBody
  now: Date
  /** The client address the per-client limit counts. */
  address: string
  access: ProjectAccess
  /** Its author, or why the account cannot send it (answered in its turn, after the checks before it). */
  author: Author | AppError
}

/** Each submission's outcome, by its place in the group; undefined while it is still to be decided. */
export type Outcomes = (GroupOutcome<CommentAnswer> | undefined)[]

/** A comment already stored that a submission of the group repeats. */
interface Earlier {
  id: string
  projectId: string
  userId: string | null
  email: string | null
  phoneNumber: string | null
  comment: string
  submittedAt: Date
  documentNumber: string | null
}

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/** What a submission is checked against and answered with: not the project's texts, read for every group. */
const projectColumns = {
  id: t.projects.id,
  projectNumber: t.projects.projectNumber,
  projectTypeId: t.projects.projectTypeId,
  stageId: t.projects.stageId,
  title: t.projects.title,
  openForComments: t.projects.openForComments,
  openForParticipantComments: t.projects.openForParticipantComments,
  commentPeriodStartsAt: t.projects.commentPeriodStartsAt,
  commentPeriodEndsAt: t.projects.commentPeriodEndsAt,
}
export type Project = { [K in keyof typeof projectColumns]: (typeof t.projects.$inferSelect)[K] }
type NewComment = typeof t.comments.$inferInsert
type TokenColumns = ReturnType<typeof newToken>['columns']

/** A receipt that names its comment, for its outbox row to be kept only with the comment's. */
const withComment = (mail: OutgoingMail, commentId: string): OutgoingMail => ({ ...mail, meta: { ...mail.meta, commentId } })

/** A new upload token for a comment's author, and the columns that keep its hash and expiry. */
function newToken(now: Date) {
  const uploadToken = randomBytes(32).toString('base64url')
  return {
    uploadToken,
    columns: { uploadTokenHash: tokenHash(uploadToken), uploadTokenExpiresAt: new Date(now.getTime() + COMMENT_LIMITS.uploadTokenMinutes * 60_000) },
  }
}

/**
 * Locks the group's projects, one submission of a project at a time across servers: its number
 * sequence, and a second click seeing the first. The next number in the same statement: the
 * function takes the row's lock itself before it reads the largest (migration 0027).
 */
export async function lockProjects(tx: Tx, group: Submission[]): Promise<{ projects: Map<string, Project>; numbers: Map<string, number> }> {
  const locked = await tx
    .select({ ...projectColumns, nextNumber: sql<number>`registry_next_document_number(${t.projects.id})` })
    .from(t.projects)
    .where(inArray(t.projects.id, [...new Set(group.map((s) => s.body.projectId))]))
    .orderBy(t.projects.id)
    .for('no key update')
  return { projects: new Map(locked.map(({ nextNumber: _, ...p }) => [p.id, p])), numbers: new Map(locked.map((p) => [p.id, p.nextNumber])) }
}

/**
 * One look at the comments the group may repeat: sent before under a clientCommentId, or the same
 * text on one of its projects within the last minute (matched by newComments, person by person).
 */
export async function knownComments(tx: Tx, group: Submission[], projectIds: string[]) {
  const texts = [...new Set(group.map((s) => s.body.comment).filter((text) => text.trim()))]
  const known = await tx
    .select({
      comment: {
        id: t.comments.id,
        projectId: t.comments.projectId,
        userId: t.comments.userId,
        email: t.comments.email,
        phoneNumber: t.comments.phoneNumber,
        comment: t.comments.comment,
        submittedAt: t.comments.submittedAt,
        documentNumber: t.comments.documentNumber,
        clientCommentId: t.comments.clientCommentId,
      },
      projectNumber: t.projects.projectNumber,
    })
    .from(t.comments)
    .innerJoin(t.projects, eq(t.projects.id, t.comments.projectId))
    .where(
      or(
        inArray(t.comments.clientCommentId, [...new Set(group.map((s) => s.body.clientCommentId))]),
        texts.length === 0
          ? undefined
          : and(
              inArray(t.comments.projectId, projectIds),
              inArray(t.comments.comment, texts),
              gte(t.comments.submittedAt, new Date(Math.min(...group.map((s) => s.now.getTime())) - SAME_COMMENT_MS)),
            ),
      ),
    )
  return { sentBefore: new Map(known.map((row) => [row.comment.clientCommentId, row])), earlier: known.map((row): Earlier => row.comment) }
}

/**
 * Answers the submissions sent before under their clientCommentId again, with a fresh token,
 * whatever else holds now; answers the comments stored before that get a new token, the newest
 * given last.
 */
export function answerResends(
  group: Submission[],
  sentBefore: Awaited<ReturnType<typeof knownComments>>['sentBefore'],
  outcomes: Outcomes,
): Map<string, TokenColumns> {
  const firstOf = new Map<string, Submission>()
  const answeredAgain = new Map<string, TokenColumns>()
  group.forEach((s, i) => {
    // The same comment twice in one group: the second is answered once the first is stored.
    if (firstOf.has(s.body.clientCommentId)) return (outcomes[i] = { again: true })
    firstOf.set(s.body.clientCommentId, s)
    const row = sentBefore.get(s.body.clientCommentId)
    if (!row) return
    const c = row.comment
    const sameVisitor = c.userId === null && c.email === orNull(s.body.email) && c.phoneNumber === orNull(s.body.phoneNumber)
    const same = c.projectId === s.body.projectId && (s.caller ? c.userId === s.caller.userId : sameVisitor)
    if (!same)
      return (outcomes[i] = {
        error: new AppError(409, 'comment-id-taken', 'This comment was already sent by someone else. Write it again to send it.', 'clientCommentId'),
      })
    const token = newToken(s.now)
    answeredAgain.set(c.id, token.columns)
    outcomes[i] = {
      value: { status: 'OK', commentId: c.id, commentNumber: fullDocumentNumber(row.projectNumber, c.documentNumber) ?? '', uploadToken: token.uploadToken },
    }
  })
  return answeredAgain
}

/** The new comments of a group, their audit entries and receipts, and which of them each submission is answered with. */
export interface NewComments {
  rows: (NewComment & { id: string })[]
  /** Which of rows each new comment's submissions are answered with: the first, and the second clicks after it in the group. */
  answered: { i: number; row: number; uploadToken: string }[]
  entries: AuditEntry[]
  /** The receipts of the new comments, by comment id: mailed for those stored. */
  receipts: Map<string, CommentReceipt>
}

/**
 * Makes the rows of the admitted submissions, numbered in their projects' sequences; a
 * submission that repeats a comment (stored a minute ago, or earlier in the group) is answered
 * with that comment and a fresh token instead.
 */
export function newComments(
  counted: { i: number; s: Submission; author: Author; project: Project }[],
  seen: { earlier: Earlier[]; numbers: Map<string, number>; answeredAgain: Map<string, TokenColumns>; outcomes: Outcomes },
  publicBaseUrl: string,
): NewComments {
  const made: NewComments = { rows: [], answered: [], entries: [], receipts: new Map() }
  const { rows } = made
  for (const { i, s, author, project } of counted) {
    const text = project.projectTypeId === PROJECT_TYPE.panelReview ? '' : s.body.comment
    const token = newToken(s.now)
    const repeats = (c: Pick<Earlier, 'projectId' | 'comment' | 'submittedAt'> & Pick<Author, 'userId' | 'email' | 'phoneNumber'>) =>
      text.trim() !== '' &&
      c.projectId === project.id &&
      c.comment === text &&
      c.submittedAt >= new Date(s.now.getTime() - SAME_COMMENT_MS) &&
      sameAuthor(c, author)
    const stored = seen.earlier.find(repeats)
    if (stored) {
      seen.answeredAgain.set(stored.id, token.columns)
      seen.outcomes[i] = {
        value: {
          status: 'OK',
          commentId: stored.id,
          commentNumber: fullDocumentNumber(project.projectNumber, stored.documentNumber) ?? '',
          uploadToken: token.uploadToken,
        },
      }
      continue
    }
    const inGroup = rows.findIndex((r) =>
      repeats({
        projectId: r.projectId,
        comment: r.comment!,
        submittedAt: r.submittedAt!,
        userId: r.userId ?? null,
        email: r.email ?? null,
        phoneNumber: r.phoneNumber ?? null,
      }),
    )
    if (inGroup >= 0) {
      Object.assign(rows[inGroup]!, token.columns)
      made.answered.push({ i, row: inGroup, uploadToken: token.uploadToken })
      continue
    }
    const documentNumber = documentNumberText(seen.numbers.get(project.id)!)
    seen.numbers.set(project.id, seen.numbers.get(project.id)! + 1)
    const id = randomUUID()
    rows.push({
      id,
      projectId: project.id,
      ...author,
      comment: text,
      agreeToTerms: s.body.agreeToTerms,
      agreeToPrivacy: s.body.agreeToPrivacy,
      clientCommentId: s.body.clientCommentId,
      attachmentCount: s.body.attachmentCount,
      documentNumber,
      ...token.columns,
      state: 'unreviewed',
      stageUploaded: project.stageId,
      submittedAt: s.now,
      receivedAt: receivedAt(s.now),
      createdAt: s.now,
      updatedAt: s.now,
    })
    made.answered.push({ i, row: rows.length - 1, uploadToken: token.uploadToken })
    made.entries.push({
      actorUserId: author.userId,
      actor: author.userId ? (author.email ?? '') : 'public',
      action: 'submit-comment',
      entity: 'comment',
      entityId: id,
      detail: { projectId: project.id, documentNumber, attachmentCount: s.body.attachmentCount, anonymousVisitor: author.userId === null },
    })
    if (author.email) {
      made.receipts.set(id, {
        to: author.email,
        firstName: author.firstName,
        language: author.language,
        commentNumber: fullDocumentNumber(project.projectNumber, documentNumber) ?? '',
        projectTitle: project.title,
        link: `${publicBaseUrl}/projects/${project.id}/comments`,
      })
    }
  }
  return made
}

/**
 * Stores the comments, and the audit entries and receipts of those stored, in one statement
 * (decisions 0047, 0049): a receipt is in the outbox exactly when its comment is stored. Answers
 * the ids stored (a clientCommentId another server stored at the same moment is not) and what
 * delivers their receipts once the transaction has committed.
 */
export async function storeComments(tx: Tx, mailer: Mailer, { rows, entries, receipts }: NewComments): Promise<{ inserted: Set<string>; mailed: () => void }> {
  const receiptOf = [...receipts.keys()]
  const mails = mailer.inTransaction([...receipts].map(([commentId, receipt]) => withComment(commentReceiptMail(receipt), commentId)))
  const inserted =
    rows.length === 0
      ? new Set<string>()
      : new Set(
          (
            await queryRows<{ id: string }>(
              tx as unknown as Database,
              sql`with stored as (
                    insert into ${t.comments} ${jsonRows(t.comments, rows)}
                    on conflict (${sql.identifier(t.comments.clientCommentId.name)}) do nothing returning ${t.comments.id}
                  ), audited as (
                    insert into ${t.auditLog} ${jsonRows(t.auditLog, auditRows(entries))}
                    where ${sql.identifier(t.auditLog.entityId.name)} in (select id::text from stored)
                  )${
                    mails.rows.length === 0
                      ? sql``
                      : sql`, mailed as (
                    insert into ${t.mailOutbox} ${jsonRows(t.mailOutbox, mails.rows)}
                    where ${sql.identifier(t.mailOutbox.meta.name)}->>'commentId' in (select id::text from stored)
                  )`
                  }
                  select id from stored`,
            )
          ).map((r) => r.id),
        )
  return { inserted, mailed: () => mails.committed(mails.rows.filter((_, i) => inserted.has(receiptOf[i]!)).map((row) => row.id)) }
}
