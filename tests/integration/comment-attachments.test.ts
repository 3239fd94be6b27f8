// A comment's attachments (spec public-registry §3 "Comment submission"): only the sender, holding
// the comment's upload token, may add them, up to the number announced.
import { beforeAll, describe, expect, it } from 'vitest'
import { randomBytes, randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { createUser } from '../factories/user-factory.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { COMMENT_LIMITS } from '../../src/shared/schemas/comment-submission.ts'
import { makeZip } from '../factories/location-files.ts'
import { expectZipBombRefused } from './zip-bombs.ts'
import { app, attach, NOW, openProject, PDF, project, submit, useCommentsApp, visitor } from './comments-app.ts'
import type { Answer } from './comments-app.ts'

useCommentsApp()

describe('a comment’s attachments', () => {
  let comment: Answer

  beforeAll(async () => {
    app.setNow(NOW)
    comment = (await submit(visitor(project.id, { attachmentCount: 2 }))).body
  })

  it('are refused to anyone without the comment’s token, before the file is read', async () => {
    const other = (await submit(visitor(project.id, { attachmentCount: 1 }))).body
    expect(await attach(project.id, comment.commentId, null)).toMatchObject({ status: 403, body: { userMessage: expect.stringContaining('Upload-Token') } })
    expect((await attach(project.id, comment.commentId, other.uploadToken)).status).toBe(403)
    expect((await attach(project.id, comment.commentId, 'not-a-token')).status).toBe(403)
    const elsewhere = await openProject()
    expect(await attach(elsewhere.id, comment.commentId, comment.uploadToken)).toMatchObject({
      status: 403,
      body: { userMessage: 'This comment belongs to another project.' },
    })
    expect((await attach(project.id, randomUUID(), comment.uploadToken)).status).toBe(404)
    expect(await app.db.select().from(t.documents).where(eq(t.documents.commentId, comment.commentId))).toEqual([])
  })

  it('are kept, unreviewed, as the comment’s documents, up to the number announced', async () => {
    const first = await attach(project.id, comment.commentId, comment.uploadToken)
    expect(first).toEqual({ status: 200, body: { status: 'OK', documentId: expect.any(String), fileName: 'letter.pdf' } })
    const [document] = await app.db.select().from(t.documents).where(eq(t.documents.id, first.body.documentId!))
    expect(document).toMatchObject({
      projectId: project.id,
      role: 'comment',
      commentId: comment.commentId,
      state: 'unreviewed',
      documentTypeId: 8,
      stageUploaded: project.stageId,
    })
    expect(document!.documentNumber).toMatch(/^\d{4}$/)
    expect((await attach(project.id, comment.commentId, comment.uploadToken, { name: 'photo.png', content: 'not a png', type: 'image/png' })).status).toBe(415)
    expect(
      (await attach(project.id, comment.commentId, comment.uploadToken, { name: 'run.exe', content: 'MZ', type: 'application/octet-stream' })).status,
    ).toBe(415)
    expect((await attach(project.id, comment.commentId, comment.uploadToken, { name: 'second.pdf', content: PDF })).status).toBe(200)
    expect(await attach(project.id, comment.commentId, comment.uploadToken, { name: 'third.pdf', content: PDF })).toMatchObject({
      status: 403,
      body: { userMessage: 'This comment announced 2 files, and all have arrived.' },
    })
    // Nobody else sees them while they wait for review.
    const listed = await app.getJson<unknown[]>(`/api/projects/${project.id}/comments`)
    expect(JSON.stringify(listed.body)).not.toContain(comment.commentId)
  })

  it('are the token holder’s alone: a session, even the author’s or staff’s, is no substitute for it', async () => {
    const author = await createUser(app.db)
    const authorToken = await app.tokenFor(author)
    const { body: mine } = await submit(visitor(project.id, { attachmentCount: 1 }), authorToken)
    const form = () => {
      const data = new FormData()
      data.append('file', new File([PDF], 'letter.pdf', { type: 'application/pdf' }))
      return data
    }
    const upload = (headers: Record<string, string>) =>
      app.request(`/api/uploads/add-comment-document/${project.id}/${mine.commentId}`, { method: 'POST', headers, body: form() })
    const staff = await app.tokenFor(await createUser(app.db, { staffRole: 'assessor' }))
    const another = await app.tokenFor(await createUser(app.db))
    for (const session of [authorToken, another, staff]) expect((await upload({ Authorization: `Bearer ${session}` })).status).toBe(403)
    expect((await upload({ 'Upload-Token': comment.uploadToken })).status).toBe(403)
    expect((await upload({ Authorization: `Bearer ${authorToken}`, 'Upload-Token': mine.uploadToken })).status).toBe(200)
    const [document] = await app.db.select().from(t.documents).where(eq(t.documents.commentId, mine.commentId))
    expect(document!.uploadedById).toBe(author.id)
  })

  it('refuse a flat zip bomb from an anonymous visitor without unpacking it, and anything that unpacks to more than an attachment may', async () => {
    const sent = (await submit(visitor(project.id, { attachmentCount: 2 }))).body
    const attachZip = (form: FormData) =>
      app.request(`/api/uploads/add-comment-document/${project.id}/${sent.commentId}`, {
        method: 'POST',
        headers: { 'Upload-Token': sent.uploadToken },
        body: form,
      })
    await expectZipBombRefused(attachZip)
    // 250 files of a megabyte that pack some 60× each, as a large spreadsheet's do: no bomb, but
    // more than the 200 MB a comment's attachment may unpack to (a proponent's document may 1024 MB).
    const sheet = new Uint8Array(1024 * 1024)
    sheet.set(randomBytes(16 * 1024))
    const sheets = await makeZip(Array.from({ length: 250 }, (_, i) => ({ name: `sheet-${i}.xml`, data: sheet })))
    const form = new FormData()
    form.append('file', new Blob([sheets as Uint8Array<ArrayBuffer>], { type: 'application/zip' }), 'survey-sheets.zip')
    const answer = await attachZip(form)
    expect({ status: answer.status, body: await answer.json() }).toMatchObject({
      status: 422,
      body: { code: 'zip-too-large', userMessage: expect.stringContaining('more than 200 MB') },
    })
    expect(await app.db.select().from(t.documents).where(eq(t.documents.commentId, sent.commentId))).toEqual([])
  })

  it('are refused once the token has expired', async () => {
    const late = (await submit(visitor(project.id, { attachmentCount: 1 }))).body
    app.setNow(new Date(NOW.getTime() + (COMMENT_LIMITS.uploadTokenMinutes * 60 + 1) * 1000))
    expect(await attach(project.id, late.commentId, late.uploadToken)).toMatchObject({
      status: 403,
      body: { userMessage: expect.stringContaining('has passed') },
    })
  })
})
