import { beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { access } from 'node:fs/promises'
import { join } from 'node:path'
import { and, eq } from 'drizzle-orm'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { createUser } from '../factories/user-factory.ts'
import { ASSESSMENT_DISTRICTS } from '../../src/server/db/reference/districts-and-sectors.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { runDailyCleanup } from '../../src/server/jobs/daily-cleanup.ts'
import { PROJECT_TYPE, stageByCode } from '../../src/shared/domain/stages.ts'

const NOW = new Date('2026-06-01T18:00:00Z')
const dawson = ASSESSMENT_DISTRICTS.find((d) => d.name === 'Dawson')!.id
const PDF = new TextEncoder().encode('%PDF-1.7\nA proposal of a few bytes.\n')

let app: TestApp
let token = ''
let otherToken = ''

type Body = { status: string; code?: string; userMessage?: string; uploadId?: string; unredactedUploadId?: string }

async function call(path: string, init: RequestInit & { who?: string; key?: string } = {}) {
  const { who = token, key, headers, ...rest } = init
  const response = await app.request(path, {
    ...rest,
    headers: { Authorization: `Bearer ${who}`, ...(key ? { 'Idempotency-Key': key } : {}), ...(headers as Record<string, string>) },
  })
  return { status: response.status, body: (await response.json()) as Body }
}

const post = (path: string, body: unknown, options: { who?: string; key?: string } = {}) =>
  call(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), ...options })

const fields = (projectId: string) => ({
  projectId,
  projectTitle: 'Bonanza Creek placer',
  proponentName: 'Goldstream Placers Ltd.',
  isAgent: false,
  assessmentDistricts: [dawson],
  firstNations: [],
  form1: JSON.stringify({ version: 5, part: 1 }),
})

async function newDraft(): Promise<string> {
  const projectId = randomUUID()
  expect((await post('/api/projects/create-proposal', fields(projectId))).status).toBe(200)
  return projectId
}

const deleteDraft = (projectId: string, options: { who?: string; key?: string } = {}) => post('/api/projects/delete-proposal', { projectId }, options)
const projectRows = (projectId: string) => app.db.select({ id: t.projects.id }).from(t.projects).where(eq(t.projects.id, projectId))
const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  )

beforeAll(async () => {
  app = await startTestApp({ now: NOW })
  token = await app.tokenFor(await createUser(app.db, { firstName: 'Pat' }))
  otherToken = await app.tokenFor(await createUser(app.db, { firstName: 'Sam' }))
})

describe('deleting a draft', () => {
  it('deletes the owner’s draft with its documents, their files and its upload sessions, and audits it', async () => {
    const projectId = await newDraft()
    const form = new FormData()
    form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'proposal.pdf')
    const added = await call(`/api/uploads/add-proposal-document/${projectId}`, { method: 'POST', body: form })
    expect(added.status).toBe(200)
    const [upload] = await app.db.select().from(t.uploads).where(eq(t.uploads.id, added.body.unredactedUploadId!))
    const storedFile = join(app.config.dataDir, 'files', upload!.storageKey.slice(0, 2), upload!.storageKey)
    expect(await exists(storedFile)).toBe(true)
    // An upload in chunks cut off halfway.
    const uploadId = randomUUID()
    const started = await post('/api/uploads/sessions', {
      uploadId,
      projectId,
      group: 'project',
      fileName: 'survey.pdf',
      contentType: 'application/pdf',
      size: PDF.length * 2,
      description: '',
    })
    expect(started.status).toBe(200)
    const chunk = await call(`/api/uploads/sessions/${uploadId}`, {
      method: 'PUT',
      headers: { 'Content-Range': `bytes 0-${PDF.length - 1}/${PDF.length * 2}`, 'Content-Type': 'application/octet-stream' },
      body: PDF,
    })
    expect(chunk.status).toBe(200)
    const [arrived] = await app.db.select().from(t.uploadSessionChunks).where(eq(t.uploadSessionChunks.uploadId, uploadId))
    const chunkStored = () =>
      app.files.size(arrived!.storageKey).then(
        () => true,
        () => false,
      )
    expect(await chunkStored()).toBe(true)

    expect(await deleteDraft(projectId)).toEqual({ status: 200, body: { status: 'OK' } })

    expect(await projectRows(projectId)).toEqual([])
    expect(await app.db.select().from(t.documents).where(eq(t.documents.projectId, projectId))).toEqual([])
    expect(await app.db.select().from(t.uploads).where(eq(t.uploads.id, upload!.id))).toEqual([])
    expect(await app.db.select().from(t.uploadSessions).where(eq(t.uploadSessions.id, uploadId))).toEqual([])
    expect(await exists(storedFile)).toBe(false)
    expect(await chunkStored()).toBe(false)
    expect(await app.db.select().from(t.uploadSessionChunks).where(eq(t.uploadSessionChunks.uploadId, uploadId))).toEqual([])
    const [entry] = await app.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, 'delete-proposal'), eq(t.auditLog.entityId, projectId)))
    expect(entry).toMatchObject({ entity: 'project', detail: { title: 'Bonanza Creek placer', files: 1, uploadSessions: 1 } })
    const mine = await app.getJson<{ projects: { projectId: string }[] }>('/api/projects/my', token)
    expect(mine.body.projects.map((p) => p.projectId)).not.toContain(projectId)
  })

  it('answers another person as if the draft did not exist, and keeps it', async () => {
    const projectId = await newDraft()
    const refused = await deleteDraft(projectId, { who: otherToken })
    expect(refused.status).toBe(404)
    expect(await projectRows(projectId)).toHaveLength(1)
  })

  it('never deletes a submitted proposal', async () => {
    const projectId = await newDraft()
    // Submitted (a complete proposal's submission, as the submit tests make it, ends here).
    await app.db
      .update(t.projects)
      .set({ stageId: stageByCode(PROJECT_TYPE.evaluation, 'PROPOSAL_CHECK').stageId, projectNumber: '2026-0999' })
      .where(eq(t.projects.id, projectId))
    const refused = await deleteDraft(projectId)
    expect(refused.status).toBe(409)
    expect(refused.body.code).toBe('submitted')
    expect(await projectRows(projectId)).toHaveLength(1)
  })

  it('answers a repeat with the same Idempotency-Key as the first time, and a repeat without one as not found', async () => {
    const projectId = await newDraft()
    const key = randomUUID()
    expect((await deleteDraft(projectId, { key })).status).toBe(200)
    expect(await deleteDraft(projectId, { key })).toEqual({ status: 200, body: { status: 'OK' } })
    expect((await deleteDraft(projectId)).status).toBe(404)
  })

  it('takes a stale draft’s stored files with it in the daily cleanup too', async () => {
    const projectId = await newDraft()
    const form = new FormData()
    form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'proposal.pdf')
    const added = await call(`/api/uploads/add-proposal-document/${projectId}`, { method: 'POST', body: form })
    const [upload] = await app.db.select().from(t.uploads).where(eq(t.uploads.id, added.body.unredactedUploadId!))
    const storedFile = join(app.config.dataDir, 'files', upload!.storageKey.slice(0, 2), upload!.storageKey)
    await app.db
      .update(t.proposalForms)
      .set({ lastEditedAt: new Date('2025-11-01T00:00:00Z'), deletionWarnedAt: new Date('2026-05-20T00:00:00Z') })
      .where(eq(t.proposalForms.projectId, projectId))
    await runDailyCleanup(app.db, NOW, { files: app.files, dataDir: app.config.dataDir })
    expect(await projectRows(projectId)).toEqual([])
    expect(await app.db.select().from(t.uploads).where(eq(t.uploads.id, upload!.id))).toEqual([])
    expect(await exists(storedFile)).toBe(false)
  })

  it('needs a login and a project id', async () => {
    const response = await app.request('/api/projects/delete-proposal', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ projectId: randomUUID() }),
    })
    expect(response.status).toBe(401)
    expect((await post('/api/projects/delete-proposal', { projectId: 'nope' })).status).toBe(400)
  })
})
