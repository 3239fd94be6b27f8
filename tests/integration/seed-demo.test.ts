import { beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { submittableProposal } from '../factories/proposal-factory.ts'
import { createUser } from '../factories/user-factory.ts'
import { queryRows } from '../../src/server/db/client.ts'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/server/demo/demo-accounts.ts'
import { DemoSeedRefused, seedDemo } from '../../src/server/demo/seed-demo.ts'
import type { SeedDemoResult } from '../../src/server/demo/seed-demo.ts'
import { STAGES } from '../../src/shared/domain/stages.ts'
import { migrateGeneralForm } from '../../src/shared/proposal-form/migrate-general-form.ts'
import { migratePlacerForm } from '../../src/shared/proposal-form/placer-form.ts'
import { readUploadForm } from '../../src/shared/proposal-form/upload-form.ts'

let app: TestApp
let result: SeedDemoResult
const today = '2026-06-15'

beforeAll(async () => {
  app = await startTestApp({ now: new Date(`${today}T18:00:00Z`) })
  result = await seedDemo(app.db, { projects: 150, seed: 'test', today, files: app.files })
}, 120_000)

const count = async (query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(app.db, query))[0]!.n

describe('the demo data set', () => {
  it('has the number of projects asked for, and one project in every stage of every type', async () => {
    expect(await count(sql`select count(*)::int as n from projects`)).toBe(150)
    const rows = await queryRows<{ project_type_id: string; stage_id: string }>(app.db, sql`select distinct project_type_id, stage_id from projects`)
    const present = new Set(rows.map((r) => `${r.project_type_id}/${r.stage_id}`))
    for (const stage of STAGES) expect(present.has(`${stage.projectTypeId}/${stage.stageId}`), `${stage.code} of type ${stage.projectTypeId}`).toBe(true)
  })

  it("computes the statistics' facts as it ends, so that the first statistics request does not", async () => {
    expect(await count(sql`select count(*)::int as n from report_stale_projects`)).toBe(0)
    expect(await count(sql`select count(*)::int as n from report_stale_months`)).toBe(0)
    expect(await count(sql`select count(*)::int as n from report_facts`)).toBeGreaterThan(0)
  })

  it('fills every content table the project tabs read', async () => {
    for (const table of [
      'documents',
      'notes',
      'correspondence',
      'document_groups',
      'comments',
      'information_requests',
      'simplified_information_requests',
      'hearings',
      'intervenors',
      'email_messages',
      'activity_items',
      'emergency_exemptions',
      'site_messages',
    ]) {
      expect(await count(sql.raw(`select count(*)::int as n from ${table}`)), table).toBeGreaterThan(0)
    }
    const states = await queryRows<{ state: string }>(app.db, sql`select distinct state from documents`)
    expect(states.map((s) => s.state)).toEqual(expect.arrayContaining(['public', 'internal', 'unreviewed']))
    const statuses = await queryRows<{ status: string }>(app.db, sql`select distinct status from information_requests`)
    expect(statuses.map((s) => s.status).sort()).toEqual(['answered', 'draft_answer', 'published', 'published_answer'])
    expect(await count(sql`select count(*)::int as n from documents where redacted_upload_id is not null`)).toBeGreaterThan(0)
  })

  it('stores valid geometry, each project’s claim blocks taken together too, so a search over all of Yukon answers', async () => {
    expect(await count(sql`select count(*)::int as n from project_shapes`)).toBeGreaterThan(0)
    expect(await count(sql`select count(*)::int as n from project_shapes where not ST_IsValid(geom)`)).toBe(0)
    expect(await count(sql`select count(*)::int as n from project_search where not ST_IsValid(ST_CollectionExtract(geom, 3))`)).toBe(0)
    const yukon = encodeURIComponent('-141 60,-124 60,-124 69.6,-141 69.6,-141.2 64,-141 60')
    expect((await app.getJson(`/api/projects/search?polygon=${yukon}&includeCompleteWithdrawn=yes`)).status).toBe(200)
  })
  it('writes every activity-feed line and the site message for readers of both languages', async () => {
    // An event each page says in its reader's language, beside the registry's English sentence.
    expect(await count(sql`select count(*)::int as n from activity_items where event is null`)).toBe(0)
    expect(await count(sql`select count(*)::int as n from site_messages where title_fr is null or body_fr is null`)).toBe(0)
  })

  it('serves its public documents as real PDF files', async () => {
    const [doc] = await queryRows<{ redacted_upload_id: string | null; unredacted_upload_id: string }>(
      app.db,
      sql`select d.redacted_upload_id, d.unredacted_upload_id from documents d join projects p on p.id = d.project_id
          where d.state = 'public' and d.removed_at is null and p.project_number is not null limit 1`,
    )
    const response = await app.request(`/api/uploads/${doc!.redacted_upload_id ?? doc!.unredacted_upload_id}/public`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5))).toBe('%PDF-')
  })

  it('creates demo accounts that log in with the documented password', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const { status, body } = await app.postJson<{ status: string; token?: string }>('/api/users/login', {
        email: account.email,
        plainPassword: DEMO_PASSWORD,
      })
      expect(status, account.email).toBe(200)
      expect(body.token, account.email).toBeTruthy()
    }
  })

  it('gives the demo proponent drafts and submitted projects on My Projects', async () => {
    const { body: login } = await app.postJson<{ token: string }>('/api/users/login', { email: 'proponent@demo.example', plainPassword: DEMO_PASSWORD })
    const { body } = await app.getJson<{ projects: { isDraft: boolean; isProponentOrAgent: boolean }[] }>('/api/projects/my', login.token)
    expect(body.projects.some((p) => p.isDraft)).toBe(true)
    expect(body.projects.some((p) => !p.isDraft && p.isProponentOrAgent)).toBe(true)
  })

  /** The reader drops what does not fit the form's type (drainages written as text were lost). */
  const expectEveryFieldKept = (stored: unknown, read: object) => {
    for (const [field, value] of Object.entries(stored as Record<string, unknown>))
      expect({ field, value: (read as Record<string, unknown>)[field] }).toEqual({ field, value })
  }

  it('keeps each proposal form in the shape the app reads, so the demo drafts open', async () => {
    const forms = await queryRows<{ kind: string; form1: unknown }>(app.db, sql`select kind, form1 from proposal_forms`)
    expect(new Set(forms.map((f) => f.kind))).toEqual(new Set(['general', 'placer', 'upload']))
    for (const { kind, form1 } of forms) {
      if (kind === 'upload') {
        // The app reads every field the demo wrote; a form it cannot read shows as "saved by a newer version".
        expect(readUploadForm(form1)).toEqual(form1)
      } else if (kind === 'general') {
        const read = migrateGeneralForm(form1)
        expect(read.ok).toBe(true)
        // Typed text in the form, which trims it; a number there broke the page.
        for (const entry of read.ok ? read.form.communitiesList : []) expect(typeof entry.distanceFromCommunity).toBe('string')
        if (read.ok) expectEveryFieldKept(form1, read.form)
      } else {
        const read = migratePlacerForm(form1)
        expect(read.ok).toBe(true)
        if (read.ok) expectEveryFieldKept(form1, read.form)
      }
    }
  })

  it('is refused on a registry that is not empty, changing nothing', async () => {
    await expect(seedDemo(app.db, { projects: 10, files: app.files })).rejects.toBeInstanceOf(DemoSeedRefused)
    expect(await count(sql`select count(*)::int as n from projects`)).toBe(150)
    expect(result.projects).toBe(150)
  })

  it('numbers the next proposal after the last number the demo set gave that year', async () => {
    const [last] = await queryRows<{ n: string }>(app.db, sql`select max(project_number) as n from projects where project_number like '2026-%'`)
    const user = await createUser(app.db)
    const token = await app.tokenFor(user)
    const fields = submittableProposal(randomUUID())
    expect((await app.postJson('/api/projects/create-proposal', fields, token)).status).toBe(200)
    const submitted = await app.postJson<{ projectNumber: string }>('/api/projects/submit-proposal', { ...fields, revision: 1 }, token)
    expect(submitted.body.projectNumber).toBe(`2026-${String(Number(last!.n.slice(5)) + 1).padStart(4, '0')}`)
  })
})
