// What follows a comment's review (issue 18 items 2 and 4): after a rejection (not for a threat)
// the author is mailed a signed link to edit and resubmit it with no login, and the resubmission
// is a new review that keeps the rejected version; the project's Comments tab counts the comments
// withheld, by reason; and a comment that is not public leaves nothing public behind (the tab, its
// files, counts, the feed).
import { describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import * as t from '../../src/server/db/schema/index.ts'
import type { ReviewQueueItem } from '../../src/shared/schemas/staff-comments.ts'
import {
  app,
  mailsTo,
  NOW,
  ORIGINAL,
  projectId,
  publish,
  reject,
  rejectAndFollow,
  stored,
  submitComment,
  token,
  useStaffCommentAftermathApp,
  withheld,
} from './staff-comment-aftermath-app.ts'

useStaffCommentAftermathApp()

describe('the resubmission link after a rejection', () => {
  it('mails the author a link with an opaque token that shows them their comment and why, with no login', async () => {
    const { id, mail, linkToken } = await rejectAndFollow()
    expect(mail).toMatchObject({ subject: expect.stringMatching(/^Comment not published: /) })
    expect(mail!.text).toContain('because it contains personal information')
    expect(linkToken).toBeTruthy()
    expect(linkToken).not.toContain(id)
    expect(mail!.text).not.toContain(id)
    // Only a hash of the token is kept.
    expect(JSON.stringify(await stored(id))).not.toContain(linkToken!)
    const { status, body } = await app.getJson(`/api/comment-resubmission/${linkToken}`)
    expect(status).toBe(200)
    expect(body).toMatchObject({
      status: 'OK',
      projectId,
      comment: ORIGINAL,
      reason: 'personal-information',
      note: null,
      expiresAt: '2026-12-24T18:00:00.000Z',
    })
  })

  it('writes the mail in the comment’s language, with the reviewer’s note', async () => {
    const comment = await submitComment(ORIGINAL, { language: 'fr' })
    expect((await reject(comment.id, { reason: 'other', note: 'Hors sujet' })).status).toBe(200)
    const [mail] = await mailsTo(comment.email, 'comment-rejected')
    expect(mail!.subject).toMatch(/^Commentaire non publié : /)
    expect(mail!.text).toContain('« Hors sujet »')
    expect(mail!.text).toContain('sans ouvrir de session')
  })

  it('sends no link after a rejection for a threat, nor to an author with no e-mail address', async () => {
    const threat = await rejectAndFollow('threat')
    expect(threat.mail).toBeUndefined()
    expect(await stored(threat.id)).toMatchObject({ resubmitTokenHash: null })
    const phoned = await submitComment(ORIGINAL, { email: '' })
    expect((await reject(phoned.id, { reason: 'profanity' })).status).toBe(200)
    expect(await app.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.kind, 'comment-rejected'))).not.toContainEqual(
      expect.objectContaining({ toAddress: '' }),
    )
  })

  it('takes the edited comment as a new review, keeps the rejected version, and works once', async () => {
    const { id, email, linkToken } = await rejectAndFollow('profanity')
    const resubmitted = await app.postJson<{ commentNumber: string }>(`/api/comment-resubmission/${linkToken}`, {
      comment: 'Please look at the culvert at km 12.',
    })
    expect(resubmitted).toMatchObject({ status: 200, body: { status: 'OK', commentNumber: expect.stringMatching(/-\d{4}$/) } })
    const [fresh] = await app.db.select().from(t.comments).where(eq(t.comments.previousCommentId, id))
    expect(fresh).toMatchObject({ state: 'unreviewed', comment: 'Please look at the culvert at km 12.', email, firstName: 'Ada', projectId })
    expect(await stored(id)).toMatchObject({ state: 'rejected', comment: ORIGINAL, rejectionReason: 'profanity', resubmitTokenHash: null })
    const queue = (await app.getJson<{ comments: ReviewQueueItem[] }>('/api/staff/comments', token.assessor)).body.comments
    expect(queue.map((c) => c.commentId)).toContain(fresh!.id)
    expect(await mailsTo(email, 'comment-receipt')).toHaveLength(2)
    expect((await app.postJson(`/api/comment-resubmission/${linkToken}`, { comment: 'Again' })).status).toBe(404)
    expect((await app.getJson(`/api/comment-resubmission/${linkToken}`)).status).toBe(404)
    const [entry] = await app.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, 'resubmit-comment'), eq(t.auditLog.entityId, id)))
    expect(entry).toMatchObject({ actor: 'public', detail: { projectId, resubmittedAs: fresh!.id } })
  })

  it('refuses an empty comment, an unknown link and an expired one, and changes nothing', async () => {
    const { id, linkToken } = await rejectAndFollow()
    expect(await app.postJson(`/api/comment-resubmission/${linkToken}`, { comment: '   ' })).toMatchObject({
      status: 400,
      body: { userMessage: expect.stringContaining('Write your comment.') },
    })
    expect((await app.getJson(`/api/comment-resubmission/${linkToken}x`)).status).toBe(404)
    app.setNow(new Date(NOW.getTime() + 31 * 86_400_000))
    expect(await app.postJson(`/api/comment-resubmission/${linkToken}`, { comment: 'Late' })).toMatchObject({ status: 410, body: { code: 'link-expired' } })
    expect(await app.db.select().from(t.comments).where(eq(t.comments.previousCommentId, id))).toEqual([])
  })
})

describe('the withheld count on the Comments tab', () => {
  it('counts rejected comments by reason, in the reasons’ order, and no more the one its author resubmitted', async () => {
    expect(await withheld()).toEqual({ status: 'OK', total: 0, groups: [] })
    const { linkToken } = await rejectAndFollow('profanity')
    await rejectAndFollow('threat')
    await rejectAndFollow('threat')
    await rejectAndFollow('personal-information')
    await publish((await submitComment()).id)
    expect(await withheld()).toEqual({
      status: 'OK',
      total: 4,
      groups: [
        { reason: 'personal-information', count: 1 },
        { reason: 'profanity', count: 1 },
        { reason: 'threat', count: 2 },
      ],
    })
    await app.postJson(`/api/comment-resubmission/${linkToken}`, { comment: 'Cleaned up.' })
    expect((await withheld()).total).toBe(3)
  })
})

describe('a comment that is not public leaves nothing public', () => {
  it('keeps a rejected or unreviewed comment and its files out of the tab, the files, the counts, the feed and the downloads', async () => {
    const rejected = await submitComment('Rejected Quillwortian text about the creek.', { files: 1 })
    await reject(rejected.id, { reason: 'profanity' })
    const waiting = await submitComment('Waiting text about the creek.', { files: 1 })
    const documents = await app.db.select().from(t.documents).where(eq(t.documents.projectId, projectId))
    expect(documents).toHaveLength(2)
    for (const viewer of [undefined, token.public, token.proponent]) {
      expect((await app.getJson<unknown[]>(`/api/projects/${projectId}/comments`, viewer)).body).toEqual([])
      expect((await app.getJson<{ commentCount: number }>(`/api/projects/${projectId}/meta`, viewer)).body.commentCount).toBe(0)
      for (const c of [rejected, waiting]) expect((await app.getJson(`/api/projects/${projectId}/comments/${c.id}/documents`, viewer)).status).toBe(404)
      const everything = JSON.stringify([
        (await app.getJson(`/api/projects/${projectId}/documents`, viewer)).body,
        (await app.getJson(`/api/projects/${projectId}/activity-feed`, viewer)).body,
        (await app.getJson(`/api/projects/${projectId}/key-documents`, viewer)).body,
      ])
      for (const d of documents) expect(everything).not.toContain(d.id)
      expect(everything).not.toContain('comment was posted')
      for (const d of documents)
        expect((await app.request(`/api/uploads/${d.unredactedUploadId}`, viewer ? { headers: { Authorization: `Bearer ${viewer}` } } : {})).status).toBe(404)
    }
    const search = JSON.stringify((await app.getJson('/api/projects/search?textSearch=Quillwortian')).body)
    expect(search).not.toContain(projectId)
  })
})
