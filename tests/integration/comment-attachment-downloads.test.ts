// Who downloads a comment's attachment (spec public-registry §4 "Comments", §9): staff and the
// person who sent it, before publication and the original after; the project's proponent and
// everyone else only the published copy (the redacted one when the office made one). Staff find the
// originals on the comment's review.
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { createProject } from '../factories/project-factory.ts'
import { createUser, giveRole } from '../factories/user-factory.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { commentsService } from '../../src/server/modules/comments/comments.service.ts'
import { partialFiles } from '../../src/server/files/partial-files.ts'
import type { ReviewComment } from '../../src/shared/schemas/staff-comments.ts'

/** Tuesday 24 November 2026, 11:00 in Yukon: business hours. */
const NOW = new Date('2026-11-24T18:00:00Z')
const WHO = ['anonymous', 'public', 'proponent', 'writer', 'assessor', 'manager', 'administrator'] as const
type Who = (typeof WHO)[number]
const STAFF: readonly Who[] = ['assessor', 'manager', 'administrator']
const token: Partial<Record<Who, string>> = {}

let app: TestApp
let projectId = ''
let sequence = 0

beforeAll(async () => {
  app = await startTestApp({ now: NOW })
  projectId = (await createProject(app.db)).id
  await app.db.update(t.projects).set({ openForComments: true }).where(eq(t.projects.id, projectId))
  for (const who of WHO.slice(1)) {
    const user = await createUser(app.db, { firstName: who, staffRole: STAFF.includes(who) ? (who as 'assessor') : null })
    if (who === 'proponent') await giveRole(app.db, user.id, projectId, 'proponent-agent')
    token[who] = await app.tokenFor(user)
  }
})

/** The writer's comment with one file: its comment and document ids and the file's original upload. */
async function commentWithFile(): Promise<{ commentId: string; documentId: string; originalId: string }> {
  sequence += 1
  const body = {
    clientCommentId: randomUUID(),
    projectId,
    comment: `The culvert at km ${sequence} floods.`,
    attachmentCount: 1,
    agreeToTerms: true,
    agreeToPrivacy: true,
    fillMilliseconds: 45_000,
  }
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token.writer}` }
  const response = await app.request('/api/projects/submit-comment', { method: 'POST', headers, body: JSON.stringify(body) }, `10.7.0.${sequence}`)
  const sent = { status: response.status, body: (await response.json()) as { commentId: string; uploadToken: string } }
  expect(sent.status).toBe(200)
  const form = new FormData()
  form.append('file', new File(['%PDF-1.4 the culvert, photographed'], 'culvert.pdf', { type: 'application/pdf' }))
  const upload = await app.request(`/api/uploads/add-comment-document/${projectId}/${sent.body.commentId}`, {
    method: 'POST',
    headers: { 'Upload-Token': sent.body.uploadToken },
    body: form,
  })
  expect(upload.status).toBe(200)
  const { documentId } = (await upload.json()) as { documentId: string }
  const [document] = await app.db.select().from(t.documents).where(eq(t.documents.id, documentId))
  return { commentId: sent.body.commentId, documentId, originalId: document!.unredactedUploadId! }
}

/** Who of WHO may download the upload, as a plain link asks (a download token in the address, or none). */
async function downloaders(uploadId: string): Promise<Who[]> {
  const allowed: Who[] = []
  for (const who of WHO) {
    const response = await app.request(who === 'anonymous' ? `/api/uploads/${uploadId}` : await app.downloadPath(uploadId, token[who]))
    await response.arrayBuffer()
    if (response.status === 200) allowed.push(who)
    else expect(response.status).toBe(404)
  }
  return allowed
}

describe('a comment’s attachment', () => {
  it('is for staff and its writer while the comment waits for review, not for the project’s proponent or anyone else', async () => {
    const { originalId } = await commentWithFile()
    expect(await downloaders(originalId)).toEqual(['writer', 'assessor', 'manager', 'administrator'])
  })

  it('once published with a redacted copy: the copy for everyone, the original still only for staff and its writer', async () => {
    const { commentId, documentId, originalId } = await commentWithFile()
    const files = app.files
    await commentsService(app.db, files, partialFiles(app.config.dataDir)).publishComment(
      commentId,
      { redactedComment: 'The culvert at km 12 floods.', by: { userId: null, actor: 'system:test' } },
      NOW,
    )
    const stored = await files.put(new TextEncoder().encode('%PDF-1.4 the culvert, redacted'))
    const [redacted] = await app.db
      .insert(t.uploads)
      .values({ ...stored, fileName: 'culvert.pdf', contentType: 'application/pdf', uploadedById: null })
      .returning({ id: t.uploads.id })
    await app.db.update(t.documents).set({ redactedUploadId: redacted!.id }).where(eq(t.documents.id, documentId))

    expect(await downloaders(redacted!.id)).toEqual([...WHO])
    expect(await downloaders(originalId)).toEqual(['writer', 'assessor', 'manager', 'administrator'])
  })

  it('is listed with its original on the comment’s review, for staff', async () => {
    const { commentId, documentId, originalId } = await commentWithFile()
    const { status, body } = await app.getJson<{ comment: ReviewComment }>(`/api/staff/comments/${commentId}`, token.assessor)
    expect(status).toBe(200)
    expect(body.comment.attachments).toEqual([{ documentId, fileName: 'culvert.pdf', unredactedUploadId: originalId, redactedFileName: null }])
    for (const who of ['anonymous', 'public', 'proponent', 'writer'] as const) {
      expect((await app.getJson(`/api/staff/comments/${commentId}`, token[who])).status).toBeGreaterThanOrEqual(401)
    }
  })
})
