// Comments as people send them (spec public-registry §3 "Comment submission", §4 "Comments", §5,
// §7 "Writes", §9), with the anti-automation defences of decision 0022.
//
// A comment is kept as sent and waits, Unreviewed, for staff to publish it. Its files follow the
// submission, each with the upload token the submission answered: only whoever sent the comment
// holds it, only a hash of it is kept, and it admits the files announced, for a while.
//
// Submissions are written in groups (decision 0041): those that arrive while one group is being
// written go together into the next transaction, which reads each kind of row once and writes
// each with one statement, while every submission is checked, counted and answered as if it had
// come alone, in the order of arrival. At a comment period's last hour this is what keeps the
// embedded database, which runs one statement at a time, from making each person wait for
// everyone's dozen statements.
import { randomBytes, randomUUID } from 'node:crypto'
import { and, eq, gte, inArray, or, sql } from 'drizzle-orm'
import { queryRows } from '../../db/client.ts'
import type { Database } from '../../db/client.ts'
import { jsonRows } from '../../db/json-rows.ts'
import * as t from '../../db/schema/index.ts'
import { AppError } from '../../http/app-error.ts'
import { refusal } from '../../http/rate-limit.ts'
import type { RateLimiter, RateLimitRule } from '../../http/rate-limit.ts'
import { auditRows } from '../../lib/audit.ts'
import type { AuditEntry } from '../../lib/audit.ts'
import { groupCommit } from '../../lib/group-commit.ts'
import type { GroupOutcome } from '../../lib/group-commit.ts'
import { tokenHash } from '../../lib/signed-tokens.ts'
import type { Language } from '../../mail/account-mails.ts'
import { commentReceiptMail } from '../../mail/comment-mails.ts'
import type { CommentReceipt } from '../../mail/comment-mails.ts'
import type { Mailer, OutgoingMail } from '../../mail/mailer.ts'
import type { SessionUser } from '../auth/session-tokens.ts'
import { NO_ACCESS, projectAccess } from '../projects/project-access.ts'
import type { ProjectAccess } from '../projects/project-access.ts'
import { visible as projectVisible } from '../projects/projects.service.ts'
import { receivedAt } from '../../../shared/domain/business-days.ts'
import { mayCommentNow } from '../../../shared/domain/can-comment.ts'
import { commentFlagsAt } from '../../../shared/domain/comment-period.ts'
import { fullDocumentNumber } from '../../../shared/domain/document-visibility.ts'
import { documentNumberText } from '../../../shared/domain/document-numbers.ts'
import { PROJECT_TYPE } from '../../../shared/domain/stages.ts'
import { COMMENT_LIMITS, commentFieldIssues, FILLED_TOO_FAST } from '../../../shared/schemas/comment-submission.ts'
import type { CommentSubmissionBody } from '../../../shared/schemas/comment-submission.ts'

export const COMMENTS_CLOSED = 'Comments are not currently allowed on this project.'
/** The same text from the same person within this long is a second click, not a second comment. */
const SAME_COMMENT_MS = 60_000
const HOUR = 3_600_000
/** Submissions written in one transaction at most: a rush's group stays a short transaction. */
const GROUP_SIZE = 50

/**
 * Far above what people send: a busy evening at a community hall's shared connection, or an
 * organization commenting on every project open in a week, stays well within them (decision 0022).
 */
export const COMMENT_RATE_LIMITS = {
  perClient: { name: 'comment-client', limit: 20, windowMs: HOUR },
  perEmail: { name: 'comment-email-address', limit: 10, windowMs: HOUR },
} satisfies Record<string, RateLimitRule>

export interface CommentAnswer {
  status: 'OK'
  commentId: string
  commentNumber: string
  uploadToken: string
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

/** A submission waiting for its group, with what was read of its caller before it waited. */
interface Submission {
  caller: SessionUser | null
  body: CommentSubmissionBody
  now: Date
  /** The client address the per-client limit counts. */
  address: string
  access: ProjectAccess
  /** Its author, or why the account cannot send it (answered in its turn, after the checks before it). */
  author: Author | AppError
}

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

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

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
type Project = { [K in keyof typeof projectColumns]: (typeof t.projects.$inferSelect)[K] }
type NewComment = typeof t.comments.$inferInsert

/** A receipt that names its comment, for its outbox row to be kept only with the comment's. */
const withComment = (mail: OutgoingMail, commentId: string): OutgoingMail => ({ ...mail, meta: { ...mail.meta, commentId } })

const orNull = (value: string) => value.trim() || null
const projectNotFound = () => AppError.notFound('This project was not found, or you lack sufficient authorization to view it.')

/** A new upload token for a comment's author, and the columns that keep its hash and expiry. */
function newToken(now: Date) {
  const uploadToken = randomBytes(32).toString('base64url')
  return { uploadToken, columns: { uploadTokenHash: tokenHash(uploadToken), uploadTokenExpiresAt: new Date(now.getTime() + COMMENT_LIMITS.uploadTokenMinutes * 60_000) } }
}

/** The same person, as a comment row names them: the account, or the anonymous visitor's e-mail address or phone number. */
function sameAuthor(row: Pick<Earlier, 'userId' | 'email' | 'phoneNumber'>, author: Pick<Author, 'userId' | 'email' | 'phoneNumber'>): boolean {
  if (author.userId) return row.userId === author.userId
  if (row.userId !== null) return false
  if (author.email) return row.email?.toLowerCase() === author.email.toLowerCase()
  return author.phoneNumber !== null && row.phoneNumber === author.phoneNumber
}

function visitorAuthor(body: CommentSubmissionBody): Author | AppError {
  const companyName = orNull(body.companyName)
  if (body.anonymousComment && companyName) return AppError.badRequest('Invalid parameter anonymousComment: a comment posted for a company shows who sent it.', 'anonymousComment')
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

export interface CommentSubmissionDeps {
  limiter: RateLimiter
  mailer: Mailer
  publicBaseUrl: string
}

export function commentSubmissions(db: Database, { limiter, mailer, publicBaseUrl }: CommentSubmissionDeps) {
  const accessOf = projectAccess(db)

  /** The signed-in person as the comment names them: their account, posting as one of their organizations or their company. */
  async function accountAuthor(caller: SessionUser, body: CommentSubmissionBody): Promise<Author | AppError> {
    const [[user], organizationRows] = await Promise.all([
      db.select().from(t.users).where(eq(t.users.id, caller.userId)),
      db
        .select({ name: t.organizations.publicDisplayName })
        .from(t.userOrganizations)
        .innerJoin(t.organizations, eq(t.organizations.id, t.userOrganizations.organizationId))
        .where(eq(t.userOrganizations.userId, caller.userId)),
    ])
    if (!user) return new AppError(401, 'session-expired', 'Your session has expired. Please log in again.')
    const organizations = organizationRows.map((o) => o.name)
    const company = user.company?.trim() || null
    const choices = [...organizations, ...(company ? [company] : [])]
    let postingAs: string | null
    if (body.postingAs) {
      if (!choices.includes(body.postingAs)) return AppError.badRequest('Invalid parameter postingAs: post as one of your organizations or your company.', 'postingAs')
      postingAs = body.postingAs
    } else if (organizations.length > 1) {
      return AppError.badRequest('Invalid parameter postingAs: choose which of your organizations you are posting as.', 'postingAs')
    } else {
      postingAs = organizations[0] ?? company
    }
    // Spec §5: "Do not display my name publicly" is offered only to a person with no organization and no company.
    if (body.anonymousComment && choices.length > 0)
      return AppError.badRequest('Invalid parameter anonymousComment: a comment posted for an organization or a company shows who sent it.', 'anonymousComment')
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

  /**
   * The refusal, if any, that a submission not sent before meets ahead of the rate limits, in the
   * order a lone submission meets them; its author otherwise.
   */
  function refusalBeforeLimits(s: Submission, project: Project | undefined): AppError | Author {
    if (s.body.fillMilliseconds < COMMENT_LIMITS.minimumFillMilliseconds) {
      return new AppError(400, FILLED_TOO_FAST, 'The form was sent a moment after it opened, faster than a person writes. Please check your comment and send it again.', 'fillMilliseconds')
    }
    if (!project || !projectVisible(project, s.access)) return projectNotFound()
    // A panel review's form has no text box: its comments are their files.
    const issue = commentFieldIssues(s.body, { signedIn: s.caller !== null, panelReview: project.projectTypeId === PROJECT_TYPE.panelReview })[0]
    if (issue) return AppError.badRequest(issue.message, issue.field)
    if (s.author instanceof AppError) return s.author
    const facts = {
      projectTypeId: project.projectTypeId,
      stageId: project.stageId,
      ...commentFlagsAt(project, s.now),
      isParticipant: s.access.roles.includes('participant'),
      userRoles: [...s.access.roles.filter((r) => r !== 'lead-assessor'), ...(s.access.following ? ['follower'] : [])],
    }
    if (!mayCommentNow(facts)) return new AppError(409, 'comments-closed', COMMENTS_CLOSED)
    return s.author
  }

  /** Counts each submission's hits, its e-mail address only once its client address is allowed; answers the refused. */
  async function countHits(tx: Tx, waiting: { s: Submission; author: Author }[]): Promise<Map<Submission, AppError>> {
    const verdicts = await limiter.hitChains(
      tx,
      waiting.map(({ s, author }) => [
        { rule: COMMENT_RATE_LIMITS.perClient, key: s.address },
        ...(author.email ? [{ rule: COMMENT_RATE_LIMITS.perEmail, key: author.email.toLowerCase() }] : []),
      ]),
    )
    return new Map(waiting.flatMap(({ s }, i) => (verdicts[i]!.allowed ? [] : [[s, refusal(verdicts[i]!)] as const])))
  }

  /** Writes a group of submissions in one transaction: each one's outcome, in order. */
  async function write(group: Submission[]): Promise<GroupOutcome<CommentAnswer>[]> {
    const outcomes: (GroupOutcome<CommentAnswer> | undefined)[] = group.map(() => undefined)
    /** The receipts of the new comments, by comment id: mailed for those stored. */
    const receipts = new Map<string, CommentReceipt>()
    /** Delivers the receipts the transaction stored, once it has committed. */
    let mailed = () => {}
    await db.transaction(async (tx) => {
      // One submission of a project at a time, across servers: its number sequence, and a second
      // click seeing the first. The next number in the same statement: the function takes the
      // row's lock itself before it reads the largest (migration 0027).
      const locked = await tx
        .select({ ...projectColumns, nextNumber: sql<number>`registry_next_document_number(${t.projects.id})` })
        .from(t.projects)
        .where(inArray(t.projects.id, [...new Set(group.map((s) => s.body.projectId))]))
        .orderBy(t.projects.id)
        .for('no key update')
      const projects = new Map<string, Project>(locked.map(({ nextNumber: _, ...p }) => [p.id, p]))
      const numbers = new Map(locked.map((p) => [p.id, p.nextNumber]))
      // One look at the comments the group may repeat: sent before under a clientCommentId, or the
      // same text on one of its projects within the last minute (matched below, person by person).
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
                  inArray(t.comments.projectId, [...projects.keys()]),
                  inArray(t.comments.comment, texts),
                  gte(t.comments.submittedAt, new Date(Math.min(...group.map((s) => s.now.getTime())) - SAME_COMMENT_MS)),
                ),
          ),
        )
      const sentBeforeBy = new Map(known.map((row) => [row.comment.clientCommentId, row]))
      const earlier: Earlier[] = known.map((row) => row.comment)

      // Sent before under its clientCommentId: answered again with a fresh token, whatever else holds now.
      const firstOf = new Map<string, Submission>()
      /** Comments stored before that get a new token, the newest given last. */
      const answeredAgain = new Map<string, ReturnType<typeof newToken>['columns']>()
      group.forEach((s, i) => {
        // The same comment twice in one group: the second is answered once the first is stored.
        if (firstOf.has(s.body.clientCommentId)) return (outcomes[i] = { again: true })
        firstOf.set(s.body.clientCommentId, s)
        const row = sentBeforeBy.get(s.body.clientCommentId)
        if (!row) return
        const c = row.comment
        const sameVisitor = c.userId === null && c.email === orNull(s.body.email) && c.phoneNumber === orNull(s.body.phoneNumber)
        const same = c.projectId === s.body.projectId && (s.caller ? c.userId === s.caller.userId : sameVisitor)
        if (!same) return (outcomes[i] = { error: new AppError(409, 'comment-id-taken', 'This comment was already sent by someone else. Write it again to send it.', 'clientCommentId') })
        const token = newToken(s.now)
        answeredAgain.set(c.id, token.columns)
        outcomes[i] = { value: { status: 'OK', commentId: c.id, commentNumber: fullDocumentNumber(row.projectNumber, c.documentNumber) ?? '', uploadToken: token.uploadToken } }
      })

      const fresh = group.filter((_, i) => outcomes[i] === undefined)
      const acceptable: { s: Submission; author: Author; project: Project }[] = []
      for (const s of fresh) {
        const project = projects.get(s.body.projectId)
        const checked = refusalBeforeLimits(s, project)
        if (checked instanceof AppError) outcomes[group.indexOf(s)] = { error: checked }
        else acceptable.push({ s, author: checked, project: project! })
      }
      const limited = await countHits(tx, acceptable)
      const counted = acceptable.filter((a) => {
        const refused = limited.get(a.s)
        if (refused) outcomes[group.indexOf(a.s)] = { error: refused }
        return !refused
      })

      const rows: (NewComment & { id: string })[] = []
      /** Which of rows each new comment's submissions are answered with: the first, and the second clicks after it in the group. */
      const answered: { i: number; row: number; uploadToken: string }[] = []
      const entries: AuditEntry[] = []
      for (const { s, author, project } of counted) {
        const i = group.indexOf(s)
        const text = project.projectTypeId === PROJECT_TYPE.panelReview ? '' : s.body.comment
        const token = newToken(s.now)
        const repeats = (c: Pick<Earlier, 'projectId' | 'comment' | 'submittedAt'> & Pick<Author, 'userId' | 'email' | 'phoneNumber'>) =>
          text.trim() !== '' && c.projectId === project.id && c.comment === text && c.submittedAt >= new Date(s.now.getTime() - SAME_COMMENT_MS) && sameAuthor(c, author)
        const stored = earlier.find(repeats)
        if (stored) {
          answeredAgain.set(stored.id, token.columns)
          outcomes[i] = { value: { status: 'OK', commentId: stored.id, commentNumber: fullDocumentNumber(project.projectNumber, stored.documentNumber) ?? '', uploadToken: token.uploadToken } }
          continue
        }
        const inGroup = rows.findIndex((r) => repeats({ projectId: r.projectId, comment: r.comment!, submittedAt: r.submittedAt!, userId: r.userId ?? null, email: r.email ?? null, phoneNumber: r.phoneNumber ?? null }))
        if (inGroup >= 0) {
          Object.assign(rows[inGroup]!, token.columns)
          answered.push({ i, row: inGroup, uploadToken: token.uploadToken })
          continue
        }
        const documentNumber = documentNumberText(numbers.get(project.id)!)
        numbers.set(project.id, numbers.get(project.id)! + 1)
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
        answered.push({ i, row: rows.length - 1, uploadToken: token.uploadToken })
        entries.push({
          actorUserId: author.userId,
          actor: author.userId ? (author.email ?? '') : 'public',
          action: 'submit-comment',
          entity: 'comment',
          entityId: id,
          detail: { projectId: project.id, documentNumber, attachmentCount: s.body.attachmentCount, anonymousVisitor: author.userId === null },
        })
        if (author.email) {
          receipts.set(id, {
            to: author.email,
            firstName: author.firstName,
            language: author.language,
            commentNumber: fullDocumentNumber(project.projectNumber, documentNumber) ?? '',
            projectTitle: project.title,
            link: `${publicBaseUrl}/projects/${project.id}/comments`,
          })
        }
      }

      // The comments, and the audit entries and receipts of those stored, in one statement
      // (decisions 0047, 0049): a receipt is in the outbox exactly when its comment is stored.
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
      mailed = () => mails.committed(mails.rows.filter((_, i) => inserted.has(receiptOf[i]!)).map((row) => row.id))
      for (const { i, row, uploadToken } of answered) {
        const r = rows[row]!
        // The same clientCommentId arrived at another server at the same moment: answered from its comment, in the next group.
        outcomes[i] = inserted.has(r.id)
          ? { value: { status: 'OK', commentId: r.id, commentNumber: fullDocumentNumber(projects.get(r.projectId)!.projectNumber, r.documentNumber!) ?? '', uploadToken } }
          : { again: true }
      }
      for (const [id, columns] of answeredAgain) await tx.update(t.comments).set(columns).where(eq(t.comments.id, id))
    })
    mailed()
    return outcomes.map((o) => o!)
  }

  const written = groupCommit(write, GROUP_SIZE)

  return {
    /**
     * Stores a comment, or finds the one it repeats (the same clientCommentId, or the same text
     * from the same person on the project within a minute), and answers with a fresh upload token.
     * The rate limits count it once it is known to be acceptable, before it is stored.
     */
    async submit(caller: SessionUser | null, body: CommentSubmissionBody, now: Date, address: string): Promise<CommentAnswer> {
      const [access, author] = caller ? await Promise.all([accessOf.of(caller, body.projectId), accountAuthor(caller, body)]) : [NO_ACCESS, visitorAuthor(body)]
      return written({ caller, body, now, address, access, author })
    },
  }
}

export type CommentSubmissions = ReturnType<typeof commentSubmissions>
