// What the test files on what follows a comment's review share: one signed-in user per role, a
// new project before each test, and a comment sent and reviewed as the office does. Apart so each
// of those files starts from the same state.
import { beforeAll, beforeEach, expect } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { commentSubmission } from '../factories/comment-submission.ts'
import { createProject } from '../factories/project-factory.ts'
import { createUser, giveRole } from '../factories/user-factory.ts'
import * as t from '../../src/server/db/schema/index.ts'

/** Tuesday 24 November 2026, 11:00 in Yukon: business hours. */
export const NOW = new Date('2026-11-24T18:00:00Z')
const WHO = ['anonymous', 'public', 'proponent', 'assessor', 'manager', 'administrator'] as const
export type Who = (typeof WHO)[number]
export const token: Record<Who, string | undefined> = { anonymous: undefined, public: '', proponent: '', assessor: '', manager: '', administrator: '' }
export const ORIGINAL = 'Call me at 867-555-0100 about the culvert at km 12.'
export const PDF = '%PDF-1.4 a letter about the creek'

export let app: TestApp
let proponentId = ''
let sequence = 0

export let projectId = ''

export async function submitComment(comment = ORIGINAL, options: { language?: 'en' | 'fr'; files?: number; email?: string } = {}) {
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

export const stored = async (commentId: string) => (await app.db.select().from(t.comments).where(eq(t.comments.id, commentId)))[0]!
export const mailsTo = (to: string, kind: string) =>
  app.db
    .select()
    .from(t.mailOutbox)
    .where(and(eq(t.mailOutbox.kind, kind), eq(t.mailOutbox.toAddress, to)))
const linkTokenIn = (text: string) => /\/comments\/resubmit\/([A-Za-z0-9_-]+)/.exec(text)?.[1]
export const reject = (id: string, body: unknown, who: Who = 'assessor') => app.postJson(`/api/staff/comments/${id}/reject`, body, token[who])
export const publish = (id: string, who: Who = 'assessor') =>
  app.postJson(`/api/staff/comments/${id}/publish`, { redactions: [{ start: 11, end: 23, reason: 'personal-information' }] }, token[who])
export const withheld = async () =>
  (await app.getJson<{ total: number; groups: { reason: string; count: number }[] }>(`/api/projects/${projectId}/withheld-comments`)).body
export const undoable = (id: string, who: Who = 'assessor') =>
  app.getJson<{ undoable: { auditId: number; action: string } | null }>(`/api/staff/undo/comment/${id}`, token[who])
export const undo = (id: string, auditId: number, who: Who = 'assessor') => app.postJson(`/api/staff/undo/comment/${id}`, { auditId }, token[who])

/** Rejects a comment and follows the link its author was mailed. */
export async function rejectAndFollow(reason = 'personal-information', options: Parameters<typeof submitComment>[1] = {}) {
  const comment = await submitComment(ORIGINAL, options)
  expect((await reject(comment.id, { reason })).status).toBe(200)
  const [mail] = await mailsTo(comment.email, 'comment-rejected')
  return { ...comment, mail, linkToken: mail ? linkTokenIn(mail.text) : undefined }
}

/** Starts the app with one signed-in user per role, and a new project before each test; call at the top of a test file on what follows a comment's review. */
export function useStaffCommentAftermathApp(): void {
  beforeAll(async () => {
    app = await startTestApp({ now: NOW })
    for (const who of WHO.slice(1)) {
      const staffRole = who === 'assessor' || who === 'manager' || who === 'administrator' ? who : null
      const user = await createUser(app.db, { firstName: who, staffRole })
      if (who === 'proponent') proponentId = user.id
      token[who] = await app.tokenFor(user)
    }
  })
  beforeEach(async () => {
    app.setNow(NOW)
    projectId = (await createProject(app.db)).id
    await app.db.update(t.projects).set({ openForComments: true }).where(eq(t.projects.id, projectId))
    await giveRole(app.db, proponentId, projectId, 'proponent-agent')
  })
}
