// Emergency exemption reports: the public reads only the published ones and their documents; the
// office's routes are for managers and administrators (an assessor is told the role does not
// allow it, anyone else finds no such endpoint); every office change is audited.
import { randomBytes } from 'node:crypto'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { createUser } from '../factories/user-factory.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { ASSESSMENT_DISTRICTS } from '../../src/server/db/reference/districts-and-sectors.ts'
import { expectZipBombRefused, zipBomb } from './zip-bombs.ts'

let app: TestApp
const WHO = ['anonymous', 'public', 'proponent', 'assessor', 'manager', 'administrator'] as const
type Who = (typeof WHO)[number]
const token: Record<Who, string | undefined> = { anonymous: undefined, public: '', proponent: '', assessor: '', manager: '', administrator: '' }
const [DAWSON, , MAYO] = ASSESSMENT_DISTRICTS.map((d) => d.id)
const NOW = new Date('2026-11-24T18:00:00Z')

interface Listed {
  emergencyExemptions: {
    emergencyExemptionId: string
    title: string
    assessmentDistricts: string[]
    dateReceived: string
    publishedAt?: string | null
    documents?: { documentId: string }[]
  }[]
}
interface Documents {
  documents: {
    emergencyExemptionId: string
    documentId: string
    unredactedUploadId: string
    description: string
    fileName: string
    documentType: string
    documentTypeFr: string | null
  }[]
}

beforeAll(async () => {
  app = await startTestApp({ now: NOW })
  for (const who of WHO.slice(1)) {
    const staffRole = who === 'assessor' || who === 'manager' || who === 'administrator' ? who : null
    token[who] = await app.tokenFor(await createUser(app.db, { firstName: who, staffRole, email: `${who}@example.ca` }))
  }
})

beforeEach(async () => {
  await app.db.delete(t.documents).where(eq(t.documents.role, 'emergency-exemption'))
  await app.db.delete(t.emergencyExemptions)
})

const report = { title: 'Flood Berm, Klondike River', proponentName: 'City of Dawson', dateReceived: '2026-05-04', assessmentDistricts: [DAWSON, MAYO] }
const auth = (who: Who): Record<string, string> => (token[who] ? { Authorization: `Bearer ${token[who]}` } : {})

function pdf(): Uint8Array {
  const bytes = new Uint8Array(randomBytes(2048))
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'))
  return bytes
}

async function addDocument(
  who: Who,
  exemptionId: string,
  fields: Record<string, string> = {},
  file = { name: 'flood-berm.pdf', bytes: pdf(), type: 'application/pdf' },
) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  form.append('file', new Blob([file.bytes], { type: file.type }), file.name)
  const response = await app.request(`/api/staff/emergency-exemptions/${exemptionId}/documents`, { method: 'PUT', headers: auth(who), body: form })
  return { status: response.status, body: (await response.json()) as { documentId: string; code?: string; userMessage?: string } }
}

async function created(who: Who = 'manager') {
  const { status, body } = await app.postJson<{ emergencyExemptionId: string }>('/api/staff/emergency-exemptions', report, token[who])
  expect(status).toBe(200)
  return body.emergencyExemptionId
}

const publicList = async () => (await app.getJson<Listed>('/api/emergency-exemptions')).body.emergencyExemptions
const publicDocuments = async () => (await app.getJson<Documents>('/api/emergency-exemptions/documents')).body.documents
const auditOf = (id: string) =>
  app.db
    .select()
    .from(t.auditLog)
    .where(and(eq(t.auditLog.entity, 'emergency-exemption'), eq(t.auditLog.entityId, id)))

describe('the public emergency exemption list', () => {
  it('shows only published reports, with their districts and documents, and downloads their files', async () => {
    const id = await created()
    const { body } = await addDocument('manager', id, { description: 'Exemption report' })
    expect(await publicList()).toEqual([])
    expect(await publicDocuments()).toEqual([])

    expect((await app.postJson(`/api/staff/emergency-exemptions/${id}/publish`, {}, token.manager)).status).toBe(200)
    expect(await publicList()).toEqual([
      {
        emergencyExemptionId: id,
        title: report.title,
        proponentName: report.proponentName,
        assessmentDistricts: [DAWSON, MAYO].sort(),
        dateReceived: '2026-05-04T07:00:00.000Z',
      },
    ])
    const [document] = await publicDocuments()
    expect(document).toMatchObject({ emergencyExemptionId: id, documentId: body.documentId, description: 'Exemption report', fileName: 'flood-berm.pdf' })
    const file = await app.request(`/api/uploads/${document!.unredactedUploadId}`)
    expect(file.status).toBe(200)
    expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 8))).toBe('%PDF-1.7')

    // Withdrawn: off the list, and its file no longer downloads.
    expect((await app.postJson(`/api/staff/emergency-exemptions/${id}/unpublish`, {}, token.administrator)).status).toBe(200)
    expect(await publicList()).toEqual([])
    expect(await publicDocuments()).toEqual([])
    expect((await app.request(`/api/uploads/${document!.unredactedUploadId}`)).status).toBe(404)
  })

  it('names a document with no description by its type, in English and French, rather than an English default', async () => {
    const id = await created()
    const { body } = await addDocument('manager', id)
    expect((await app.postJson(`/api/staff/emergency-exemptions/${id}/publish`, {}, token.manager)).status).toBe(200)
    const document = (await publicDocuments()).find((d) => d.documentId === body.documentId)
    expect(document).toMatchObject({ description: '', documentType: 'Emergency Exemption Report', documentTypeFr: 'Rapport d’exemption d’urgence' })
  })

  it('is the same for whoever asks, so it may be kept as public reference data', async () => {
    const response = await app.request('/api/emergency-exemptions')
    expect(response.headers.get('cache-control')).not.toBe('no-store')
    expect(await response.json()).toEqual({ status: 'OK', emergencyExemptions: [] })
  })
})

describe('staff access to emergency exemptions', () => {
  const endpoints = (id: string, documentId: string): [string, string, unknown][] => [
    ['GET', '/api/staff/emergency-exemptions', undefined],
    ['POST', '/api/staff/emergency-exemptions', report],
    ['POST', `/api/staff/emergency-exemptions/${id}/publish`, {}],
    ['POST', `/api/staff/emergency-exemptions/${id}/unpublish`, {}],
    ['POST', `/api/staff/emergency-exemptions/${id}/documents/${documentId}/remove`, {}],
  ]
  const call = (who: Who, [method, path, body]: [string, string, unknown]) =>
    method === 'GET' ? app.getJson(path, token[who]) : app.postJson(path, body, token[who])

  for (const who of ['anonymous', 'public', 'proponent'] as const) {
    it(`does not exist for ${who === 'anonymous' ? 'an anonymous visitor' : `a ${who} user`}: every endpoint answers 404 and changes nothing`, async () => {
      const id = await created()
      const { body } = await addDocument('manager', id)
      for (const endpoint of endpoints(id, body.documentId)) {
        const answer = await call(who, endpoint)
        expect(answer.status, endpoint[1]).toBe(404)
        expect(answer.body).toMatchObject({ code: 'not-found', userMessage: 'No such API endpoint.' })
      }
      expect(await addDocument(who, id)).toMatchObject({ status: 404, body: { code: 'not-found' } })
      expect(await app.db.select().from(t.emergencyExemptions)).toHaveLength(1)
      expect((await app.db.select().from(t.emergencyExemptions))[0]!.publishedAt).toBeNull()
    })
  }

  it('tells an assessor that the staff role does not allow it, and changes nothing', async () => {
    const id = await created()
    const { body } = await addDocument('manager', id)
    for (const endpoint of endpoints(id, body.documentId)) {
      const answer = await call('assessor', endpoint)
      expect(answer.status, endpoint[1]).toBe(403)
      expect(answer.body).toMatchObject({ code: 'staff-role', userMessage: 'Your staff role does not allow this.' })
    }
    expect(await addDocument('assessor', id)).toMatchObject({ status: 403, body: { code: 'staff-role' } })
    expect(await app.db.select().from(t.emergencyExemptions)).toHaveLength(1)
  })

  for (const who of ['manager', 'administrator'] as const) {
    it(`lets ${who === 'manager' ? 'a manager' : 'an administrator'} create a report, add and remove its documents and publish it, each change audited`, async () => {
      const id = await created(who)
      const first = await addDocument(who, id, { description: 'Report' })
      const second = await addDocument(who, id, {}, { name: 'photos.pdf', bytes: pdf(), type: 'application/pdf' })
      expect(first.status).toBe(200)
      expect(second.status).toBe(200)
      expect((await app.postJson(`/api/staff/emergency-exemptions/${id}/documents/${second.body.documentId}/remove`, {}, token[who])).status).toBe(200)
      expect((await app.postJson(`/api/staff/emergency-exemptions/${id}/publish`, {}, token[who])).status).toBe(200)

      const { body } = await app.getJson<Listed>('/api/staff/emergency-exemptions', token[who])
      expect(body.emergencyExemptions).toHaveLength(1)
      expect(body.emergencyExemptions[0]).toMatchObject({
        emergencyExemptionId: id,
        publishedAt: NOW.toISOString(),
        documents: [{ documentId: first.body.documentId, description: 'Report' }],
      })
      const [document] = await publicDocuments()
      expect(document).toMatchObject({ documentId: first.body.documentId })

      const entries = await auditOf(id)
      expect(entries.map((e) => e.action).sort()).toEqual(
        [
          'add-emergency-exemption-document',
          'add-emergency-exemption-document',
          'create-emergency-exemption',
          'publish-emergency-exemption',
          'remove-emergency-exemption-document',
        ].sort(),
      )
      expect(entries.every((e) => e.actor === `${who}@example.ca`)).toBe(true)
      expect(entries.find((e) => e.action === 'publish-emergency-exemption')!.detail).toEqual({
        before: { publishedAt: null },
        after: { publishedAt: NOW.toISOString() },
      })
    })
  }
})

describe('creating a report', () => {
  it('refuses a report without a title or a district, or with an unknown district, and saves nothing', async () => {
    const refused = async (body: unknown) =>
      (await app.postJson<{ userMessage: string }>('/api/staff/emergency-exemptions', body, token.manager)).body.userMessage
    expect(await refused({ ...report, title: '  ' })).toBe('Invalid parameter title: Give the report a title.')
    expect(await refused({ ...report, assessmentDistricts: [] })).toBe('Invalid parameter assessmentDistricts: Choose at least one assessment district.')
    expect(await refused({ ...report, dateReceived: '4 May 2026' })).toBe('Invalid parameter dateReceived: Give the date received as YYYY-MM-DD.')
    expect(await refused({ ...report, assessmentDistricts: ['somewhere'] })).toBe('Choose assessment districts from the list.')
    expect(await app.db.select().from(t.emergencyExemptions)).toEqual([])
  })

  it('refuses a file of a kind documents are not kept in, and a report that does not exist', async () => {
    const id = await created()
    expect(await addDocument('manager', id, {}, { name: 'run.exe', bytes: pdf(), type: 'application/octet-stream' })).toMatchObject({ status: 415 })
    expect(await addDocument('manager', '00000000-0000-4000-8000-000000000000')).toMatchObject({
      status: 404,
      body: { userMessage: 'This emergency exemption report was not found.' },
    })
    expect((await app.postJson('/api/staff/emergency-exemptions/00000000-0000-4000-8000-000000000000/publish', {}, token.manager)).status).toBe(404)
  })

  it('refuses a flat zip bomb (a thousand files of a megabyte of zeros) without unpacking it', async () => {
    const id = await created()
    await expectZipBombRefused(async () => addDocument('manager', id, {}, { name: 'site-photos.zip', bytes: await zipBomb(), type: 'application/zip' }))
    expect(await app.db.select().from(t.documents).where(eq(t.documents.role, 'emergency-exemption'))).toEqual([])
  })
})
