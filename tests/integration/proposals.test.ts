import { beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { createUser } from '../factories/user-factory.ts'
import { completeGeneralForm, completeUploadForm } from '../factories/proposal-factory.ts'
import { ASSESSMENT_DISTRICTS } from '../../src/server/db/reference/districts-and-sectors.ts'
import { FIRST_NATIONS } from '../../src/server/db/reference/organizations.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { runDailyCleanup } from '../../src/server/jobs/daily-cleanup.ts'
import { PROJECT_TYPE, stageByCode } from '../../src/shared/domain/stages.ts'

const NOW = new Date('2026-06-01T18:00:00Z')
const dawson = ASSESSMENT_DISTRICTS.find((d) => d.name === 'Dawson')!.id
const trondek = FIRST_NATIONS.find((f) => f.name === "Tr'ondëk Hwëch'in")!.id

let app: TestApp
let token = ''
let otherToken = ''

type Saved = {
  status: string
  projectId: string
  revision: number
  projectNumber: string | null
  code?: string
  userMessage?: string
  current?: { revision: number; projectTitle: string; form1: string }
}

const fields = (projectId: string, title = 'Bonanza Creek placer') => ({
  projectId,
  projectTitle: title,
  proponentName: 'Goldstream Placers Ltd.',
  isAgent: false,
  assessmentDistricts: [dawson],
  firstNations: [trondek],
  form1: JSON.stringify(completeGeneralForm(projectId, { projectTitle: title, assessmentDistricts: [dawson], firstNations: [trondek] })),
})

const post = async (path: string, body: unknown, who = token, key?: string) => {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Authorization: `Bearer ${who}` }
  if (key) headers['Idempotency-Key'] = key
  const response = await app.request(path, { method: 'POST', headers, body: JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as Saved }
}

beforeAll(async () => {
  app = await startTestApp({ now: NOW })
  token = await app.tokenFor(await createUser(app.db, { firstName: 'Pat' }))
  otherToken = await app.tokenFor(await createUser(app.db, { firstName: 'Sam' }))
})

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

describe('submitting a proposal', () => {
  it('numbers it, puts it at Proposal Check and makes the submitter its Proponent/Agent; a repeat changes nothing', async () => {
    const id = randomUUID()
    await post('/api/projects/create-proposal', fields(id))
    const roles = async () => (await app.db.select().from(t.projectUserRoles).where(eq(t.projectUserRoles.projectId, id))).map((r) => r.role)
    // The role goes to whoever submits (spec §1, §6): a draft's author has none yet.
    expect(await roles()).toEqual([])
    const submitted = await post('/api/projects/submit-proposal', { ...fields(id), revision: 1 })
    expect(submitted.body).toMatchObject({ status: 'OK', projectId: id, projectNumber: expect.stringMatching(/^2026-\d{4}$/) })
    const [project] = await app.db.select().from(t.projects).where(eq(t.projects.id, id))
    expect(project).toMatchObject({ stageId: stageByCode(PROJECT_TYPE.evaluation, 'PROPOSAL_CHECK').stageId, projectNumber: submitted.body.projectNumber })
    expect(await roles()).toEqual(['proponent-agent'])
    const again = await post('/api/projects/submit-proposal', { ...fields(id), revision: 1 })
    expect(again.body.projectNumber).toBe(submitted.body.projectNumber)
    const edit = await post('/api/projects/update-proposal', { ...fields(id), revision: 2 })
    expect(edit.status).toBe(409)
    expect(edit.body.code).toBe('submitted')
  })

  it('gives consecutive numbers within the year', async () => {
    const numbers: string[] = []
    for (let i = 0; i < 2; i++) {
      const id = randomUUID()
      await post('/api/projects/create-proposal', fields(id))
      numbers.push((await post('/api/projects/submit-proposal', { ...fields(id), revision: 1 })).body.projectNumber!)
    }
    expect(Number(numbers[1]!.slice(5)) - Number(numbers[0]!.slice(5))).toBe(1)
  })

  it('submits a general form located by coordinates without a district, as the form allows', async () => {
    const id = randomUUID()
    const form1 = JSON.stringify(completeGeneralForm(id))
    await post('/api/projects/create-proposal', { ...fields(id), assessmentDistricts: [], form1 })
    const submitted = await post('/api/projects/submit-proposal', { ...fields(id), assessmentDistricts: [], form1, revision: 1 })
    expect(submitted.body).toMatchObject({ status: 'OK', projectNumber: expect.stringMatching(/^2026-\d{4}$/) })
  })

  it('refuses what the form’s rules refuse, saying what is missing, and changes nothing', async () => {
    const id = randomUUID()
    // Located only by a location file, and no district found for it.
    const form1 = JSON.stringify(completeGeneralForm(id, { projectCoordinates: [], contactPhone: '' }))
    await post('/api/projects/create-proposal', { ...fields(id), assessmentDistricts: [], form1 })
    const file = new FormData()
    file.append('file', new File([new TextEncoder().encode('{"type":"Point","coordinates":[-139.4,64.06]}')], 'site.geojson', { type: 'application/geo+json' }))
    const uploaded = await app.request(`/api/uploads/add-proposal-location-document/${id}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: file,
    })
    expect(uploaded.status).toBe(200)
    const refused = await post('/api/projects/submit-proposal', { ...fields(id), assessmentDistricts: [], form1, revision: 1 })
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ code: 'incomplete', missing: ['contactPhone', 'location'] })
    const [project] = await app.db.select().from(t.projects).where(eq(t.projects.id, id))
    expect(project).toMatchObject({ projectNumber: null, stageId: stageByCode(PROJECT_TYPE.evaluation, 'DRAFT').stageId })
    // With a district, the location file is enough.
    const located = JSON.stringify(completeGeneralForm(id, { projectCoordinates: [], assessmentDistricts: [dawson] }))
    expect((await post('/api/projects/submit-proposal', { ...fields(id), form1: located, revision: 1 })).body).toMatchObject({ status: 'OK' })
  })

  it('reads a sent form whose fields are missing or rubbish by the form’s reader: refused as incomplete, never a crash', async () => {
    const id = randomUUID()
    const rubbish = {
      version: 5,
      projectId: id,
      proponentName: null,
      applicableRegulationsList: [null, { part: 7 }],
      projectCoordinates: [{ projectLocationType: 'polygon', projectLocationCoordinates: 'x' }, 3],
      communitiesList: [{ distanceFromCommunity: {} }],
      settlementLandStatus: 'yes',
    }
    const form1 = JSON.stringify(rubbish)
    expect((await post('/api/projects/create-proposal', { ...fields(id), form1 })).status).toBe(200)
    const refused = await post('/api/projects/submit-proposal', { ...fields(id), form1, revision: 1 })
    expect(refused.status, JSON.stringify(refused.body)).toBe(400)
    expect(refused.body).toMatchObject({ code: 'incomplete' })
    const placer = randomUUID()
    const placerForm = JSON.stringify({ version: 3, projectActivities: [null, { checked: 'yes' }] })
    expect((await post('/api/projects/create-proposal', { ...fields(placer), kind: 'placer', form1: placerForm })).status).toBe(200)
    expect((await post('/api/projects/submit-proposal', { ...fields(placer), kind: 'placer', form1: placerForm, revision: 1 })).body).toMatchObject({
      code: 'incomplete',
    })
  })

  it('applies the PDF upload’s rules to an upload draft: its fields, agreements and proposal file', async () => {
    const id = randomUUID()
    const form1 = JSON.stringify(completeUploadForm(id, { agreeTerms: false }))
    await post('/api/projects/create-proposal', { ...fields(id), kind: 'upload', form1 })
    const refused = await post('/api/projects/submit-proposal', { ...fields(id), kind: 'upload', form1, revision: 1 })
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ code: 'incomplete', missing: ['assessmentDistricts', 'proposalFile', 'agreeTerms'] })
  })

  describe('from an agent', () => {
    const attach = async (path: string, name: string) => {
      const file = new FormData()
      file.append('file', new File([new TextEncoder().encode(`%PDF-1.7\n% ${name}\n`)], name, { type: 'application/pdf' }))
      const answer = await app.request(path, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: file })
      expect(answer.status).toBe(200)
    }
    const isDraft = async (id: string) => (await app.db.select().from(t.projects).where(eq(t.projects.id, id)))[0]?.projectNumber === null

    it('refuses a PDF upload without the proponent’s email and signed consent form, naming both, as the page does; takes it once they are there', async () => {
      const id = randomUUID()
      const form = completeUploadForm(id, { isAgent: true, assessmentDistricts: [dawson] })
      const body = { ...fields(id), isAgent: true, kind: 'upload', form1: JSON.stringify(form) }
      await post('/api/projects/create-proposal', body)
      await attach(`/api/uploads/add-proposal-document/${id}`, 'proposal.pdf')
      const refused = await post('/api/projects/submit-proposal', { ...body, revision: 1 })
      expect(refused.status).toBe(400)
      expect(refused.body).toMatchObject({ code: 'incomplete', missing: ['proponentEmail', 'agentConsentFile'] })
      expect(await isDraft(id)).toBe(true)

      const withEmail = { ...body, form1: JSON.stringify({ ...form, proponentEmail: 'owner@example.com' }), revision: 1 }
      expect((await post('/api/projects/submit-proposal', withEmail)).body).toMatchObject({ code: 'incomplete', missing: ['agentConsentFile'] })
      await attach(`/api/uploads/add-agent-consent-document/${id}`, 'consent.pdf')
      expect((await post('/api/projects/submit-proposal', withEmail)).body).toMatchObject({
        status: 'OK',
        projectNumber: expect.stringMatching(/^2026-\d{4}$/),
      })
    })

    it('refuses a proposal whose agent flag differs from its form’s, so the agent rule cannot be stepped around', async () => {
      const id = randomUUID()
      const form = completeUploadForm(id, { isAgent: true, assessmentDistricts: [dawson] })
      const body = { ...fields(id), isAgent: false, kind: 'upload', form1: JSON.stringify(form) }
      const refused = await post('/api/projects/create-proposal', body)
      expect(refused.status).toBe(400)
      expect(refused.body).toMatchObject({ code: 'bad-request', parameter: 'isAgent' })
      expect((await app.db.select().from(t.projects).where(eq(t.projects.id, id))).length).toBe(0)

      await post('/api/projects/create-proposal', { ...body, isAgent: true })
      await attach(`/api/uploads/add-proposal-document/${id}`, 'proposal.pdf')
      const submitted = await post('/api/projects/submit-proposal', { ...body, revision: 1 })
      expect(submitted.body).toMatchObject({ code: 'bad-request', parameter: 'isAgent' })
      expect(await isDraft(id)).toBe(true)
    })

    it('refuses a general form by the same rule', async () => {
      const id = randomUUID()
      const form = completeGeneralForm(id, { isAgent: true, assessmentDistricts: [dawson] })
      const body = { ...fields(id), isAgent: true, form1: JSON.stringify(form) }
      await post('/api/projects/create-proposal', body)
      const refused = await post('/api/projects/submit-proposal', { ...body, revision: 1 })
      expect(refused.status).toBe(400)
      expect(refused.body).toMatchObject({ code: 'incomplete', missing: ['proponentEmail', 'agentConsentFile'] })
      expect(await isDraft(id)).toBe(true)

      await attach(`/api/uploads/add-agent-consent-document/${id}`, 'consent.pdf')
      const withEmail = { ...body, form1: JSON.stringify({ ...form, proponentEmail: 'owner@example.com' }), revision: 1 }
      expect((await post('/api/projects/submit-proposal', withEmail)).body).toMatchObject({ status: 'OK' })
    })
  })
})

describe('rich text from the sender', () => {
  const hostile = '<p onclick="steal()">Placer<script>steal()</script> <img src=x onerror="steal()"><a href="java&#9;script:steal()">mine</a></p>'
  const richForm = (title: string) =>
    JSON.stringify({
      version: 5,
      part: 5,
      projectTitle: title,
      contactPerson: '<b>Pat</b>',
      projectPurpose: hostile,
      projectDescription: hostile,
      environmentalConditions: hostile,
      socioEconomicConditions: hostile,
      additionalInformation: hostile,
    })
  const CLEAN = '<p>Placer <a>mine</a></p>'
  const stored = async (id: string) =>
    (await app.db.select().from(t.proposalForms).where(eq(t.proposalForms.projectId, id)))[0]!.form1 as Record<string, unknown>

  it('is stored and answered with only the allowed HTML, on create, update and submit; plain text stays as typed', async () => {
    const id = randomUUID()
    await post('/api/projects/create-proposal', { ...fields(id), form1: richForm('First') })
    expect(await stored(id)).toMatchObject({ projectPurpose: CLEAN, additionalInformation: CLEAN, contactPerson: '<b>Pat</b>' })
    await post('/api/projects/update-proposal', { ...fields(id), form1: richForm('Second'), revision: 1 })
    const mine = await app.getJson<{ form1: string }>(`/api/projects/${id}/proposal`, token)
    expect(JSON.parse(mine.body.form1)).toMatchObject({
      projectTitle: 'Second',
      contactPerson: '<b>Pat</b>',
      projectPurpose: CLEAN,
      projectDescription: CLEAN,
      environmentalConditions: CLEAN,
      socioEconomicConditions: CLEAN,
      additionalInformation: CLEAN,
    })
    const third = JSON.stringify({ ...completeGeneralForm(id), ...(JSON.parse(richForm('Third')) as object) })
    expect((await post('/api/projects/submit-proposal', { ...fields(id), form1: third, revision: 2 })).status).toBe(200)
    expect(JSON.stringify(await stored(id))).not.toMatch(/<script|onerror|onclick|steal/)
  })

  it('cleans by the kind the draft was created as, whatever kind an update claims', async () => {
    const id = randomUUID()
    await post('/api/projects/create-proposal', { ...fields(id), kind: 'placer', form1: JSON.stringify({ version: 3, additionalInformationEditor: hostile }) })
    expect(await stored(id)).toMatchObject({ additionalInformationEditor: CLEAN })
    await post('/api/projects/update-proposal', {
      ...fields(id),
      kind: 'upload',
      form1: JSON.stringify({ version: 3, additionalInformationEditor: hostile }),
      revision: 1,
    })
    expect(await stored(id)).toMatchObject({ additionalInformationEditor: CLEAN })
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
