// What follows a comment's review (issue 18 items 2 and 4): after a rejection (not for a threat)
// the author is mailed a signed link to edit and resubmit it with no login, and the resubmission
// is a new review that keeps the rejected version; the project's Comments tab counts the comments
// withheld, by reason; a reviewer undoes their own last answer on a comment, and only that; and a
// comment that is not public leaves nothing public behind (the tab, its files, counts, the feed).
import { randomUUID } from 'node:crypto'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { and, desc, eq } from 'drizzle-orm'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { commentSubmission } from '../factories/comment-submission.ts'
import { createProject } from '../factories/project-factory.ts'
import { createUser, giveRole } from '../factories/user-factory.ts'
import * as t from '../../src/server/db/schema/index.ts'
import type { ReviewQueueItem } from '../../src/shared/schemas/staff-comments.ts'
import { expectZipBombRefused } from './zip-bombs.ts'

/** Tuesday 24 November 2026, 11:00 in Yukon: business hours. */
const NOW = new Date('2026-11-24T18:00:00Z')
const WHO = ['anonymous', 'public', 'proponent', 'assessor', 'manager', 'administrator'] as const
type Who = (typeof WHO)[number]
const token: Record<Who, string | undefined> = { anonymous: undefined, public: '', proponent: '', assessor: '', manager: '', administrator: '' }
const ORIGINAL = 'Call me at 867-555-0100 about the culvert at km 12.'
const PDF = '%PDF-1.4 a letter about the creek'

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
  app.setNow(NOW)
  projectId = (await createProject(app.db)).id
  await app.db.update(t.projects).set({ openForComments: true }).where(eq(t.projects.id, projectId))
  await giveRole(app.db, proponentId, projectId, 'proponent-agent')
})

async function submitComment(comment = ORIGINAL, options: { language?: 'en' | 'fr'; files?: number; email?: string } = {}) {
  sequence += 1
  const body = commentSubmission(projectId, {
    comment,
    ...(options.email === undefined ? {} : { email: options.email }),
    phoneNumber: options.email === '' ? '867-555-0199' : '',
    attachmentCount: options.files ?? 0,
    language: options.language ?? 'en',
  })
  const response = await app.request(
    '/api/projects/submit-comment',
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
    `10.8.0.${sequence % 250}`,
  )
  const answer = (await response.json()) as { commentId: string; uploadToken: string }
  for (let i = 0; i < (options.files ?? 0); i += 1) {
    const form = new FormData()
    form.append('file', new File([PDF], `letter-${i}.pdf`, { type: 'application/pdf' }))
    const attached = await app.request(`/api/uploads/add-comment-document/${projectId}/${answer.commentId}`, {
      method: 'POST',
      headers: { 'Upload-Token': answer.uploadToken },
      body: form,
    })
    expect(attached.status).toBe(200)
  }
  return { id: answer.commentId, email: body.email }
}

const stored = async (commentId: string) => (await app.db.select().from(t.comments).where(eq(t.comments.id, commentId)))[0]!
const mailsTo = (to: string, kind: string) =>
  app.db
    .select()
    .from(t.mailOutbox)
    .where(and(eq(t.mailOutbox.kind, kind), eq(t.mailOutbox.toAddress, to)))
const linkTokenIn = (text: string) => /\/comments\/resubmit\/([A-Za-z0-9_-]+)/.exec(text)?.[1]
const reject = (id: string, body: unknown, who: Who = 'assessor') => app.postJson(`/api/staff/comments/${id}/reject`, body, token[who])
const publish = (id: string, who: Who = 'assessor') =>
  app.postJson(`/api/staff/comments/${id}/publish`, { redactions: [{ start: 11, end: 23, reason: 'personal-information' }] }, token[who])
const withheld = async () =>
  (await app.getJson<{ total: number; groups: { reason: string; count: number }[] }>(`/api/projects/${projectId}/withheld-comments`)).body
const undoable = (id: string, who: Who = 'assessor') =>
  app.getJson<{ undoable: { auditId: number; action: string } | null }>(`/api/staff/undo/comment/${id}`, token[who])
const undo = (id: string, auditId: number, who: Who = 'assessor') => app.postJson(`/api/staff/undo/comment/${id}`, { auditId }, token[who])

/** Rejects a comment and follows the link its author was mailed. */
async function rejectAndFollow(reason = 'personal-information', options: Parameters<typeof submitComment>[1] = {}) {
  const comment = await submitComment(ORIGINAL, options)
  expect((await reject(comment.id, { reason })).status).toBe(200)
  const [mail] = await mailsTo(comment.email, 'comment-rejected')
  return { ...comment, mail, linkToken: mail ? linkTokenIn(mail.text) : undefined }
}

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

describe('redacted versions of a comment’s files', () => {
  const REDACTED = '%PDF-1.4 a letter about the [withheld] creek'
  const upload = (commentId: string, documentId: string, who: Who, content = REDACTED, name = 'letter-redacted.pdf') => {
    const form = new FormData()
    form.append('file', new File([content], name, { type: 'application/pdf' }))
    return app.request(`/api/staff/comments/${commentId}/attachments/${documentId}/redacted`, {
      method: 'POST',
      headers: token[who] ? { Authorization: `Bearer ${token[who]}` } : {},
      body: form,
    })
  }
  const fileOf = async (commentId: string) => (await app.db.select().from(t.documents).where(eq(t.documents.commentId, commentId)))[0]!

  for (const who of ['anonymous', 'public', 'proponent'] as const) {
    it(`is not for ${who === 'anonymous' ? 'an anonymous visitor' : `a ${who} user`}: 404, and nothing kept`, async () => {
      const { id } = await submitComment(ORIGINAL, { files: 1 })
      const document = await fileOf(id)
      expect((await upload(id, document.id, who)).status).toBe(404)
      expect(await fileOf(id)).toMatchObject({ redactedUploadId: null })
    })
  }

  for (const who of ['assessor', 'manager', 'administrator'] as const) {
    it(`lets ${/^[aeiou]/.test(who) ? 'an' : 'a'} ${who} give the public a redacted file while the original stays staff-only, audited`, async () => {
      const { id } = await submitComment(ORIGINAL, { files: 1 })
      const document = await fileOf(id)
      const response = await upload(id, document.id, who)
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ status: 'OK', documentId: document.id, redactedFileName: 'letter-redacted.pdf' })
      const redacted = await fileOf(id)
      expect(redacted.redactedUploadId).not.toBeNull()
      expect((await app.getJson<{ comment: { attachments: unknown[] } }>(`/api/staff/comments/${id}`, token[who])).body.comment.attachments).toEqual([
        { documentId: document.id, fileName: 'letter-0.pdf', unredactedUploadId: document.unredactedUploadId, redactedFileName: 'letter-redacted.pdf' },
      ])
      expect((await publish(id, who)).status).toBe(200)
      const [published] = (await app.getJson<{ documents: { redactedUploadId: string }[] }[]>(`/api/projects/${projectId}/comments`)).body
      expect(published!.documents).toEqual([expect.objectContaining({ redactedUploadId: redacted.redactedUploadId })])
      expect(JSON.stringify(published)).not.toContain(document.unredactedUploadId)
      const publicFile = await app.request(`/api/uploads/${redacted.redactedUploadId}`)
      expect(await publicFile.text()).toBe(REDACTED)
      expect((await app.request(`/api/uploads/${document.unredactedUploadId}`)).status).toBe(404)
      const [entry] = await app.db
        .select()
        .from(t.auditLog)
        .where(and(eq(t.auditLog.action, 'redact-comment-attachment'), eq(t.auditLog.entityId, document.id)))
      expect(entry).toMatchObject({
        detail: { projectId, commentId: id, before: { redactedUploadId: null }, after: { redactedUploadId: redacted.redactedUploadId } },
      })
    })
  }

  it('refuses a file a comment does not take, and another comment’s file', async () => {
    const { id } = await submitComment(ORIGINAL, { files: 1 })
    const other = await submitComment(ORIGINAL, { files: 1 })
    const document = await fileOf(id)
    expect((await upload(id, document.id, 'assessor', 'MZ not a pdf', 'tool.exe')).status).toBe(415)
    expect((await upload(other.id, document.id, 'assessor')).status).toBe(404)
    expect(await fileOf(id)).toMatchObject({ redactedUploadId: null })
  })

  it('refuses a flat zip bomb (a thousand files of a megabyte of zeros) without unpacking it', async () => {
    const { id } = await submitComment(ORIGINAL, { files: 1 })
    const document = await fileOf(id)
    await expectZipBombRefused((form) =>
      app.request(`/api/staff/comments/${id}/attachments/${document.id}/redacted`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token.assessor}` },
        body: form,
      }),
    )
    expect(await fileOf(id)).toMatchObject({ redactedUploadId: null })
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
