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
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import { AppError } from '../../http/app-error.ts'
import { refusal } from '../../http/rate-limit.ts'
import type { RateLimiter, RateLimitRule } from '../../http/rate-limit.ts'
import { groupCommit } from '../../lib/group-commit.ts'
import type { GroupOutcome } from '../../lib/group-commit.ts'
import type { Mailer } from '../../mail/mailer.ts'
import type { SessionUser } from '../auth/session-tokens.ts'
import { NO_ACCESS, projectAccess } from '../projects/project-access.ts'
import { visible as projectVisible } from '../projects/projects.service.ts'
import { mayCommentNow } from '../../../shared/domain/can-comment.ts'
import { commentFlagsAt } from '../../../shared/domain/comment-period.ts'
import { fullDocumentNumber } from '../../../shared/domain/document-visibility.ts'
import { PROJECT_TYPE } from '../../../shared/domain/stages.ts'
import { COMMENT_LIMITS, commentFieldIssues, FILLED_TOO_FAST } from '../../../shared/schemas/comment-submission.ts'
import type { CommentSubmissionBody } from '../../../shared/schemas/comment-submission.ts'
import { accountAuthor, visitorAuthor } from './comment-authors.ts'
import type { Author } from './comment-authors.ts'
import { answerResends, knownComments, lockProjects, newComments, storeComments } from './comment-group-writes.ts'
import type { CommentAnswer, Outcomes, Project, Submission, Tx } from './comment-group-writes.ts'

export type { CommentAnswer } from './comment-group-writes.ts'

export const COMMENTS_CLOSED = 'Comments are not currently allowed on this project.'
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

const projectNotFound = () => AppError.notFound('This project was not found, or you lack sufficient authorization to view it.')

/**
 * The refusal, if any, that a submission not sent before meets ahead of the rate limits, in the
 * order a lone submission meets them; its author otherwise.
 */
function refusalBeforeLimits(s: Submission, project: Project | undefined): AppError | Author {
  if (s.body.fillMilliseconds < COMMENT_LIMITS.minimumFillMilliseconds) {
    return new AppError(
      400,
      FILLED_TOO_FAST,
      'The form was sent a moment after it opened, faster than a person writes. Please check your comment and send it again.',
      'fillMilliseconds',
    )
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

export interface CommentSubmissionDeps {
  limiter: RateLimiter
  mailer: Mailer
  publicBaseUrl: string
}

export function commentSubmissions(db: Database, { limiter, mailer, publicBaseUrl }: CommentSubmissionDeps) {
  const accessOf = projectAccess(db)

  /**
   * The fresh submissions (outcome still undecided) that pass the checks a lone submission meets,
   * then the rate limits: each one's hits counted, its e-mail address only once its client
   * address is allowed. The refused are answered.
   */
  async function admitted(tx: Tx, group: Submission[], projects: Map<string, Project>, outcomes: Outcomes) {
    const acceptable: { i: number; s: Submission; author: Author; project: Project }[] = []
    group.forEach((s, i) => {
      if (outcomes[i] !== undefined) return
      const project = projects.get(s.body.projectId)
      const checked = refusalBeforeLimits(s, project)
      if (checked instanceof AppError) outcomes[i] = { error: checked }
      else acceptable.push({ i, s, author: checked, project: project! })
    })
    const verdicts = await limiter.hitChains(
      tx,
      acceptable.map(({ s, author }) => [
        { rule: COMMENT_RATE_LIMITS.perClient, key: s.address },
        ...(author.email ? [{ rule: COMMENT_RATE_LIMITS.perEmail, key: author.email.toLowerCase() }] : []),
      ]),
    )
    return acceptable.filter((a, n) => {
      if (!verdicts[n]!.allowed) outcomes[a.i] = { error: refusal(verdicts[n]!) }
      return verdicts[n]!.allowed
    })
  }

  /** Writes a group of submissions in one transaction: each one's outcome, in order. */
  async function write(group: Submission[]): Promise<GroupOutcome<CommentAnswer>[]> {
    const outcomes: Outcomes = group.map(() => undefined)
    /** Delivers the receipts the transaction stored, once it has committed. */
    let mailed = () => {}
    await db.transaction(async (tx) => {
      const { projects, numbers } = await lockProjects(tx, group)
      const { sentBefore, earlier } = await knownComments(tx, group, [...projects.keys()])
      const answeredAgain = answerResends(group, sentBefore, outcomes)
      const made = newComments(await admitted(tx, group, projects, outcomes), { earlier, numbers, answeredAgain, outcomes }, publicBaseUrl)
      const stored = await storeComments(tx, mailer, made)
      mailed = stored.mailed
      for (const { i, row, uploadToken } of made.answered) {
        const r = made.rows[row]!
        // The same clientCommentId arrived at another server at the same moment: answered from its comment, in the next group.
        outcomes[i] = stored.inserted.has(r.id)
          ? {
              value: {
                status: 'OK',
                commentId: r.id,
                commentNumber: fullDocumentNumber(projects.get(r.projectId)!.projectNumber, r.documentNumber!) ?? '',
                uploadToken,
              },
            }
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
      const [access, author] = caller
        ? await Promise.all([accessOf.of(caller, body.projectId), accountAuthor(db, caller, body)])
        : [NO_ACCESS, visitorAuthor(body)]
      return written({ caller, body, now, address, access, author })
    },
  }
}

export type CommentSubmissions = ReturnType<typeof commentSubmissions>
