// The office's comment review (issue 18 item 2): only staff reach it (anyone else: 404); the queue
// is oldest received first with its count and review due dates; publishing shows the public only
// the redacted copy; a rejected comment stays out of the comments tab, the counts and the feed;
// every answer is audited with the values before and after.
import { randomUUID } from 'node:crypto'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { and, desc, eq } from 'drizzle-orm'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { commentSubmission } from '../factories/comment-submission.ts'
import { createProject } from '../factories/project-factory.ts'
import { createUser, giveRole } from '../factories/user-factory.ts'
import * as t from '../../src/server/db/schema/index.ts'
import type { ReviewComment, ReviewQueueItem } from '../../src/shared/schemas/staff-comments.ts'

/** Tuesday 24 November 2026, 11:00 in Yukon: business hours. */
const NOW = new Date('2026-11-24T18:00:00Z')
const WHO = ['anonymous', 'public', 'proponent', 'assessor', 'manager', 'administrator'] as const
type Who = (typeof WHO)[number]
const token: Record<Who, string | undefined> = { anonymous: undefined, public: '', proponent: '', assessor: '', manager: '', administrator: '' }
const ORIGINAL = 'Call me at 867-555-0100 about the culvert at km 12.'

let app: TestApp
let proponentId = ''
let sequence = 0

beforeAll(async () => {
  app = await startTestApp({ now: NOW })
  for (const who of WHO.slice(1)) {
    const staffRole = who === 'assessor' || who === 'manager' || who === 'administrator' ? who : null
    const user = await createUser(app.db, { firstName: who, staffRole })
    if (who === 'proponent') proponentId = user.id
    token[who] = await app.tokenFor(user)
  }
})

let projectId = ''
beforeEach(async () => {
  projectId = (await createProject(app.db)).id
  await app.db.update(t.projects).set({ openForComments: true }).where(eq(t.projects.id, projectId))
  await giveRole(app.db, proponentId, projectId, 'proponent-agent')
})

async function submitComment(comment = ORIGINAL, at = NOW): Promise<string> {
  sequence += 1
  app.setNow(at)
  const body = commentSubmission(projectId, { comment })
  const response = await app.request(
    '/api/projects/submit-comment',
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
    `10.9.0.${sequence % 250}`,
  )
  const answer = (await response.json()) as { commentId: string }
  app.setNow(NOW)
  return answer.commentId
}

const stored = async (commentId: string) => (await app.db.select().from(t.comments).where(eq(t.comments.id, commentId)))[0]!
const redaction = { redactions: [{ start: 11, end: 23, reason: 'personal-information' }] }
const publicView = async () => ({
  comments: (await app.getJson<{ commentId: string; redactedComment: string; redactedCommentParts: unknown }[]>(`/api/projects/${projectId}/comments`)).body,
  count: (await app.getJson<{ commentCount: number }>(`/api/projects/${projectId}/meta`)).body.commentCount,
  feed: JSON.stringify((await app.getJson(`/api/projects/${projectId}/activity-feed`)).body),
})

describe('staff access', () => {
  const endpoints = (id: string): [string, string, unknown][] => [
    ['GET', '/api/staff/comments', undefined],
    ['GET', '/api/staff/comment-count', undefined],
    ['GET', `/api/staff/comments/${id}`, undefined],
    ['POST', `/api/staff/comments/${id}/further-review`, {}],
    ['POST', `/api/staff/comments/${id}/publish`, redaction],
    ['POST', `/api/staff/comments/${id}/reject`, { reason: 'profanity' }],
  ]
  const call = (who: Who, [method, path, body]: [string, string, unknown]) =>
    method === 'GET' ? app.getJson(path, token[who]) : app.postJson(path, body, token[who])

  for (const who of ['anonymous', 'public', 'proponent'] as const) {
    it(`does not exist for ${who === 'anonymous' ? 'an anonymous visitor' : `a ${who} user`}: every endpoint answers 404 and changes nothing`, async () => {
      const id = await submitComment()
      for (const endpoint of endpoints(id)) {
        const { status, body } = await call(who, endpoint)
        expect(status, endpoint[1]).toBe(404)
        expect(body).toMatchObject({ code: 'not-found', userMessage: 'No such API endpoint.' })
      }
      expect(await stored(id)).toMatchObject({ state: 'unreviewed', needsFurtherReview: false, redactedComment: null })
    })
  }

  for (const who of ['assessor', 'manager', 'administrator'] as const) {
    it(`lets ${/^[aeiou]/.test(who) ? 'an' : 'a'} ${who} read the queue, mark, publish and reject`, async () => {
      const id = await submitComment()
      const results = []
      for (const endpoint of endpoints(id)) results.push((await call(who, endpoint)).status)
      // Published before the rejection comes: the rejection is refused for what the comment is, not who asks.
      expect(results).toEqual([200, 200, 200, 200, 200, 409])
      expect(await stored(id)).toMatchObject({ state: 'public' })
      const other = await submitComment()
      expect((await app.postJson(`/api/staff/comments/${other}/reject`, { reason: 'threat' }, token[who])).status).toBe(200)
    })
  }
})

describe('the queue', () => {
  it('lists unreviewed comments across projects, oldest received first, with the count, received times per §9 and the review due date', async () => {
    await app.db.update(t.comments).set({ state: 'rejected' }).where(eq(t.comments.state, 'unreviewed'))
    // Sent Friday 20 November at 5 pm Yukon time: received Monday 23 November 8:00 am.
    const late = await submitComment('Sent after hours.', new Date('2026-11-21T00:00:00Z'))
    const first = await submitComment('Sent Monday morning.', new Date('2026-11-16T17:00:00Z'))
    const now = await submitComment('Sent now.')
    const { body } = await app.getJson<{ count: number; comments: ReviewQueueItem[] }>('/api/staff/comments', token.assessor)
    expect(body.comments.map((c) => c.commentId)).toEqual([first, late, now])
    expect(body.count).toBe(3)
    expect((await app.getJson('/api/staff/comment-count', token.assessor)).body).toEqual({ status: 'OK', count: 3 })
    expect(body.comments[1]).toMatchObject({
      projectId,
      authorName: 'Ada Lee',
      receivedAt: '2026-11-23T15:00:00.000Z',
      reviewDueAt: '2026-11-30T20:30:00.000Z',
      needsFurtherReview: false,
    })
    const [project] = await app.db.select().from(t.projects).where(eq(t.projects.id, projectId))
    expect(body.comments[0]).toMatchObject({ projectNumber: project!.projectNumber, projectTitle: project!.title })
  })

  it('keeps a comment marked for further review in the queue, marked, and audits the mark', async () => {
    const id = await submitComment()
    expect((await app.postJson(`/api/staff/comments/${id}/further-review`, {}, token.assessor)).status).toBe(200)
    const { body } = await app.getJson<{ comments: ReviewQueueItem[] }>('/api/staff/comments', token.assessor)
    expect(body.comments.find((c) => c.commentId === id)).toMatchObject({ needsFurtherReview: true })
    const [entry] = await app.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, 'mark-comment-for-further-review'), eq(t.auditLog.entityId, id)))
    expect(entry).toMatchObject({ detail: { projectId, before: { needsFurtherReview: false }, after: { needsFurtherReview: true } } })
  })

  it('shows one comment with its original text to staff', async () => {
    const id = await submitComment()
    const { body } = await app.getJson<{ comment: ReviewComment }>(`/api/staff/comments/${id}`, token.assessor)
    expect(body.comment).toMatchObject({ commentId: id, state: 'unreviewed', originalText: ORIGINAL, attachments: [] })
    expect((await app.getJson(`/api/staff/comments/${randomUUID()}`, token.assessor)).status).toBe(404)
  })

  it('shows staff who wrote it: their contact, the organization or company it is posted for, and whether they asked that their name not be shown', async () => {
    const send = async (overrides: Record<string, unknown>) => {
      sequence += 1
      const body = commentSubmission(projectId, overrides)
      const response = await app.request(
        '/api/projects/submit-comment',
        { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
        `10.9.1.${sequence % 250}`,
      )
      expect(response.status).toBe(200)
      const { commentId } = (await response.json()) as { commentId: string }
      return (await app.getJson<{ comment: ReviewComment }>(`/api/staff/comments/${commentId}`, token.assessor)).body.comment
    }
    expect((await send({ email: 'ada@example.ca', phoneNumber: '867-555-0100', companyName: 'Klondike Outfitters' })).writer).toEqual({
      email: 'ada@example.ca',
      phoneNumber: '867-555-0100',
      postingAs: 'Klondike Outfitters',
      anonymousComment: false,
    })
    expect((await send({ email: '', phoneNumber: '867-555-0101', anonymousComment: true })).writer).toEqual({
      email: null,
      phoneNumber: '867-555-0101',
      postingAs: null,
      anonymousComment: true,
    })
  })
})

describe('publishing with redactions', () => {
  it('shows the public only the redacted copy, stores the passages with their reasons and keeps the original', async () => {
    const id = await submitComment()
    expect((await publicView()).comments).toEqual([])
    expect((await app.postJson(`/api/staff/comments/${id}/publish`, redaction, token.assessor)).status).toBe(200)
    const redacted = 'Call me at [withheld: personal information] about the culvert at km 12.'
    const view = await publicView()
    // The registry's English copy for real clients, and the same in pieces with the reason's code for the page to say in its reader's language.
    expect(view.comments).toMatchObject([
      {
        commentId: id,
        redactedComment: redacted,
        redactedCommentParts: [{ text: 'Call me at ' }, { withheld: 'personal-information' }, { text: ' about the culvert at km 12.' }],
      },
    ])
    expect(JSON.stringify(view.comments)).not.toContain('867-555-0100')
    expect(view.count).toBe(1)
    expect(await stored(id)).toMatchObject({ state: 'public', comment: ORIGINAL, redactedComment: redacted, redactions: redaction.redactions })
    const [entry] = await app.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, 'publish-comment'), eq(t.auditLog.entityId, id)))
      .orderBy(desc(t.auditLog.id))
    expect(entry).toMatchObject({
      detail: {
        before: { state: 'unreviewed', redactedComment: null, redactions: [] },
        after: { state: 'public', redactedComment: redacted, redactions: redaction.redactions },
      },
    })
    const queue = await app.getJson<{ comments: ReviewQueueItem[] }>('/api/staff/comments', token.assessor)
    expect(queue.body.comments.map((c) => c.commentId)).not.toContain(id)
  })

  it('refuses passages outside the text or overlapping, and changes nothing', async () => {
    const id = await submitComment()
    const outside = await app.postJson(`/api/staff/comments/${id}/publish`, { redactions: [{ start: 40, end: 400, reason: 'other' }] }, token.assessor)
    expect(outside).toMatchObject({ status: 400, body: { userMessage: 'A withheld passage is not part of the comment.' } })
    const overlapping = await app.postJson(
      `/api/staff/comments/${id}/publish`,
      {
        redactions: [
          { start: 0, end: 12, reason: 'other' },
          { start: 11, end: 23, reason: 'threat' },
        ],
      },
      token.assessor,
    )
    expect(overlapping).toMatchObject({ status: 400, body: { userMessage: 'Withheld passages may not overlap.' } })
    expect((await app.postJson(`/api/staff/comments/${id}/publish`, { redactions: [{ start: 0, end: 2, reason: 'rude' }] }, token.assessor)).status).toBe(400)
    expect(await stored(id)).toMatchObject({ state: 'unreviewed', redactedComment: null, redactions: [] })
  })
})

describe('rejecting', () => {
  it('keeps a rejected comment out of the comments tab, the count and the feed, with its reason audited', async () => {
    const id = await submitComment()
    expect((await app.postJson(`/api/staff/comments/${id}/reject`, { reason: 'threat' }, token.assessor)).status).toBe(200)
    const view = await publicView()
    expect(view.comments).toEqual([])
    expect(view.count).toBe(0)
    expect(view.feed).not.toContain('comment was posted')
    expect(await stored(id)).toMatchObject({ state: 'rejected', rejectionReason: 'threat', redactedComment: null })
    const [entry] = await app.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, 'reject-comment'), eq(t.auditLog.entityId, id)))
    expect(entry).toMatchObject({ detail: { projectId, before: { state: 'unreviewed' }, after: { state: 'rejected', rejectionReason: 'threat' } } })
    // Once rejected, it is never published, by the review or otherwise.
    expect((await app.postJson(`/api/staff/comments/${id}/publish`, { redactions: [] }, token.assessor)).status).toBe(409)
    expect((await publicView()).comments).toEqual([])
  })

  it('asks why when the reason is "other"', async () => {
    const id = await submitComment()
    expect(await app.postJson(`/api/staff/comments/${id}/reject`, { reason: 'other' }, token.assessor)).toMatchObject({
      status: 400,
      body: { userMessage: 'Say why the comment is rejected.' },
    })
    expect((await app.postJson(`/api/staff/comments/${id}/reject`, { reason: 'other', note: 'Off topic advertising' }, token.assessor)).status).toBe(200)
    expect(await stored(id)).toMatchObject({ state: 'rejected', rejectionReason: 'other', rejectionNote: 'Off topic advertising' })
  })
})
