// A comment's once-only effects under a rush through HTTP (issue 27): twenty clicks of one Submit
// store one comment with one number and one receipt; twenty different comments get twenty
// numbers; twenty files sent at once for a comment that announced two keep two. Run on both
// databases: the real PostgreSQL runs the requests side by side.
import { beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import * as t from '../../src/server/db/schema/index.ts'
import { commentSubmission } from '../factories/comment-submission.ts'
import { createProject } from '../factories/project-factory.ts'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { RACERS, releasedTogether, statusCounts } from './race.ts'

/** Tuesday 24 November 2026, 11:00 in Yukon. */
const NOW = new Date('2026-11-24T18:00:00Z')

type Answer = { commentId: string; commentNumber: string; uploadToken: string }

let app: TestApp
/** Each from its own client address, so the per-address limit stays out of the race. */
async function submit(body: unknown, i: number) {
  const response = await app.request(
    '/api/projects/submit-comment',
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
    `10.27.${Math.floor(i / 250)}.${(i % 250) + 1}`,
  )
  return { status: response.status, body: (await response.json()) as Answer }
}

async function openProject() {
  const project = await createProject(app.db, { stageCode: 'SEEKING_VIEWS' })
  await app.db.update(t.projects).set({ openForComments: true }).where(eq(t.projects.id, project.id))
  return project
}

beforeAll(async () => {
  app = await startTestApp({ now: NOW })
})

describe(`${RACERS} comment requests at once`, () => {
  it('of one comment store it once, with one number and one receipt, and answer each click with it', async () => {
    const project = await openProject()
    const body = commentSubmission(project.id)
    const answers = await releasedTogether(RACERS, (i) => submit(body, i))
    expect(statusCounts(answers)).toEqual({ 200: RACERS })
    expect(new Set(answers.map((a) => a.body.commentId)).size).toBe(1)
    expect(new Set(answers.map((a) => a.body.commentNumber)).size).toBe(1)
    expect(await app.db.select().from(t.comments).where(eq(t.comments.projectId, project.id))).toHaveLength(1)
    expect(await app.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.toAddress, body.email))).toHaveLength(1)
  })

  it('of different comments give each its own number in the project’s sequence', async () => {
    const project = await openProject()
    const answers = await releasedTogether(RACERS, (i) => submit(commentSubmission(project.id), i))
    expect(statusCounts(answers)).toEqual({ 200: RACERS })
    const numbers = answers.map((a) => Number(a.body.commentNumber.slice(-4))).sort((a, b) => a - b)
    expect(numbers).toEqual(Array.from({ length: RACERS }, (_, i) => i + 1))
    const rows = await app.db.select({ documentNumber: t.comments.documentNumber }).from(t.comments).where(eq(t.comments.projectId, project.id))
    expect(new Set(rows.map((r) => r.documentNumber)).size).toBe(RACERS)
  })

  it('of files for a comment that announced two keep two, and refuse the rest without a 5xx', async () => {
    const project = await openProject()
    const { body: sent } = await submit(commentSubmission(project.id, { attachmentCount: 2 }), 0)
    const answers = await releasedTogether(RACERS, async (i) => {
      const form = new FormData()
      form.append('file', new File([`%PDF-1.4 letter ${i}`], `letter-${i}.pdf`, { type: 'application/pdf' }))
      const response = await app.request(`/api/uploads/add-comment-document/${project.id}/${sent.commentId}`, {
        method: 'POST',
        headers: { 'Upload-Token': sent.uploadToken },
        body: form,
      })
      return { status: response.status }
    })
    expect(statusCounts(answers)).toEqual({ 200: 2, 403: RACERS - 2 })
    const documents = await app.db.select({ documentNumber: t.documents.documentNumber }).from(t.documents).where(eq(t.documents.commentId, sent.commentId))
    expect(documents).toHaveLength(2)
    expect(new Set(documents.map((d) => d.documentNumber)).size).toBe(2)
  })
})
