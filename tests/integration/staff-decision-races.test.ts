// Two reviewers deciding one item (issue 27 items 3 and 4, decision 0053) on a comment and on the
// document and answer queues: decisions released together or sent one after the other take effect
// once; every other is a 409 that names who decided and when, and only one e-mail goes out. An undo
// restores or says why it cannot, and twenty undos released together undo once. No 5xx anywhere.
import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { RACERS, releasedTogether } from './race.ts'
import type { Caller } from './staff-callers.ts'
import { createDocument } from '../factories/content-factory.ts'
import * as t from '../../src/server/db/schema/index.ts'
import {
  alternate,
  app,
  call,
  nameOf,
  NOW,
  oneWinner,
  ORIGINAL,
  projectId,
  proponentId,
  theDecision,
  undoable,
  undoOnce,
  useStaffDecisionRacesApp,
  WITHHELD,
} from './staff-decision-races-app.ts'

useStaffDecisionRacesApp()

describe('a comment', () => {
  async function unreviewedComment(): Promise<string> {
    const [row] = await app.db
      .insert(t.comments)
      .values({ projectId, firstName: 'Ada', lastName: 'Lee', email: 'ada@example.ca', comment: ORIGINAL, agreeToTerms: true })
      .returning()
    return row!.id
  }
  const stored = async (id: string) => (await app.db.select().from(t.comments).where(eq(t.comments.id, id)))[0]!
  const publicCopies = async () =>
    ((await call('GET', `/api/projects/${projectId}/comments`, 'anonymous')).body as unknown as { redactedComment: string }[]).map((c) => c.redactedComment)

  it('published with a passage withheld and published whole at once: one wins, the public reads its copy, the other is told who and when', async () => {
    const id = await unreviewedComment()
    // The assessor withholds the phone number; the manager publishes it whole.
    const replies = await releasedTogether(RACERS, (i) =>
      call('POST', `/api/staff/comments/${id}/publish`, alternate(i), i % 2 === 0 ? WITHHELD : { redactions: [] }),
    )
    const { winner, when } = await oneWinner(replies, alternate, id, ['publish-comment'])
    expect(replies.find((r) => r.status === 409)!.body.userMessage).toBe(`This comment was already published by ${nameOf[alternate(winner)]} on ${when}.`)
    const copy = winner % 2 === 0 ? 'Call me at [withheld: personal information] about the culvert at km 12.' : ORIGINAL
    expect(await publicCopies()).toEqual([copy])

    // The loser has nothing to undo, and is told so; the winner's undo takes the comment back to the queue.
    const loser: Caller = alternate(winner) === 'assessor' ? 'manager' : 'assessor'
    expect(await undoable('comment', id, loser)).toBeNull()
    const published = (await undoable('comment', id, alternate(winner)))!
    const refused = await call('POST', `/api/staff/undo/comment/${id}`, loser, { auditId: published.auditId })
    expect(refused).toMatchObject({
      status: 409,
      body: { code: 'nothing-to-undo', userMessage: expect.stringContaining(`by ${nameOf[alternate(winner)]} on ${when}`) },
    })
    expect(await stored(id)).toMatchObject({ state: 'public', redactedComment: copy })
    expect((await call('POST', `/api/staff/undo/comment/${id}`, alternate(winner), { auditId: published.auditId })).status).toBe(200)
    expect(await stored(id)).toMatchObject({ state: 'unreviewed', redactedComment: null, redactions: [] })
    expect(await publicCopies()).toEqual([])
  })

  it('a second decision after the first is refused with who took the first and when', async () => {
    const id = await unreviewedComment()
    expect((await call('POST', `/api/staff/comments/${id}/publish`, 'assessor', WITHHELD)).status).toBe(200)
    const { decidedAt, when } = await theDecision(id, ['publish-comment'])
    for (const [path, body] of [
      ['publish', { redactions: [] }],
      ['reject', { reason: 'profanity' }],
      ['further-review', {}],
    ] as const) {
      const second = await call('POST', `/api/staff/comments/${id}/${path}`, 'manager', body)
      expect(second, path).toMatchObject({
        status: 409,
        body: {
          code: 'already-decided',
          userMessage: `This comment was already published by ${nameOf.assessor} on ${when}.`,
          decidedBy: nameOf.assessor,
          decidedAt,
        },
      })
    }
    expect(await publicCopies()).toEqual(['Call me at [withheld: personal information] about the culvert at km 12.'])
  })

  it('published and rejected at once: one decision, and only a rejection mails the author', async () => {
    const id = await unreviewedComment()
    const mailed = (await app.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.kind, 'comment-rejected'))).length
    const replies = await releasedTogether(RACERS, (i) =>
      call('POST', `/api/staff/comments/${id}/${i % 2 === 0 ? 'publish' : 'reject'}`, alternate(i), i % 2 === 0 ? { redactions: [] } : { reason: 'profanity' }),
    )
    const { winner } = await oneWinner(replies, alternate, id, ['publish-comment', 'reject-comment'])
    expect((await stored(id)).state).toBe(winner % 2 === 0 ? 'public' : 'rejected')
    expect((await app.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.kind, 'comment-rejected'))).length - mailed).toBe(winner % 2 === 0 ? 0 : 1)
  })

  it('twenty undos of one publication at once undo it once', async () => {
    const id = await unreviewedComment()
    expect((await call('POST', `/api/staff/comments/${id}/publish`, 'assessor', WITHHELD)).status).toBe(200)
    await undoOnce('comment', id, 'assessor')
    expect(await stored(id)).toMatchObject({ state: 'unreviewed' })
  })
})

describe('the document queue', () => {
  const unreviewedDocument = async () =>
    (await createDocument(app.db, app.config.dataDir, projectId, { state: 'unreviewed', uploadedAt: NOW, uploadedById: proponentId })).document.id
  const documentRow = async (id: string) => (await app.db.select().from(t.documents).where(eq(t.documents.id, id)))[0]!
  const DECISIONS = ['publish-document', 'mark-document-internal', 'publish-redacted-document']

  it('published and marked Internal at once: one decision', async () => {
    const id = await unreviewedDocument()
    const replies = await releasedTogether(RACERS, (i) => call('POST', `/api/staff/documents/${id}/${i % 2 === 0 ? 'publish' : 'internal'}`, alternate(i), {}))
    const { winner } = await oneWinner(replies, alternate, id, DECISIONS)
    expect((await documentRow(id)).state).toBe(winner % 2 === 0 ? 'public' : 'internal')
  })

  it('a second decision or mark after the first is refused with who took the first and when', async () => {
    const id = await unreviewedDocument()
    expect((await call('POST', `/api/staff/documents/${id}/publish`, 'assessor', {})).status).toBe(200)
    const { decidedAt, when } = await theDecision(id, DECISIONS)
    for (const path of [`/api/staff/documents/${id}/internal`, `/api/staff/documents/${id}/publish`, `/api/staff/queues/documents/${id}/further-review`]) {
      const second = await call('POST', path, 'manager', {})
      expect(second, path).toMatchObject({
        status: 409,
        body: {
          code: 'already-decided',
          userMessage: `This document was already published by ${nameOf.assessor} on ${when}.`,
          decidedBy: nameOf.assessor,
          decidedAt,
        },
      })
    }
    expect((await documentRow(id)).state).toBe('public')
  })

  it('twenty undos of one decision at once undo it once', async () => {
    const id = await unreviewedDocument()
    expect((await call('POST', `/api/staff/documents/${id}/internal`, 'manager', {})).status).toBe(200)
    await undoOnce('document', id, 'manager')
    expect((await documentRow(id)).state).toBe('unreviewed')
  })
})

describe('the answer queue', () => {
  it('published twenty times at once: published once, with one feed line', async () => {
    const [request] = await app.db
      .insert(t.informationRequests)
      .values({ projectId, number: 1, status: 'answered', publishedAt: NOW, answeredAt: NOW })
      .returning()
    const replies = await releasedTogether(RACERS, (i) => call('POST', `/api/staff/answers/${request!.id}/publish`, alternate(i), {}))
    const { winner, when } = await oneWinner(replies, alternate, request!.id, ['publish-information-response'])
    expect(replies.find((r) => r.status === 409)!.body.userMessage).toBe(`This answer was already published by ${nameOf[alternate(winner)]} on ${when}.`)
    const feed = await app.db.select().from(t.activityItems).where(eq(t.activityItems.projectId, projectId))
    expect(feed.filter((f) => JSON.stringify(f.event).includes('information-request-answered'))).toHaveLength(1)
    await undoOnce('information-request', request!.id, alternate(winner))
  })
})
