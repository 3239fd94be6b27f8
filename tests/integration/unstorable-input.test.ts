// Text the database cannot keep (a NUL character, a UTF-16 half without its pair) and lists longer
// than a query may name are refused as the request's fault, naming the field, in every module:
// never a 500 from the database, never text silently changed on its way in.
import { beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { createUser } from '../factories/user-factory.ts'
import { createProject } from '../factories/project-factory.ts'
import { createHearing } from '../factories/content-factory.ts'
import { pdfForm } from './staff-callers.ts'
import { completeGeneralForm } from '../factories/proposal-factory.ts'
import { ASSESSMENT_DISTRICTS } from '../../src/server/db/reference/districts-and-sectors.ts'

const NUL = '\u0000'
const LONE_SURROGATE = '\ud800'
const dawson = ASSESSMENT_DISTRICTS.find((d) => d.name === 'Dawson')!.id

type Refusal = { status: string; code: string; userMessage: string; parameter?: string; emergencyExemptionId?: string }

let app: TestApp
let token = ''

const post = (path: string, body: unknown, who = token) => app.postJson<Refusal>(path, body, who)

const proposal = (overrides: Record<string, unknown> = {}) => {
  const projectId = randomUUID()
  return {
    projectId,
    projectTitle: 'Bonanza Creek placer',
    proponentName: 'Goldstream Placers Ltd.',
    isAgent: false,
    assessmentDistricts: [dawson],
    firstNations: [],
    form1: JSON.stringify(completeGeneralForm(projectId)),
    ...overrides,
  }
}

/** A 400 that names the field, as every refused parameter is answered. */
function expectRefused(answer: { status: number; body: Refusal }, parameter: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400)
  expect(answer.body).toMatchObject({ code: 'bad-request', parameter })
  expect(answer.body.userMessage).toMatch(new RegExp(`^Invalid parameter ${parameter}: `))
}

beforeAll(async () => {
  app = await startTestApp()
  token = await app.tokenFor(await createUser(app.db))
})

describe('text the database cannot keep', () => {
  for (const [what, bad] of [
    ['a NUL character', NUL],
    ['a lone surrogate', LONE_SURROGATE],
  ] as const) {
    it(`refuses ${what} in a registration's name`, async () => {
      const answer = await post(
        '/api/users/register',
        { firstName: `Ada${bad}`, lastName: 'Lovelace', email: 'ada@example.ca', plainPassword: 'Analytical1' },
        '',
      )
      expectRefused(answer, 'firstName')
      expect(answer.body.userMessage).toContain('must not contain a NUL character or an unpaired surrogate')
    })

    it(`refuses ${what} in a proposal's title, and deep inside its form, naming where`, async () => {
      expectRefused(await post('/api/projects/create-proposal', proposal({ projectTitle: `Claims${bad}` })), 'projectTitle')
      const form = {
        ...completeGeneralForm(randomUUID()),
        projectCoordinates: [{ projectLocationType: 'point', builtFrom: 'file', projectLocationCoordinates: [], label: `Pit${bad}` }],
      }
      const answer = await post('/api/projects/create-proposal', proposal({ form1: JSON.stringify(form) }))
      expectRefused(answer, 'form1')
      expect(answer.body.userMessage).toContain('projectCoordinates.0.label must not contain')
    })

    it(`refuses ${what} in the notification profile's drawn area`, async () => {
      const profile = {
        publicNotice: true,
        recommendationSent: false,
        assessmentDistricts: [],
        firstNations: [],
        sectors: [],
        planningCommissions: [],
        projectTypes: [],
        drainages: [],
        locationCoordinates: `[]${bad}`,
      }
      expectRefused(await post('/api/users/update-notification-profile', profile), 'locationCoordinates')
    })

    it(`refuses ${what} in a document's file name and description`, async () => {
      const draft = proposal()
      expect((await post('/api/projects/create-proposal', draft)).status).toBe(200)
      const start = { uploadId: randomUUID(), projectId: draft.projectId, group: 'project', fileName: 'plan.pdf', contentType: 'application/pdf', size: 10 }
      expectRefused(await post('/api/uploads/sessions', { ...start, fileName: `plan${bad}.pdf` }), 'fileName')
      expectRefused(await post('/api/uploads/sessions', { ...start, description: `Site${bad}` }), 'description')
    })
  }

  it('refuses a NUL in the search text, and the search still answers', async () => {
    const refused = await app.getJson<Refusal>('/api/projects/search?textSearch=gold%00mine')
    expectRefused(refused, 'textSearch')
    expect((await app.getJson('/api/projects/search?textSearch=gold')).status).toBe(200)
  })

  it('keeps text whose surrogates come in pairs, as sent', async () => {
    const draft = proposal({ projectTitle: 'Camp 🏕 Bonanza' })
    expect((await post('/api/projects/create-proposal', draft)).status).toBe(200)
    const read = await app.getJson<{ projectTitle: string }>(`/api/projects/${draft.projectId}/proposal`, token)
    expect(read.body.projectTitle).toBe('Camp 🏕 Bonanza')
  })
})

describe('text the database cannot keep, in what the office writes and looks for, and in addresses', () => {
  let administrator = ''
  let projectId = ''
  let hearingId = ''
  beforeAll(async () => {
    administrator = await app.tokenFor(await createUser(app.db, { staffRole: 'administrator' }))
    projectId = (await createProject(app.db)).id
    hearingId = (await createHearing(app.db, projectId)).id
  })
  const send = async (method: string, path: string, body: unknown) => {
    const response = await app.request(path, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${administrator}` },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as Refusal }
  }

  for (const [what, bad] of [
    ['a NUL character', NUL],
    ['a lone surrogate', LONE_SURROGATE],
  ] as const) {
    it(`refuses ${what} in hearings, records, notices, site messages, organizations and people, naming the field`, async () => {
      const hearing = { title: 'Public hearing', startDate: '2026-07-15', endDate: null, time: '7 pm', location: 'Dawson', description: '' }
      const staff = `/api/staff/projects/${projectId}`
      const refusals: [string, string, unknown, string][] = [
        ['POST', `${staff}/hearings`, { ...hearing, location: `Dawson${bad}` }, 'location'],
        ['PUT', `${staff}/hearings/${hearingId}`, { ...hearing, title: `Hearing${bad}` }, 'title'],
        ['POST', `${staff}/records`, { kind: 'note', title: `Site visit${bad}`, body: '', state: 'internal' }, 'title'],
        ['POST', `${staff}/general-notice`, { note: `Open house${bad}` }, 'note'],
        ['PUT', `${staff}/public-notice-text`, { text: '', textFr: `Avis${bad}` }, 'textFr'],
        ['POST', '/api/staff/site-messages', { title: `Outage${bad}`, body: '', titleFr: null, bodyFr: null, expiryDate: null }, 'title'],
        ['POST', '/api/staff/organizations', { kind: 'first-nation', name: `Nation${bad}`, frenchDisplayName: null, email: null }, 'name'],
        ['POST', `${staff}/people`, { email: `ada${bad}@example.ca`, role: 'participant', organizationId: null }, 'email'],
      ]
      for (const [method, path, body, field] of refusals) expectRefused(await send(method, path, body), field)
    })
  }

  it('refuses a NUL in the staff searches', async () => {
    expectRefused(await app.getJson<Refusal>('/api/staff/accounts?search=%00', administrator), 'search')
    expectRefused(await app.getJson<Refusal>('/api/staff/projects?search=a%00b', administrator), 'search')
    expect((await app.getJson('/api/staff/projects?search=ab', administrator)).status).toBe(200)
  })

  it('refuses a NUL in an address, alike for an endpoint that is there, one hidden from the caller and one that is not', async () => {
    const refused = {
      status: 400,
      body: {
        status: 'KO',
        code: 'bad-request',
        parameter: 'path',
        userMessage: 'Invalid address: its path must not contain a NUL character or an unpaired surrogate',
      },
    }
    expect(await app.getJson('/api/form-2-types/%00')).toEqual(refused)
    expect(await app.getJson(`/api/staff/projects/${projectId}/records/note%00`)).toEqual(refused)
    expect(await app.getJson('/api/no-such-thing/a%00b')).toEqual(refused)
  })

  it('refuses a NUL in the fields beside an uploaded file', async () => {
    const exemption = await send('POST', '/api/staff/emergency-exemptions', {
      title: 'Flood berm',
      proponentName: 'City of Dawson',
      dateReceived: '2026-05-04',
      assessmentDistricts: [dawson],
    })
    const form = pdfForm('berm.pdf')
    form.append('description', `Berm${NUL}`)
    const response = await app.request(`/api/staff/emergency-exemptions/${String(exemption.body.emergencyExemptionId)}/documents`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${administrator}` },
      body: form,
    })
    expectRefused({ status: response.status, body: (await response.json()) as Refusal }, 'description')
  })
})

describe('lists longer than their meaning allows', () => {
  const many = Array.from({ length: 100_000 }, (_, i) => String(i % 10))

  it('refuses 100,000 ids in a proposal, before any query', async () => {
    expectRefused(await post('/api/projects/create-proposal', proposal({ assessmentDistricts: many })), 'assessmentDistricts')
    expectRefused(await post('/api/projects/create-proposal', proposal({ firstNations: many })), 'firstNations')
  })

  it('refuses 100,000 ids in the notification profile', async () => {
    const profile = {
      publicNotice: true,
      recommendationSent: false,
      assessmentDistricts: [],
      firstNations: [],
      sectors: many,
      planningCommissions: [],
      projectTypes: [],
      drainages: [],
      locationCoordinates: '[]',
    }
    expectRefused(await post('/api/users/update-notification-profile', profile), 'sectors')
  })
})
