// What the comments test files share (spec public-registry §3 "Comment submission", §4 "Comments"):
// the app at a business hour, a project open for comments, and sending a comment or an attachment
// as a visitor's browser does. Apart so each of those files starts from the same state.
import { beforeAll, beforeEach } from 'vitest'
import { eq } from 'drizzle-orm'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { commentSubmission } from '../factories/comment-submission.ts'
import { createProject } from '../factories/project-factory.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { commentsService } from '../../src/server/modules/comments/comments.service.ts'
import { partialFiles } from '../../src/server/files/partial-files.ts'

/** Tuesday 24 November 2026, 11:00 in Yukon: business hours. */
export const NOW = new Date('2026-11-24T18:00:00Z')
export const CLOSED = { status: 'KO', code: 'comments-closed', userMessage: 'Comments are not currently allowed on this project.' }

export type Answer = { status: string; commentId: string; commentNumber: string; uploadToken: string; code?: string; userMessage?: string; parameter?: string }

export let app: TestApp
export let project: typeof t.projects.$inferSelect
let sequence = 0

/** Each request from its own client address, so the per-address limit is met only where a test means to. */
export const nextAddress = () => {
  sequence += 1
  return `10.1.${Math.floor(sequence / 250)}.${(sequence % 250) + 1}`
}

export const visitor = (projectId: string, overrides: Record<string, unknown> = {}) => {
  sequence += 1
  return commentSubmission(projectId, overrides)
}

export async function submit(body: unknown, token?: string, from = nextAddress()): Promise<{ status: number; body: Answer }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (token) headers.Authorization = `Bearer ${token}`
  const response = await app.request('/api/projects/submit-comment', { method: 'POST', headers, body: JSON.stringify(body) }, from)
  return { status: response.status, body: (await response.json()) as Answer }
}

export const PDF = '%PDF-1.4 a letter about the creek'

export async function attach(
  projectId: string,
  commentId: string,
  uploadToken: string | null,
  file: { name: string; content: string; type?: string } = { name: 'letter.pdf', content: PDF },
) {
  const form = new FormData()
  form.append('file', new File([file.content], file.name, { type: file.type ?? 'application/pdf' }))
  const headers: Record<string, string> = uploadToken === null ? {} : { 'Upload-Token': uploadToken }
  const response = await app.request(`/api/uploads/add-comment-document/${projectId}/${commentId}`, { method: 'POST', headers, body: form })
  return { status: response.status, body: (await response.json()) as { status: string; documentId?: string; fileName?: string; userMessage?: string } }
}

export const stored = async (commentId: string) => (await app.db.select().from(t.comments).where(eq(t.comments.id, commentId)))[0]!

export async function openProject(
  overrides: Parameters<typeof createProject>[1] = {},
  open: Partial<Pick<typeof t.projects.$inferInsert, 'openForComments' | 'openForParticipantComments'>> = { openForComments: true },
) {
  const created = await createProject(app.db, overrides)
  await app.db.update(t.projects).set(open).where(eq(t.projects.id, created.id))
  return { ...created, ...open }
}

export function service() {
  return commentsService(app.db, app.files, partialFiles(app.config.dataDir))
}

/** Starts the app at NOW with one project open for comments, for a comments test file; call at its top. */
export function useCommentsApp(): void {
  beforeAll(async () => {
    app = await startTestApp({ now: NOW })
    project = await openProject()
  })
  beforeEach(() => app.setNow(NOW))
}
