// Comments sent more than once (spec public-registry §3 "Comment submission", §9): the repeats that
// are stored once, the defences against scripts and their limits, and comments sent at one moment.
import { describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { and, eq, inArray, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { createUser } from '../factories/user-factory.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { commentSubmissions } from '../../src/server/modules/comments/comment-submissions.ts'
import { tokenHash } from '../../src/server/lib/signed-tokens.ts'
import { RateLimiter } from '../../src/server/http/rate-limit.ts'
import { createMailer } from '../../src/server/mail/mailer.ts'
import { AppError } from '../../src/server/http/app-error.ts'
import { queryRows } from '../../src/server/db/client.ts'
import { COMMENT_LIMITS, CommentSubmissionBody } from '../../src/shared/schemas/comment-submission.ts'
import { app, attach, nextAddress, NOW, openProject, project, stored, submit, useCommentsApp, visitor } from './comments-app.ts'
import type { Answer } from './comments-app.ts'

useCommentsApp()

describe('a comment sent again', () => {
  it('under the same clientCommentId is the same comment, answered with a fresh upload token', async () => {
    const body = visitor(project.id, { attachmentCount: 1 })
    const first = await submit(body)
    const again = await submit(body)
    expect(again.status).toBe(200)
    expect(again.body).toMatchObject({ commentId: first.body.commentId, commentNumber: first.body.commentNumber })
    expect(again.body.uploadToken).not.toBe(first.body.uploadToken)
    expect(await app.db.select().from(t.comments).where(eq(t.comments.clientCommentId, body.clientCommentId))).toHaveLength(1)
    // The newest token is the one that works.
    expect((await attach(project.id, first.body.commentId, first.body.uploadToken)).status).toBe(403)
    expect((await attach(project.id, first.body.commentId, again.body.uploadToken)).status).toBe(200)
  })

  it('under the same clientCommentId by someone else is refused', async () => {
    const body = visitor(project.id)
    await submit(body)
    expect(await submit({ ...body, email: 'mallory@example.ca' })).toMatchObject({ status: 409, body: { code: 'comment-id-taken' } })
    expect(await submit(body, await app.tokenFor(await createUser(app.db)))).toMatchObject({ status: 409, body: { code: 'comment-id-taken' } })
  })

  it('with the same text from the same person within a minute is stored once', async () => {
    const body = visitor(project.id)
    const first = await submit(body)
    const second = await submit({ ...body, clientCommentId: randomUUID(), email: body.email.toUpperCase() })
    expect(second.body).toMatchObject({ status: 'OK', commentId: first.body.commentId, commentNumber: first.body.commentNumber })
    // Someone else's same words are their own comment; so are the same person's a minute later.
    const other = await submit({ ...body, clientCommentId: randomUUID(), email: 'someone.else@example.ca' })
    expect(other.body.commentId).not.toBe(first.body.commentId)
    app.setNow(new Date(NOW.getTime() + 61_000))
    const later = await submit({ ...body, clientCommentId: randomUUID() })
    expect(later.body.commentId).not.toBe(first.body.commentId)
  })

  it('with the same text from the same account within a minute is stored once', async () => {
    const token = await app.tokenFor(await createUser(app.db))
    const body = visitor(project.id)
    const first = await submit(body, token)
    const second = await submit({ ...body, clientCommentId: randomUUID() }, token)
    expect(second.body.commentId).toBe(first.body.commentId)
  })
})

describe('defences against scripts', () => {
  it('answer a filled honeypot field as if the comment were accepted, keeping nothing', async () => {
    const quiet = await openProject()
    const { status, body } = await submit(visitor(quiet.id, { website: 'https://spam.example' }))
    expect(status).toBe(200)
    expect(body).toMatchObject({
      status: 'OK',
      commentId: expect.any(String),
      commentNumber: expect.stringMatching(new RegExp(`^${quiet.projectNumber}-\\d{4}$`)),
      uploadToken: expect.any(String),
    })
    expect(await app.db.select().from(t.comments).where(eq(t.comments.projectId, quiet.id))).toEqual([])
    expect((await attach(quiet.id, body.commentId, body.uploadToken)).status).toBe(404)
  })

  it('refuse a form sent faster than a person fills it', async () => {
    const quick = await submit(visitor(project.id, { fillMilliseconds: COMMENT_LIMITS.minimumFillMilliseconds - 1 }))
    // A code of its own, so the form says why in the person's language rather than "Encountered an issue."
    expect(quick).toMatchObject({
      status: 400,
      body: { code: 'filled-too-fast', parameter: 'fillMilliseconds', userMessage: expect.stringContaining('faster than a person writes') },
    })
  })

  it('limit comments from one client address, but not a comment sent again', async () => {
    const busy = await openProject()
    const from = '10.9.9.9'
    let last = { status: 0, body: {} as Answer }
    for (let i = 0; i < 20; i++) last = await submit(visitor(busy.id), undefined, from)
    expect(last.status).toBe(200)
    const resend = visitor(busy.id)
    const refused = await app.request(
      '/api/projects/submit-comment',
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(resend) },
      from,
    )
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect((await submit(visitor(busy.id), undefined, '10.9.9.10')).status).toBe(200)
    // The outbox sending again what it sent before is answered, whatever the count.
    const sent = visitor(busy.id)
    app.setNow(new Date(NOW.getTime() + 3_600_000))
    expect((await submit(sent, undefined, from)).status).toBe(200)
    for (let i = 0; i < 20; i++) await submit(visitor(busy.id), undefined, from)
    expect((await submit(sent, undefined, from)).status).toBe(200)
  })

  it('limit comments from one e-mail address, from any client', async () => {
    const email = 'prolific@example.ca'
    for (let i = 0; i < 10; i++) expect((await submit(visitor(project.id, { email }))).status).toBe(200)
    expect(await submit(visitor(project.id, { email: email.toUpperCase() }))).toMatchObject({ status: 429, body: { code: 'rate-limited' } })
    expect((await submit(visitor(project.id, { email: 'someone.else@example.ca' }))).status).toBe(200)
  })
})

describe('comments sent at the same moment', () => {
  /** The submissions as the route calls them, on their own queue: all those sent in one turn are written together. */
  function submissions() {
    const mailer = createMailer(app.db, app.config)
    const submitting = commentSubmissions(app.db, { limiter: new RateLimiter(app.db, () => NOW), mailer, publicBaseUrl: app.config.publicBaseUrl })
    const send = (body: Record<string, unknown>, from = nextAddress()) =>
      submitting.submit(null, { ...v.parse(CommentSubmissionBody, body), ...(body.unchecked as object) }, NOW, from)
    return { mailer, send }
  }
  const outcome = (settled: PromiseSettledResult<{ commentId: string; commentNumber: string; uploadToken: string }>) =>
    settled.status === 'fulfilled' ? settled.value : { status: (settled.reason as AppError).status, code: (settled.reason as AppError).code }
  const transactionOf = async (commentIds: string[]) =>
    new Set(
      (
        await queryRows<{ tx: string }>(
          app.db,
          sql`select xmin::text as tx from comments where id in (${sql.join(
            commentIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
        )
      ).map((r) => r.tx),
    )

  it('are written together, each answered as if it had come alone: repeats, refusals and limits included', async () => {
    const rush = await openProject()
    const closed = await openProject({}, { openForComments: false })
    const { mailer, send } = submissions()
    const earlier = visitor(rush.id)
    const { body: earlierAnswer } = await submit(earlier)
    const email = 'rush@example.ca'
    const twice = visitor(rush.id)
    const bodies = [
      visitor(rush.id),
      // Sent before, under its clientCommentId, and under its text.
      earlier,
      { ...earlier, clientCommentId: randomUUID() },
      // Someone else's clientCommentId; a closed project; a project nobody can see; a form filled too fast.
      { ...visitor(rush.id), clientCommentId: earlier.clientCommentId },
      visitor(closed.id),
      visitor(randomUUID()),
      visitor(rush.id, { fillMilliseconds: 10 }),
      // The same comment twice in the group, and the same text from the same person twice.
      twice,
      twice,
      visitor(rush.id, { comment: 'Twice in one group.', email: 'twice@example.ca' }),
      visitor(rush.id, { comment: 'Twice in one group.', email: 'TWICE@example.ca' }),
      // Eleven from one e-mail address: the eleventh is past the limit.
      ...Array.from({ length: 11 }, () => visitor(rush.id, { email })),
    ]
    const answers = (await Promise.allSettled(bodies.map((body) => send(body)))).map(outcome)
    await mailer.idle()

    const [fresh, resent, sameText, taken, closedOne, unseen, quick, first, second, sameWords, sameWordsAgain, ...limited] = answers as Record<
      string,
      unknown
    >[]
    expect(resent).toMatchObject({ commentId: earlierAnswer.commentId, commentNumber: earlierAnswer.commentNumber })
    expect(sameText).toMatchObject({ commentId: earlierAnswer.commentId })
    expect(taken).toEqual({ status: 409, code: 'comment-id-taken' })
    expect(closedOne).toEqual({ status: 409, code: 'comments-closed' })
    expect(unseen).toEqual({ status: 404, code: 'not-found' })
    expect(quick).toEqual({ status: 400, code: 'filled-too-fast' })
    expect(second).toMatchObject({ commentId: first!.commentId, commentNumber: first!.commentNumber })
    expect(sameWordsAgain).toMatchObject({ commentId: sameWords!.commentId })
    expect(limited.slice(0, 10).every((a) => typeof a.commentId === 'string')).toBe(true)
    expect(limited[10]).toEqual({ status: 429, code: 'rate-limited' })

    // Each new comment stored once, in one transaction, numbered on from the earlier one in the order sent.
    const created = [fresh, first, sameWords, ...limited.slice(0, 10)].map((a) => a!.commentId as string)
    expect(new Set(created).size).toBe(13)
    // (The comment sent twice under one clientCommentId was answered again, with a new token, by the next.)
    expect(await transactionOf(created.filter((id) => id !== first!.commentId))).toHaveProperty('size', 1)
    const rows = await app.db.select().from(t.comments).where(eq(t.comments.projectId, rush.id))
    expect(rows).toHaveLength(14)
    const number = (a: Record<string, unknown> | undefined) => Number(String(a!.commentNumber).slice(-4))
    expect([fresh, first, sameWords, ...limited.slice(0, 10)].map(number)).toEqual(
      Array.from({ length: 13 }, (_, i) => number(earlierAnswer as unknown as Record<string, unknown>) + 1 + i),
    )
    // The newest token of a comment answered twice is the one that works.
    const tokenOf = async (a: Record<string, unknown> | undefined) => (await stored(a!.commentId as string)).uploadTokenHash
    expect(await tokenOf(sameWords)).toBe(tokenHash(sameWordsAgain!.uploadToken as string))
    expect(await tokenOf(first)).toBe(tokenHash(second!.uploadToken as string))
    expect(await tokenOf(resent)).toBe(tokenHash(sameText!.uploadToken as string))
    // One audit entry and one receipt for each new comment.
    expect(
      await app.db
        .select()
        .from(t.auditLog)
        .where(and(eq(t.auditLog.action, 'submit-comment'), inArray(t.auditLog.entityId, created))),
    ).toHaveLength(13)
    expect(await app.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.toAddress, email))).toHaveLength(10)
    expect(await app.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.toAddress, twice.email))).toHaveLength(1)
  })

  it('at two servers at once are numbered in one sequence, and one comment sent to both is stored once', async () => {
    const rush = await openProject()
    const [one, other] = [submissions(), submissions()]
    const body = visitor(rush.id)
    const answers = await Promise.all([
      one.send(body),
      other.send({ ...body, comment: 'Edited before the outbox sent it again.' }),
      ...Array.from({ length: 6 }, (_, i) => (i % 2 === 0 ? one : other).send(visitor(rush.id))),
    ])
    expect(answers[1]!.commentId).toBe(answers[0]!.commentId)
    const rows = await app.db.select().from(t.comments).where(eq(t.comments.projectId, rush.id))
    expect(rows).toHaveLength(7)
    expect(new Set(rows.map((r) => r.documentNumber)).size).toBe(7)
    expect(new Set(answers.map((a) => a.commentNumber)).size).toBe(7)
  })

  it('fail alone: a submission the database refuses fails, and the others of its group are stored', async () => {
    const rush = await openProject()
    const { send } = submissions()
    // Only a caller skipping the route's checks can send this: PostgreSQL refuses a NUL character in text.
    const answers = (
      await Promise.allSettled(
        [visitor(rush.id), visitor(rush.id, { unchecked: { comment: 'Broken \u0000 text' } }), visitor(rush.id)].map((body) => send(body)),
      )
    ).map(outcome)
    expect(answers[0]).toMatchObject({ commentId: expect.any(String) })
    expect(answers[1]).not.toHaveProperty('commentId')
    expect(answers[2]).toMatchObject({ commentId: expect.any(String) })
    expect(await app.db.select().from(t.comments).where(eq(t.comments.projectId, rush.id))).toHaveLength(2)
  })
})
