// A general-form proposal that arrives with shapes but owing its location look-up (written offline
// with no layers on the device, or by an earlier release) is looked up by the registry on create,
// update and submit, so that none reaches the office without its districts (issue 16: 2026-0091
// went through with assessmentDistricts: []). What the person chose by hand stays.
import { beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { createUser } from '../factories/user-factory.ts'
import { completeGeneralForm, completeUploadForm } from '../factories/proposal-factory.ts'
import { ASSESSMENT_DISTRICTS } from '../../src/server/db/reference/districts-and-sectors.ts'
import { FIRST_NATIONS } from '../../src/server/db/reference/organizations.ts'
import type { GeneralForm } from '../../src/shared/proposal-form/general-form.ts'

const NOW = new Date('2026-06-01T18:00:00Z')
const districtId = (name: string) => ASSESSMENT_DISTRICTS.find((d) => d.name === name)!.id
const trondek = FIRST_NATIONS.find((f) => f.name === "Tr'ondëk Hwëch'in")!.id

let app: TestApp
let token = ''

interface OnServer {
  revision: number
  assessmentDistricts: string[]
  firstNations: string[]
  form1: string
  submitted: boolean
}

/** What the device sends for this form: the summary's districts and First Nations are the form's. */
const sent = (form: GeneralForm, kind: 'general' | 'upload' = 'general') => ({
  projectId: form.projectId,
  projectTitle: form.projectTitle,
  proponentName: form.proponentName,
  isAgent: false,
  assessmentDistricts: form.assessmentDistricts,
  firstNations: form.firstNations,
  form1: JSON.stringify(form),
  kind,
})

const post = (path: string, body: unknown) => app.postJson<{ status: string; revision: number; projectNumber: string | null }>(path, body, token)
const onServer = async (projectId: string) => {
  const { body } = await app.getJson<OnServer>(`/api/projects/${projectId}/proposal`, token)
  return { ...body, form: JSON.parse(body.form1) as GeneralForm }
}

beforeAll(async () => {
  app = await startTestApp({ now: NOW })
  token = await app.tokenFor(await createUser(app.db, { firstName: 'Field' }))
})

describe('a proposal that arrives owing its location look-up', () => {
  it('is looked up on create: districts, First Nations and map sheets, in form1 and in its links', async () => {
    const id = randomUUID()
    // Drawn near Dawson City offline, as an earlier release saved it: shapes and nothing found.
    const form = completeGeneralForm(id)
    expect((await post('/api/projects/create-proposal', sent(form))).status).toBe(200)
    const draft = await onServer(id)
    expect(draft.assessmentDistricts).toEqual([districtId('Dawson')])
    expect(draft.firstNations).toEqual([trondek])
    expect(draft.form.assessmentDistricts).toEqual([districtId('Dawson')])
    expect(draft.form.NTSIndexes).not.toEqual([])
    expect(draft.form.closestCommunities[0]).toMatch(/^Dawson City: /)
    expect(draft.form.locationLookup).toEqual({ pending: false, assessmentDistricts: [districtId('Dawson')], firstNations: [trondek] })
  })

  it('is looked up again on update when its shapes changed offline, keeping the districts the person ticked', async () => {
    const id = randomUUID()
    const looked = completeGeneralForm(id, {
      assessmentDistricts: [districtId('Whitehorse'), districtId('Mayo')],
      NTSIndexes: ['105D/11'],
      // Whitehorse was found for the shapes before they moved to Dawson; Mayo the person ticked.
      locationLookup: { pending: true, assessmentDistricts: [districtId('Whitehorse')], firstNations: [] },
    })
    await post('/api/projects/create-proposal', sent({ ...looked, locationLookup: { ...looked.locationLookup, pending: false } }))
    expect((await post('/api/projects/update-proposal', { ...sent(looked), revision: 1 })).status).toBe(200)
    const draft = await onServer(id)
    expect(draft.assessmentDistricts.sort()).toEqual([districtId('Dawson'), districtId('Mayo')].sort())
    expect(draft.form.assessmentDistricts).toEqual([districtId('Dawson'), districtId('Mayo')])
    expect(draft.form.NTSIndexes).not.toContain('105D/11')
    expect(draft.form.locationLookup.pending).toBe(false)
  })

  it('lands submitted with its districts, not with none', async () => {
    const id = randomUUID()
    const form = completeGeneralForm(id)
    await post('/api/projects/create-proposal', sent({ ...form, projectCoordinates: [] }))
    const submitted = await post('/api/projects/submit-proposal', { ...sent(form), revision: 1 })
    expect(submitted.body).toMatchObject({ status: 'OK', projectNumber: expect.stringMatching(/^2026-\d{4}$/) })
    const proposal = await onServer(id)
    expect(proposal).toMatchObject({ submitted: true, assessmentDistricts: [districtId('Dawson')], firstNations: [trondek] })
    expect(proposal.form.assessmentDistricts).toEqual([districtId('Dawson')])
  })

  it('is left as the person answered once looked up, even with every district unticked', async () => {
    const id = randomUUID()
    const form = completeGeneralForm(id, {
      NTSIndexes: ['116B/03'],
      communityDistances: ['Dawson City: 3.0 km'],
      locationLookup: { pending: false, assessmentDistricts: [districtId('Dawson')], firstNations: [] },
    })
    await post('/api/projects/create-proposal', sent(form))
    const draft = await onServer(id)
    expect(draft.assessmentDistricts).toEqual([])
    expect(draft.form).toEqual(form)
  })

  it('leaves a PDF upload’s districts to its checklist (decision 0011)', async () => {
    const id = randomUUID()
    const upload = completeUploadForm(id, { assessmentDistricts: [districtId('Mayo')] })
    await post('/api/projects/create-proposal', {
      ...sent(completeGeneralForm(id), 'upload'),
      assessmentDistricts: [districtId('Mayo')],
      firstNations: [],
      form1: JSON.stringify(upload),
    })
    const draft = await onServer(id)
    expect(draft.assessmentDistricts).toEqual([districtId('Mayo')])
    expect(JSON.parse(draft.form1)).toEqual(upload)
  })
})
