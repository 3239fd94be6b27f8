// Submitting a proposal: what it needs, what it becomes, and the rich text from its sender that is
// kept cleaned.
import { describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { completeGeneralForm, completeUploadForm } from '../factories/proposal-factory.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { PROJECT_TYPE, stageByCode } from '../../src/shared/domain/stages.ts'
import { app, dawson, fields, post, token, useProposalsApp } from './proposals-app.ts'

useProposalsApp()

/** The project's kept shapes, and whether each lies in a box around part 3's polygon (DAWSON_POLYGON's first corner). */
const keptShapes = (projectId: string) =>
  app.db
    .select({
      type: t.projectShapes.locationType,
      near: sql<boolean>`ST_Intersects(${t.projectShapes.geom}, ST_MakeEnvelope(-139.45, 64.05, -139.41, 64.07, 4326))`,
    })
    .from(t.projectShapes)
    .where(eq(t.projectShapes.projectId, projectId))

describe('submitting a proposal', () => {
  it('keeps the shapes of part 3 where the map, the search and notification areas find the project, as each save leaves them', async () => {
    const id = randomUUID()
    await post('/api/projects/create-proposal', fields(id))
    expect(await keptShapes(id)).toEqual([{ type: 'polygon', near: true }])
    const submitted = await post('/api/projects/submit-proposal', { ...fields(id), revision: 1 })
    expect(submitted.status).toBe(200)
    expect(await keptShapes(id)).toEqual([{ type: 'polygon', near: true }])
    const [searched] = await app.db
      .select({ located: sql<boolean>`${t.projectSearch.geom} is not null` })
      .from(t.projectSearch)
      .where(eq(t.projectSearch.projectId, id))
    expect(searched?.located).toBe(true)

    const other = randomUUID()
    await post('/api/projects/create-proposal', fields(other))
    const withoutShapes = { ...fields(other), form1: JSON.stringify({ ...JSON.parse(fields(other).form1), projectCoordinates: [] }), revision: 1 }
    expect((await post('/api/projects/update-proposal', withoutShapes)).status).toBe(200)
    expect(await keptShapes(other)).toEqual([])
    // A polygon whose corners lie on one line has no area to keep; the save still takes the form.
    const flat = [0, 1, 2].map((i) => ({ latitude: 64 + i / 2, longitude: -139 - i / 2 }))
    const onALine = { projectLocationType: 'polygon', builtFrom: 'manual', projectLocationCoordinates: flat, projectLocationCoordinatesDms: [] }
    const flatForm = { ...fields(other), form1: JSON.stringify({ ...JSON.parse(fields(other).form1), projectCoordinates: [onALine] }), revision: 2 }
    expect((await post('/api/projects/update-proposal', flatForm)).status).toBe(200)
    expect(await keptShapes(other)).toEqual([])
  })

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
