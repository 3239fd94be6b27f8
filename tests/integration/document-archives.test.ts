// Zips kept as a proposal's documents are handed to staff, who unpack them: a zip bomb or a zip
// naming files outside its folder is refused as the location upload refuses it (same checks, same
// words), whether it comes in one request or as a resumable upload completed; a normal zip is kept.
import { beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { createUser } from '../factories/user-factory.ts'
import { completeGeneralForm } from '../factories/proposal-factory.ts'
import { makeZip } from '../factories/location-files.ts'
import type { ZipFile } from '../factories/location-files.ts'
import { ASSESSMENT_DISTRICTS } from '../../src/server/db/reference/districts-and-sectors.ts'
import { expectZipBombRefused, zipBomb } from './zip-bombs.ts'

const dawson = ASSESSMENT_DISTRICTS.find((d) => d.name === 'Dawson')!.id
const MB = 1024 * 1024

type Body = { status: string; code?: string; userMessage?: string; parameter?: string; desc?: string; documentId?: string; received?: number }

let app: TestApp
let token = ''

async function call(path: string, init: RequestInit = {}) {
  const response = await app.request(path, { ...init, headers: { Authorization: `Bearer ${token}`, ...(init.headers as Record<string, string>) } })
  return { status: response.status, body: (await response.json()) as Body }
}

const postJson = (path: string, body: unknown) => call(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })

async function newDraft(): Promise<string> {
  const projectId = randomUUID()
  const fields = {
    projectId,
    projectTitle: 'Bonanza Creek placer',
    proponentName: 'Goldstream Placers Ltd.',
    isAgent: false,
    assessmentDistricts: [dawson],
    firstNations: [],
    form1: JSON.stringify(completeGeneralForm(projectId)),
  }
  expect((await postJson('/api/projects/create-proposal', fields)).status).toBe(200)
  return projectId
}

/** A supporting document sent in one request. */
function sendWhole(projectId: string, name: string, bytes: Uint8Array) {
  const form = new FormData()
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/zip' }), name)
  return call(`/api/uploads/add-project-document/${projectId}`, { method: 'POST', body: form })
}

/** A supporting document sent as a resumable upload: started, sent in one chunk, completed. */
async function sendResumable(projectId: string, name: string, bytes: Uint8Array) {
  const uploadId = randomUUID()
  const start = { uploadId, projectId, group: 'project', fileName: name, contentType: 'application/zip', size: bytes.length }
  expect((await postJson('/api/uploads/sessions', start)).status).toBe(200)
  const chunk = await call(`/api/uploads/sessions/${uploadId}`, {
    method: 'PUT',
    headers: { 'Content-Range': `bytes 0-${bytes.length - 1}/${bytes.length}` },
    body: bytes as Uint8Array<ArrayBuffer>,
  })
  expect(chunk.body.received).toBe(bytes.length)
  return call(`/api/uploads/sessions/${uploadId}/complete`, { method: 'POST' })
}

/** What the location upload says of the same file. */
async function locationAnswer(name: string, bytes: Uint8Array): Promise<Body> {
  const form = new FormData()
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name)
  return (await call('/api/geo/upload', { method: 'POST', body: form })).body
}

const documentsOf = async (projectId: string) => (await app.getJson<{ fileName: string }[]>(`/api/projects/${projectId}/documents`, token)).body

const hostile: [string, () => Promise<Uint8Array>, string][] = [
  ['a zip bomb (20 MB of zeros packed a thousand times)', () => makeZip([{ name: 'report.pdf', data: new Uint8Array(20 * MB) }]), 'zip-too-large'],
  [
    'a zip whose header understates what its entry unpacks to',
    () => makeZip([{ name: 'report.pdf', data: new Uint8Array(20 * MB), declaredSize: 1000 }]),
    'zip-too-large',
  ],
  ['a zip whose entry climbs out of its folder', () => makeZip([{ name: 'photos/../../../etc/cron.d/job', data: 'x' }]), 'zip-unsafe-path'],
  [
    'a zip naming an absolute path',
    () =>
      makeZip([
        { name: 'notes.txt', data: 'fine' },
        { name: '/etc/passwd', data: 'x' },
      ]),
    'zip-unsafe-path',
  ],
  [
    'a zip whose macOS fork is a bomb',
    () =>
      makeZip([
        { name: 'report.pdf', data: '%PDF-1.7' },
        { name: '__MACOSX/._report.pdf', data: new Uint8Array(20 * MB), declaredSize: 1000 },
      ]),
    'zip-too-large',
  ],
]

beforeAll(async () => {
  app = await startTestApp()
  token = await app.tokenFor(await createUser(app.db))
})

describe('zips kept as documents', () => {
  for (const [what, make, code] of hostile) {
    it(`refuses ${what}, in one request or resumed, with the location upload's words`, async () => {
      const projectId = await newDraft()
      const zip = await make()
      const whole = await sendWhole(projectId, 'site-files.zip', zip)
      expect(whole.status, JSON.stringify(whole.body)).toBe(422)
      expect(whole.body).toMatchObject({ code, parameter: 'file' })
      const resumed = await sendResumable(projectId, 'site-files.zip', zip)
      expect(resumed.status, JSON.stringify(resumed.body)).toBe(422)
      expect(resumed.body).toMatchObject({ code, userMessage: whole.body.userMessage })
      expect(await documentsOf(projectId)).toEqual([])
    })
  }

  it('says what the location upload says of a zip bomb (with a document’s own limit) and of a name outside the folder', async () => {
    const bomb = await hostile[0]![1]()
    expect((await sendWhole(await newDraft(), 'a.zip', bomb)).body.userMessage).toBe((await locationAnswer('a.zip', bomb)).desc!.replace('100 MB', '1024 MB'))
    const escaping = await hostile[2]![1]()
    expect((await sendWhole(await newDraft(), 'a.zip', escaping)).body.userMessage).toBe((await locationAnswer('a.zip', escaping)).desc)
  })

  it('refuses an Office document that is a zip bomb inside', async () => {
    const docx = await makeZip([
      { name: '[Content_Types].xml', data: '<Types/>' },
      { name: 'word/document.xml', data: new Uint8Array(20 * MB) },
    ])
    const form = new FormData()
    form.append('file', new Blob([docx as Uint8Array<ArrayBuffer>]), 'proposal.docx')
    const answer = await call(`/api/uploads/add-project-document/${await newDraft()}`, { method: 'POST', body: form })
    expect(answer).toMatchObject({ status: 422, body: { code: 'zip-too-large' } })
  })

  it('keeps a normal zip, folders and all, in one request or resumed', async () => {
    const files: ZipFile[] = [
      { name: 'survey/', data: '' },
      { name: 'survey/wildlife.pdf', data: `%PDF-1.7 ${'wildlife observations '.repeat(2000)}` },
      { name: 'survey/photo.jpg', data: new Uint8Array(64 * 1024).map((_, i) => (i * 7919) % 251), store: true },
      { name: 'readme.txt', data: 'Field survey, June 2026' },
    ]
    const zip = await makeZip(files)
    const projectId = await newDraft()
    expect((await sendWhole(projectId, 'survey.zip', zip)).status).toBe(200)
    expect((await sendResumable(projectId, 'survey-again.zip', zip)).status).toBe(200)
    expect((await documentsOf(projectId)).map((d) => d.fileName).sort()).toEqual(['survey-again.zip', 'survey.zip'])
  })
})

describe('a flat zip bomb (a thousand files of a megabyte of zeros)', () => {
  it('is refused without being unpacked as a proposal’s document, in one request or resumed, and as its location file', async () => {
    const projectId = await newDraft()
    await expectZipBombRefused((form) => call(`/api/uploads/add-project-document/${projectId}`, { method: 'POST', body: form }))
    await expectZipBombRefused(async () => sendResumable(projectId, 'site-photos.zip', await zipBomb()))
    await expectZipBombRefused((form) => call(`/api/uploads/add-proposal-location-document/${projectId}`, { method: 'POST', body: form }))
    expect(await documentsOf(projectId)).toEqual([])
  })

  it('is refused by the location upload, in the spec’s words for a file it cannot use', async () => {
    expect(await locationAnswer('site-photos.zip', await zipBomb())).toMatchObject({ status: 'KO', code: 'zip-too-large' })
  })
})
