// After a comment is sent (spec public-registry §5, §6): the receipt mailed to its sender, and what
// the public sees of it before and after it is published.
import { describe, expect, it } from 'vitest'
import { and, desc, eq } from 'drizzle-orm'
import { createUser } from '../factories/user-factory.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { app, attach, NOW, openProject, project, service, stored, submit, useCommentsApp, visitor } from './comments-app.ts'

useCommentsApp()

describe('publication', () => {
  it('shows nothing of an unreviewed comment anywhere public, then the published comment, counted, in the feed, with its files', async () => {
    const fresh = await openProject()
    const { body: sent } = await submit(visitor(fresh.id, { comment: 'The culvert at km 12 floods every spring.', attachmentCount: 1 }))
    const { body: file } = await attach(fresh.id, sent.commentId, sent.uploadToken)
    const publicView = async () => ({
      comments: (await app.getJson<{ commentId: string; redactedComment: string; documents: { documentId: string }[] }[]>(`/api/projects/${fresh.id}/comments`))
        .body,
      count: (await app.getJson<{ commentCount: number }>(`/api/projects/${fresh.id}/meta`)).body.commentCount,
      feed: (await app.getJson<{ documents: { documentId: string }[]; messageParts: { message: string }[] }[]>(`/api/projects/${fresh.id}/activity-feed`)).body,
    })
    const before = await publicView()
    expect(before.comments).toEqual([])
    expect(before.count).toBe(0)
    expect(JSON.stringify(before.feed)).not.toContain('comment was posted')

    await service().publishComment(
      sent.commentId,
      { redactedComment: 'The culvert at km [redacted] floods every spring.', by: { userId: null, actor: 'assessor@example.ca' } },
      NOW,
    )

    const after = await publicView()
    expect(after.comments).toMatchObject([
      { commentId: sent.commentId, redactedComment: 'The culvert at km [redacted] floods every spring.', documents: [{ documentId: file.documentId }] },
    ])
    expect(after.count).toBe(1)
    expect(JSON.stringify(after.feed)).toContain('A comment was posted.')
    expect(JSON.stringify(after.feed)).toContain('"code":"comment-published"')
    expect(JSON.stringify(after.feed)).toContain(file.documentId!)
    const row = await stored(sent.commentId)
    expect(row).toMatchObject({ state: 'public', comment: 'The culvert at km 12 floods every spring.', publishedAt: NOW })
    const [entry] = await app.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, 'publish-comment'), eq(t.auditLog.entityId, sent.commentId)))
      .orderBy(desc(t.auditLog.id))
    expect(entry).toMatchObject({
      actor: 'assessor@example.ca',
      detail: {
        before: { state: 'unreviewed', redactedComment: null },
        after: { state: 'public', redactedComment: 'The culvert at km [redacted] floods every spring.' },
      },
    })
  })

  it('through the browser tests’ hook, as sent, from this machine only', async () => {
    const { body: sent } = await submit(visitor(project.id, { comment: 'Published by the hook.' }))
    const hook = (from: string) =>
      app.request(
        '/api/test/comments/publish',
        { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ commentId: sent.commentId }) },
        from,
      )
    expect((await hook('192.168.1.20')).status).toBe(404)
    expect((await hook('127.0.0.1')).status).toBe(200)
    expect(await stored(sent.commentId)).toMatchObject({ state: 'public', redactedComment: 'Published by the hook.' })
  })
})

describe('the receipt', () => {
  const receipts = (to: string) =>
    app.db
      .select()
      .from(t.mailOutbox)
      .where(and(eq(t.mailOutbox.kind, 'comment-receipt'), eq(t.mailOutbox.toAddress, to)))

  it('is mailed to the e-mail address given, with the comment number and the review time, once', async () => {
    const body = visitor(project.id)
    const { body: answer } = await submit(body)
    const [mail] = await receipts(body.email)
    expect(mail!.subject).toBe(`Comment received: ${answer.commentNumber}`)
    expect(mail!.text).toContain(answer.commentNumber)
    expect(mail!.text).toContain('posted after 24 to 48 hours of review')
    await submit(body)
    expect(await receipts(body.email)).toHaveLength(1)
  })

  it('is in French when the visitor asks, or when the account’s language is French', async () => {
    const body = visitor(project.id, { language: 'fr' })
    const { body: answer } = await submit(body)
    const [mail] = await receipts(body.email)
    expect(mail!.text).toContain(`Son numéro est ${answer.commentNumber}`)
    expect(mail!.text).toContain('24 à 48 heures')
    const person = await createUser(app.db, { language: 'fr' })
    await submit(visitor(project.id, { language: 'en' }), await app.tokenFor(person))
    expect((await receipts(person.email))[0]!.subject).toMatch(/^Commentaire reçu/)
  })

  it('is not sent when only a phone number was given', async () => {
    const before = (await app.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.kind, 'comment-receipt'))).length
    await submit(visitor(project.id, { email: '', phoneNumber: '867-555-0123' }))
    expect(await app.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.kind, 'comment-receipt'))).toHaveLength(before)
  })
})
