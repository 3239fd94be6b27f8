// The public's project tab answers kept in memory while the data is unchanged (decision 0088): a
// kept answer is given again and answered 304 to its ETag, a write gives the next answer anew, and a
// withheld item never reaches the public from memory, nor one caller's view another's.
import { beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { createProject } from '../factories/project-factory.ts'
import { createDocument } from '../factories/content-factory.ts'
import { createUser } from '../factories/user-factory.ts'
import { queryRows } from '../../src/server/db/client.ts'
import * as t from '../../src/server/db/schema/index.ts'

let app: TestApp
let projectId: string
let staffToken: string

const descriptions = async (path: string, token?: string) => {
  const { status, body } = await app.getJson<{ description: string }[]>(path, token)
  expect(status).toBe(200)
  return body.map((d) => d.description).sort()
}

beforeAll(async () => {
  app = await startTestApp()
  projectId = (await createProject(app.db, { projectNumber: '2025-0301', title: 'Cached project' })).id
  await createDocument(app.db, app.config.dataDir, projectId, { description: 'Public proposal' })
  await createDocument(app.db, app.config.dataDir, projectId, { state: 'internal', description: 'Internal memo' })
  staffToken = await app.tokenFor(await createUser(app.db, { staffRole: 'administrator' }))
})

describe('public answers kept in memory', () => {
  it('gives the same answer again with its ETag, and 304 to a caller who holds it', async () => {
    const path = `/api/projects/${projectId}/documents`
    const first = await app.request(path)
    const etag = first.headers.get('ETag')
    expect(etag).toMatch(/^W\/"/)
    expect(first.headers.get('Cache-Control')).toBe('no-cache')
    const again = await app.request(path)
    expect(again.headers.get('ETag')).toBe(etag)
    expect(await again.text()).toBe(await first.text())
    const held = await app.request(path, { headers: { 'If-None-Match': etag! } })
    expect(held.status).toBe(304)
    expect(held.headers.get('ETag')).toBe(etag)
  })

  it('answers anew after a write: a new item is listed, a withheld one is gone', async () => {
    const path = `/api/projects/${projectId}/documents`
    const before = await app.request(path)
    const etag = before.headers.get('ETag')!
    const added = await createDocument(app.db, app.config.dataDir, projectId, { description: 'Added later' })
    expect(await descriptions(path)).toEqual(['Added later', 'Public proposal'])
    expect((await app.request(path, { headers: { 'If-None-Match': etag } })).status).toBe(200)
    await app.db.update(t.documents).set({ state: 'internal' }).where(eq(t.documents.id, added.document.id))
    expect(await descriptions(path)).toEqual(['Public proposal'])
  })

  it("keeps each caller's view their own: staff never read nor fill the public's copy", async () => {
    const path = `/api/projects/${projectId}/key-documents`
    await app.db.update(t.documents).set({ keyDocument: true }).where(eq(t.documents.projectId, projectId))
    const staff = await app.request(path, { headers: { Authorization: `Bearer ${staffToken}` } })
    expect(staff.headers.get('ETag')).toBeNull()
    expect(((await staff.json()) as { description: string }[]).map((d) => d.description).sort()).toEqual(['Added later', 'Internal memo', 'Public proposal'])
    expect(await descriptions(path)).toEqual(['Public proposal'])
    expect(await descriptions(path, staffToken)).toEqual(['Added later', 'Internal memo', 'Public proposal'])
    expect(await descriptions(path)).toEqual(['Public proposal'])
  })

  it('stops serving a public file as soon as its document is withheld', async () => {
    const { document, original } = await createDocument(app.db, app.config.dataDir, projectId, { description: 'Soon withheld', content: 'PUBLIC-FOR-NOW' })
    for (let i = 0; i < 2; i++) expect(await (await app.request(`/api/uploads/${original.id}`)).text()).toBe('PUBLIC-FOR-NOW')
    await app.db.update(t.documents).set({ state: 'internal' }).where(eq(t.documents.id, document.id))
    expect((await app.request(`/api/uploads/${original.id}`)).status).toBe(404)
    const staff = await app.request(await app.downloadPath(original.id, staffToken))
    expect(await staff.text()).toBe('PUBLIC-FOR-NOW')
    expect((await app.request(`/api/uploads/${original.id}`)).status).toBe(404)
  })

  it('is raised by a write to every table a public answer may read', async () => {
    // The tables no public answer reads, as migration 0041 lists them; a new table is added to one side on purpose.
    const unread = [
      'audit_log',
      'data_fixes',
      'device_sessions',
      'document_texts',
      'idempotency_keys',
      'idempotent_requests',
      'mail_outbox',
      'notification_deliveries',
      'notification_events',
      'notification_opt_outs',
      'notification_profiles',
      'project_follows',
      'project_hides',
      'project_number_counters',
      'project_search_flush',
      'project_search_pending',
      'public_content_version',
      'rate_limits',
      'report_data_version',
      'report_facts',
      'report_month_sums',
      'report_stale_months',
      'report_stale_projects',
      'sessions',
      'spatial_ref_sys',
      'upload_session_chunks',
      'upload_sessions',
      'user_tokens',
    ]
    const untriggered = await queryRows<{ tablename: string }>(
      app.db,
      sql`select tablename from pg_tables where schemaname = 'public'
        and not exists (select 1 from pg_trigger g where g.tgrelid = format('%I', tablename)::regclass and g.tgname = 'public_content_changed')
        order by tablename`,
    )
    expect(untriggered.map((r) => r.tablename)).toEqual(unread)
  })
})
