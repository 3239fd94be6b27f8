// A proposal's draft: drafting it, reading one's own, and the daily cleanup of drafts untouched for
// six months.
import { describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import * as t from '../../src/server/db/schema/index.ts'
import { runDailyCleanup } from '../../src/server/jobs/daily-cleanup.ts'
import { PROJECT_TYPE, stageByCode } from '../../src/shared/domain/stages.ts'
import { app, dawson, fields, NOW, otherToken, post, token, trondek, useProposalsApp } from './proposals-app.ts'

useProposalsApp()

describe('drafting a proposal', () => {
  it('creates a draft with the id the browser made, and answers the same to the same create sent again', async () => {
    const id = randomUUID()
    const first = await post('/api/projects/create-proposal', fields(id))
    expect(first).toEqual({ status: 200, body: { status: 'OK', projectId: id, revision: 1, projectNumber: null } })
    expect((await post('/api/projects/create-proposal', fields(id))).body.revision).toBe(1)
    const [project] = await app.db.select().from(t.projects).where(eq(t.projects.id, id))
    expect(project).toMatchObject({ title: 'Bonanza Creek placer', projectNumber: null, stageId: stageByCode(PROJECT_TYPE.evaluation, 'DRAFT').stageId })
    const mine = await app.getJson<{ projects: { projectId: string; isDraft: boolean; formKind: string | null }[] }>('/api/projects/my', token)
    // My Projects opens a draft in the form it was written in.
    expect(mine.body.projects.find((p) => p.projectId === id)).toMatchObject({ isDraft: true, formKind: 'general' })
  })

  it('refuses an id that is another person’s project, and unknown districts', async () => {
    const id = randomUUID()
    await post('/api/projects/create-proposal', fields(id))
    expect((await post('/api/projects/create-proposal', fields(id), otherToken)).status).toBe(409)
    const bad = await post('/api/projects/create-proposal', { ...fields(randomUUID()), assessmentDistricts: ['nowhere'] })
    expect(bad.status).toBe(400)
    expect(bad.body.userMessage).toBe('Invalid parameter assessmentDistricts: an id is not an assessment district')
    expect((await post('/api/projects/create-proposal', { ...fields(randomUUID()), form1: '{not json' })).body.userMessage).toBe(
      'Invalid parameter form1: not JSON text',
    )
  })

  it('needs a login', async () => {
    const response = await app.request('/api/projects/create-proposal', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(fields(randomUUID())),
    })
    expect(response.status).toBe(401)
  })

  it('saves over the revision it started from, and answers a conflict with the server’s draft when another device saved first', async () => {
    const id = randomUUID()
    await post('/api/projects/create-proposal', fields(id))
    const laptop = await post('/api/projects/update-proposal', { ...fields(id, 'From the laptop'), revision: 1 })
    expect(laptop.body).toMatchObject({ status: 'OK', revision: 2 })
    const tablet = await post('/api/projects/update-proposal', { ...fields(id, 'From the tablet'), revision: 1 })
    expect(tablet.status).toBe(409)
    expect(tablet.body).toMatchObject({ code: 'conflict', current: { revision: 2, projectTitle: 'From the laptop' } })
    expect(JSON.parse(tablet.body.current!.form1)).toMatchObject({ projectTitle: 'From the laptop' })
    // The tablet's person keeps theirs: saved over the revision they now have seen.
    expect((await post('/api/projects/update-proposal', { ...fields(id, 'From the tablet'), revision: 2 })).body.revision).toBe(3)
    const [project] = await app.db.select().from(t.projects).where(eq(t.projects.id, id))
    expect(project!.title).toBe('From the tablet')
  })

  it('answers a retried update with the same Idempotency-Key as the first time, not as a conflict', async () => {
    const id = randomUUID()
    await post('/api/projects/create-proposal', fields(id))
    const key = randomUUID()
    const first = await post('/api/projects/update-proposal', { ...fields(id, 'Once'), revision: 1 }, token, key)
    const again = await post('/api/projects/update-proposal', { ...fields(id, 'Once'), revision: 1 }, token, key)
    expect(again).toEqual(first)
    expect(first.body.revision).toBe(2)
  })

  it('does not show another person’s draft', async () => {
    const id = randomUUID()
    await post('/api/projects/create-proposal', fields(id))
    expect((await post('/api/projects/update-proposal', { ...fields(id), revision: 1 }, otherToken)).status).toBe(404)
  })
})

describe('reading one’s own proposal', () => {
  it('answers the draft as the server has it to its drafter, and 404 to anyone else or for no such project', async () => {
    const id = randomUUID()
    await post('/api/projects/create-proposal', fields(id))
    await post('/api/projects/update-proposal', { ...fields(id, 'Second title'), revision: 1 })
    const mine = await app.getJson<Record<string, unknown>>(`/api/projects/${id}/proposal`, token)
    expect(mine.status).toBe(200)
    expect(mine.body).toMatchObject({
      projectId: id,
      revision: 2,
      projectTitle: 'Second title',
      kind: 'general',
      language: 'en',
      submitted: false,
      assessmentDistricts: [dawson],
      firstNations: [trondek],
    })
    expect(JSON.parse(mine.body.form1 as string)).toEqual(JSON.parse(fields(id, 'Second title').form1))
    expect(mine.body).not.toHaveProperty('createdById')
    expect((await app.getJson(`/api/projects/${id}/proposal`, otherToken)).status).toBe(404)
    expect((await app.getJson(`/api/projects/${randomUUID()}/proposal`, token)).status).toBe(404)
    expect((await app.getJson(`/api/projects/${id}/proposal`)).status).toBe(401)
  })
})

describe('the daily cleanup', () => {
  it('deletes drafts untouched for six months whose drafter was warned a week ago, and keeps the others', async () => {
    const stale = randomUUID()
    const fresh = randomUUID()
    await post('/api/projects/create-proposal', fields(stale))
    await post('/api/projects/create-proposal', fields(fresh))
    await app.db
      .update(t.proposalForms)
      .set({ lastEditedAt: new Date('2025-11-30T00:00:00Z'), deletionWarnedAt: new Date('2026-05-24T00:00:00Z') })
      .where(eq(t.proposalForms.projectId, stale))
    await app.db
      .update(t.proposalForms)
      .set({ lastEditedAt: new Date('2025-12-02T00:00:00Z'), deletionWarnedAt: new Date('2026-05-24T00:00:00Z') })
      .where(eq(t.proposalForms.projectId, fresh))
    const { draftsDeleted } = await runDailyCleanup(app.db, NOW, { files: app.files, dataDir: app.config.dataDir })
    expect(draftsDeleted).toBe(1)
    expect(await app.db.select({ id: t.projects.id }).from(t.projects).where(eq(t.projects.id, stale))).toEqual([])
    expect(await app.db.select({ id: t.projects.id }).from(t.projects).where(eq(t.projects.id, fresh))).toHaveLength(1)
  })
})
