// The placer-mining proposal through the proposals API (spec proposals-and-accounts §4, §5
// "Placer form", §7): drafted as kind placer with uploadedByForm2, refused at submit with the list
// of what it lacks by the same rules as the browser, and received at Proposal Check.
import { beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { createUser } from '../factories/user-factory.ts'
import { filledPlacerForm } from '../factories/proposal-factory.ts'
import { ASSESSMENT_DISTRICTS } from '../../src/server/db/reference/districts-and-sectors.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { runDailyCleanup } from '../../src/server/jobs/daily-cleanup.ts'
import { PROJECT_TYPE, stageByCode } from '../../src/shared/domain/stages.ts'
import type { PlacerForm } from '../../src/shared/proposal-form/placer-form.ts'

const NOW = new Date('2026-06-01T18:00:00Z')
const dawson = ASSESSMENT_DISTRICTS.find((d) => d.name === 'Dawson')!.id

let app: TestApp
let token = ''

type Answer = { status: string; projectId: string; revision: number; projectNumber: string | null; code?: string; userMessage?: string; missing?: string[] }

/** A placer proposal by a proponent (not an agent) in the Dawson district. */
const fields = (projectId: string, overrides: Partial<PlacerForm> = {}) => ({
  projectId,
  projectTitle: 'Bonanza Creek placer',
  proponentName: 'Goldstream Placers Ltd.',
  isAgent: false,
  assessmentDistricts: [dawson],
  firstNations: [],
  kind: 'placer' as const,
  uploadedByForm2: true,
  form1: JSON.stringify(filledPlacerForm(projectId, { isAgent: false, proponentEmail: '', assessmentDistricts: [dawson], firstNations: [], ...overrides })),
})

const post = async (path: string, body: unknown) => {
  const response = await app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Answer }
}

beforeAll(async () => {
  app = await startTestApp({ now: NOW })
  token = await app.tokenFor(await createUser(app.db, { firstName: 'Pat' }))
})

describe('a placer proposal', () => {
  it('is drafted, saved and submitted: at Proposal Check, numbered, the submitter its Proponent/Agent, uploaded by form 2', async () => {
    const id = randomUUID()
    expect((await post('/api/projects/create-proposal', fields(id))).body).toMatchObject({ status: 'OK', revision: 1 })
    expect((await post('/api/projects/update-proposal', { ...fields(id, { watercourses: 'Eldorado Creek' }), revision: 1 })).body).toMatchObject({
      status: 'OK',
      revision: 2,
    })
    const submitted = await post('/api/projects/submit-proposal', { ...fields(id), revision: 2 })
    expect(submitted.body).toMatchObject({ status: 'OK', projectNumber: expect.stringMatching(/^2026-\d{4}$/) })
    const [project] = await app.db.select().from(t.projects).where(eq(t.projects.id, id))
    expect(project!.stageId).toBe(stageByCode(PROJECT_TYPE.evaluation, 'PROPOSAL_CHECK').stageId)
    const roles = await app.db.select().from(t.projectUserRoles).where(eq(t.projectUserRoles.projectId, id))
    expect(roles.map((r) => r.role)).toEqual(['proponent-agent'])
    const [form] = await app.db.select().from(t.proposalForms).where(eq(t.proposalForms.projectId, id))
    expect(form).toMatchObject({ kind: 'placer', formVersion: 3 })
    const mine = await app.getJson<{ projects: { projectId: string; uploadedByForm2: boolean; isProponentOrAgent: boolean; hasForm1: boolean }[] }>(
      '/api/projects/my',
      token,
    )
    expect(mine.body.projects.find((p) => p.projectId === id)).toMatchObject({ uploadedByForm2: true, isProponentOrAgent: true, hasForm1: true })
  })

  it('keeps its claims’ shapes, with their numbers, where the map, the search and notification areas find the project', async () => {
    const id = randomUUID()
    expect((await post('/api/projects/create-proposal', fields(id))).status).toBe(200)
    const kept = await app.db
      .select({ type: t.projectShapes.locationType, builtFrom: t.projectShapes.builtFrom, claimNumber: t.projectShapes.claimNumber })
      .from(t.projectShapes)
      .where(eq(t.projectShapes.projectId, id))
    expect(kept).toEqual([{ type: 'polygon', builtFrom: 'claim', claimNumber: 'P 12000' }])
  })

  it('is refused at submit with the list of what it lacks, and stays a draft', async () => {
    const id = randomUUID()
    const lacking = { contactPhone: '', claimString: '', additionalLocationInfo: ' ', projectActivities: [], otherProjectActivities: [] }
    await post('/api/projects/create-proposal', fields(id, lacking))
    const refused = await post('/api/projects/submit-proposal', { ...fields(id, lacking), revision: 1 })
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ code: 'incomplete', missing: ['contactPhone', 'claimsOrLocation', 'activity'] })
    const [project] = await app.db.select().from(t.projects).where(eq(t.projects.id, id))
    expect(project!.stageId).toBe(stageByCode(PROJECT_TYPE.evaluation, 'DRAFT').stageId)
  })

  it('needs an agent’s proponent email and consent form', async () => {
    const id = randomUUID()
    const agent = { ...fields(id, { isAgent: true, proponentEmail: '' }), isAgent: true }
    await post('/api/projects/create-proposal', agent)
    expect((await post('/api/projects/submit-proposal', { ...agent, revision: 1 })).body.missing).toEqual(['proponentEmail', 'agentConsentFile'])
  })

  it('reads a draft saved as version 1 and submits it as version 3', async () => {
    const id = randomUUID()
    const v3 = filledPlacerForm(id, { isAgent: false, assessmentDistricts: [dawson], firstNations: [] })
    const { claimString, additionalInformationEditor: _rich, subPartIndex: _sub, ...rest } = v3
    const v1 = { ...rest, version: 1, claims: claimString, additionalInformation: 'Reclaim as we go' }
    const body = { ...fields(id), form1: JSON.stringify(v1) }
    await post('/api/projects/create-proposal', body)
    expect((await post('/api/projects/submit-proposal', { ...body, revision: 1 })).body).toMatchObject({ status: 'OK' })
  })

  it('refuses a form of a version no reader knows, and uploadedByForm2 on another kind of form', async () => {
    const id = randomUUID()
    const newer = { ...fields(id), form1: JSON.stringify({ version: 4, projectId: id }) }
    await post('/api/projects/create-proposal', newer)
    expect((await post('/api/projects/submit-proposal', { ...newer, revision: 1 })).body).toMatchObject({ code: 'incomplete', missing: ['form1'] })
    const general = await post('/api/projects/create-proposal', { ...fields(randomUUID()), kind: 'general' })
    expect(general.status).toBe(400)
    expect(general.body.userMessage).toBe('Invalid parameter uploadedByForm2: only the placer form sets it')
  })

  it('is deleted, as every draft, after six months untouched', async () => {
    const id = randomUUID()
    await post('/api/projects/create-proposal', fields(id))
    await app.db
      .update(t.proposalForms)
      .set({ lastEditedAt: new Date('2025-11-30T00:00:00Z'), deletionWarnedAt: new Date('2026-05-24T00:00:00Z') })
      .where(eq(t.proposalForms.projectId, id))
    await runDailyCleanup(app.db, NOW, { files: app.files, dataDir: app.config.dataDir })
    expect(await app.db.select({ id: t.projects.id }).from(t.projects).where(eq(t.projects.id, id))).toEqual([])
  })
})
