// Redacted versions of a comment's files: what the office uploads in place of an original, and what
// the public then gets.
import { describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import * as t from '../../src/server/db/schema/index.ts'
import { expectZipBombRefused } from './zip-bombs.ts'
import { app, ORIGINAL, projectId, publish, submitComment, token, useStaffCommentAftermathApp } from './staff-comment-aftermath-app.ts'
import type { Who } from './staff-comment-aftermath-app.ts'

useStaffCommentAftermathApp()

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
