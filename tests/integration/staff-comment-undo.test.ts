// A reviewer undoing their own last answer on a comment (issue 18 item 4), and only that.
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { desc, eq } from 'drizzle-orm'
import * as t from '../../src/server/db/schema/index.ts'
import {
  app,
  ORIGINAL,
  projectId,
  publish,
  rejectAndFollow,
  stored,
  submitComment,
  token,
  undo,
  undoable,
  useStaffCommentAftermathApp,
  withheld,
} from './staff-comment-aftermath-app.ts'

useStaffCommentAftermathApp()

describe('undoing one’s own last action', () => {
  const endpoints = (id: string): [string, string, unknown][] => [
    ['GET', `/api/staff/undo/comment/${id}`, undefined],
    ['POST', `/api/staff/undo/comment/${id}`, { auditId: 1 }],
  ]
  for (const who of ['anonymous', 'public', 'proponent'] as const) {
    it(`does not exist for ${who === 'anonymous' ? 'an anonymous visitor' : `a ${who} user`}`, async () => {
      const { id } = await submitComment()
      await publish(id)
      for (const [method, path, body] of endpoints(id)) {
        const { status } = method === 'GET' ? await app.getJson(path, token[who]) : await app.postJson(path, body, token[who])
        expect(status, `${method} ${path}`).toBe(404)
      }
      expect(await stored(id)).toMatchObject({ state: 'public' })
    })
  }

  for (const who of ['assessor', 'manager', 'administrator'] as const) {
    it(`lets ${/^[aeiou]/.test(who) ? 'an' : 'a'} ${who} undo their own publication: the comment, its files and its feed line go back, and the undo is audited`, async () => {
      const { id } = await submitComment(ORIGINAL, { files: 1 })
      expect((await publish(id, who)).status).toBe(200)
      const [document] = await app.db.select().from(t.documents).where(eq(t.documents.commentId, id))
      expect(document).toMatchObject({ state: 'public' })
      const { body } = await undoable(id, who)
      expect(body.undoable).toMatchObject({ action: 'publish-comment' })
      expect((await undo(id, body.undoable!.auditId, who)).status).toBe(200)
      expect(await stored(id)).toMatchObject({ state: 'unreviewed', redactedComment: null, redactions: [], publishedAt: null })
      expect((await app.db.select().from(t.documents).where(eq(t.documents.commentId, id)))[0]).toMatchObject({ state: 'unreviewed' })
      expect((await app.getJson<unknown[]>(`/api/projects/${projectId}/comments`)).body).toEqual([])
      expect(JSON.stringify((await app.getJson(`/api/projects/${projectId}/activity-feed`)).body)).not.toContain('comment was posted')
      const [entry] = await app.db.select().from(t.auditLog).where(eq(t.auditLog.entityId, id)).orderBy(desc(t.auditLog.id)).limit(1)
      expect(entry).toMatchObject({
        action: 'undo',
        detail: {
          projectId,
          before: { state: 'public' },
          after: { state: 'unreviewed' },
          undoes: { auditId: body.undoable!.auditId, action: 'publish-comment' },
        },
      })
      // Undone once: the undo is now the last action, and is not itself undone.
      expect((await undoable(id, who)).body.undoable).toBeNull()
      expect((await undo(id, body.undoable!.auditId, who)).status).toBe(409)
      // Back in the queue: it can be reviewed again.
      expect((await publish(id, who)).status).toBe(200)
    })
  }

  it('undoes a rejection: back in the queue, off the withheld count, and its link stops working', async () => {
    const { id, linkToken } = await rejectAndFollow('profanity')
    expect((await withheld()).total).toBe(1)
    const { body } = await undoable(id)
    expect((await undo(id, body.undoable!.auditId)).status).toBe(200)
    expect(await stored(id)).toMatchObject({ state: 'unreviewed', rejectionReason: null, resubmitTokenHash: null })
    expect((await withheld()).total).toBe(0)
    expect((await app.getJson(`/api/comment-resubmission/${linkToken}`)).status).toBe(404)
  })

  it('undoes a mark for further review', async () => {
    const { id } = await submitComment()
    expect((await app.postJson(`/api/staff/comments/${id}/further-review`, {}, token.assessor)).status).toBe(200)
    const { body } = await undoable(id)
    expect((await undo(id, body.undoable!.auditId)).status).toBe(200)
    expect(await stored(id)).toMatchObject({ state: 'unreviewed', needsFurtherReview: false })
  })

  it('offers nobody else the undo, and nothing once someone acted after (the author’s resubmission included)', async () => {
    const { id } = await submitComment()
    await app.postJson(`/api/staff/comments/${id}/further-review`, {}, token.assessor)
    const mine = (await undoable(id)).body.undoable!
    expect((await undoable(id, 'manager')).body.undoable).toBeNull()
    expect((await undo(id, mine.auditId, 'manager')).status).toBe(409)
    expect((await publish(id, 'manager')).status).toBe(200)
    expect((await undoable(id)).body.undoable).toBeNull()
    expect((await undo(id, mine.auditId)).status).toBe(409)
    expect(await stored(id)).toMatchObject({ state: 'public' })

    const rejected = await rejectAndFollow('profanity')
    const rejection = (await undoable(rejected.id)).body.undoable!
    await app.postJson(`/api/comment-resubmission/${rejected.linkToken}`, { comment: 'Cleaned up.' })
    expect((await undo(rejected.id, rejection.auditId)).status).toBe(409)
    expect(await stored(rejected.id)).toMatchObject({ state: 'rejected' })
  })

  it('answers 404 for a kind of item that cannot be undone and for a comment that does not exist', async () => {
    const { id } = await submitComment()
    expect((await app.getJson(`/api/staff/undo/hearing/${id}`, token.assessor)).status).toBe(404)
    expect((await app.postJson(`/api/staff/undo/comment/${randomUUID()}`, { auditId: 1 }, token.assessor)).status).toBe(404)
    expect((await app.postJson(`/api/staff/undo/comment/${id}`, {}, token.assessor)).status).toBe(400)
  })
})
