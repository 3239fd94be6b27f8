import { beforeAll, describe, expect, it } from 'vitest'
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { createUser, giveRole } from '../factories/user-factory.ts'
import { completeGeneralForm, filledPlacerForm } from '../factories/proposal-factory.ts'
import { createProject } from '../factories/project-factory.ts'
import { createDocument } from '../factories/content-factory.ts'
import { makeZip } from '../factories/location-files.ts'
import { ASSESSMENT_DISTRICTS } from '../../src/server/db/reference/districts-and-sectors.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { runDailyCleanup } from '../../src/server/jobs/daily-cleanup.ts'
import { PROJECT_TYPE, stageByCode } from '../../src/shared/domain/stages.ts'

const NOW = new Date('2026-06-01T18:00:00Z')
const MB = 1024 * 1024
const dawson = ASSESSMENT_DISTRICTS.find((d) => d.name === 'Dawson')!.id

let app: TestApp
let owner: typeof t.users.$inferSelect
let token = ''
let otherToken = ''
let staffToken = ''

type Body = Record<string, unknown> & {
  status: string
  userMessage?: string
  code?: string
  received?: number
  documentId?: string
  unredactedUploadId?: string
  documentTypeId?: number
}
type Listed = { status: string; documents: { documentId: string; fileName: string; description: string; documentState: string }[] }

const auth = (who: string): Record<string, string> => (who ? { Authorization: `Bearer ${who}` } : {})

async function call<T = Body>(path: string, init: RequestInit & { who?: string } = {}) {
  const { who = token, headers, ...rest } = init
  const response = await app.request(path, { ...rest, headers: { ...auth(who), ...(headers as Record<string, string>) } })
  return { status: response.status, body: (await response.json()) as T }
}

const post = (path: string, body: unknown, who = token) =>
  call(path, { method: 'POST', who, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })

const fields = (projectId: string) => ({
  projectId,
  projectTitle: 'Bonanza Creek placer',
  proponentName: 'Goldstream Placers Ltd.',
  isAgent: false,
  assessmentDistricts: [dawson],
  firstNations: [],
  form1: JSON.stringify(completeGeneralForm(projectId)),
})

async function newDraft(who = token, kind: 'general' | 'upload' = 'general'): Promise<string> {
  const projectId = randomUUID()
  expect((await post('/api/projects/create-proposal', { ...fields(projectId), kind }, who)).status).toBe(200)
  return projectId
}

/** A file whose first bytes are a PDF's, then random bytes. */
function pdfBytes(size: number): Uint8Array {
  const bytes = new Uint8Array(randomBytes(size))
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'))
  return bytes
}

function sendChunk(uploadId: string, bytes: Uint8Array, start: number, end: number, total: number, who = token) {
  return call(`/api/uploads/sessions/${uploadId}`, {
    method: 'PUT',
    who,
    headers: { 'Content-Range': `bytes ${start}-${end}/${total}`, 'Content-Type': 'application/octet-stream' },
    body: bytes.slice(start, end + 1),
  })
}

/** A chunk whose connection drops after `sent` bytes. */
function sendDroppedChunk(uploadId: string, bytes: Uint8Array, start: number, end: number, sent: number) {
  let pulls = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      // Erroring drops what is queued, so the bytes go first and the reset comes on the next read.
      if (pulls++ === 0) controller.enqueue(bytes.slice(start, start + sent))
      else controller.error(new Error('connection reset'))
    },
  })
  return call(`/api/uploads/sessions/${uploadId}`, {
    method: 'PUT',
    headers: { 'Content-Range': `bytes ${start}-${end}/${bytes.length}` },
    body,
    duplex: 'half',
  } as RequestInit)
}

function upload(
  path: string,
  file: { name: string; bytes: Uint8Array | string; type?: string } | null,
  extra: Record<string, string> = {},
  who = token,
  headers: Record<string, string> = {},
) {
  const form = new FormData()
  for (const [name, value] of Object.entries(extra)) form.append(name, value)
  if (file) form.append('file', new Blob([file.bytes], { type: file.type ?? '' }), file.name)
  return call(path, { method: 'POST', who, headers, body: form })
}

async function download(uploadId: string, who: string) {
  const response = await app.request(await app.downloadPath(uploadId, who))
  return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()), type: response.headers.get('content-type') }
}

const startBody = (uploadId: string, projectId: string, size: number, overrides: Record<string, unknown> = {}) => ({
  uploadId,
  projectId,
  group: 'project',
  fileName: 'wildlife-survey.pdf',
  contentType: 'application/pdf',
  size,
  description: 'Wildlife survey 2026',
  ...overrides,
})

const chunksOf = (uploadId: string) =>
  app.db.select().from(t.uploadSessionChunks).where(eq(t.uploadSessionChunks.uploadId, uploadId)).orderBy(t.uploadSessionChunks.startOffset)

const inStore = (storageKey: string) =>
  app.files.size(storageKey).then(
    () => true,
    () => false,
  )

const documentRow = async (id: string) => (await app.db.select().from(t.documents).where(eq(t.documents.id, id)))[0]!

beforeAll(async () => {
  app = await startTestApp({ now: NOW })
  owner = await createUser(app.db, { firstName: 'Pat' })
  token = await app.tokenFor(owner)
  otherToken = await app.tokenFor(await createUser(app.db, { firstName: 'Sam' }))
  staffToken = await app.tokenFor(await createUser(app.db, { firstName: 'Chris', staffRole: 'assessor' }))
})

describe('a resumable upload', () => {
  it('takes a 12 MB file in chunks, resumes after a dropped chunk, refuses a wrong offset, and completes once', async () => {
    const projectId = await newDraft()
    const bytes = pdfBytes(12 * MB)
    const size = bytes.length
    const uploadId = randomUUID()
    const first = 4 * MB
    const second = 8 * MB

    expect(await post('/api/uploads/sessions', startBody(uploadId, projectId, size))).toEqual({ status: 200, body: { status: 'OK', uploadId, received: 0 } })
    expect(await sendChunk(uploadId, bytes, 0, first - 1, size)).toEqual({ status: 200, body: { status: 'OK', uploadId, received: first } })

    const early = await post(`/api/uploads/sessions/${uploadId}/complete`, {})
    expect(early).toMatchObject({ status: 409, body: { code: 'incomplete', received: first } })

    // The connection drops 1.5 MB into the second chunk: what arrived is kept.
    const dropped = await sendDroppedChunk(uploadId, bytes, first, second - 1, 1.5 * MB)
    expect(dropped).toMatchObject({ status: 400, body: { code: 'incomplete-chunk', received: first + 1.5 * MB } })
    // The device asks where the upload stands by starting it again.
    expect((await post('/api/uploads/sessions', startBody(uploadId, projectId, size))).body).toEqual({ status: 'OK', uploadId, received: first + 1.5 * MB })

    const skipped = await sendChunk(uploadId, bytes, second, size - 1, size)
    expect(skipped.status).toBe(409)
    expect(skipped.body).toMatchObject({ code: 'wrong-offset', uploadId, received: first + 1.5 * MB })
    expect(skipped.body.userMessage).toBe(`This chunk starts at byte ${second}, but the upload stands at byte ${first + 1.5 * MB}: send from there.`)

    // The whole second chunk again: the part that arrived is skipped.
    expect((await sendChunk(uploadId, bytes, first, second - 1, size)).body.received).toBe(second)
    // A chunk that arrived long ago, sent again, changes nothing.
    expect((await sendChunk(uploadId, bytes, 0, first - 1, size)).body.received).toBe(second)
    expect((await sendChunk(uploadId, bytes, second, size - 1, size)).body.received).toBe(size)
    // Each chunk is kept in the store as it arrived, the dropped chunk's part too.
    const chunks = await chunksOf(uploadId)
    expect(chunks.map((c) => [c.startOffset, c.length])).toEqual([
      [0, first],
      [first, 1.5 * MB],
      [first + 1.5 * MB, second - first - 1.5 * MB],
      [second, size - second],
    ])

    const done = await post(`/api/uploads/sessions/${uploadId}/complete`, {})
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({ status: 'OK', documentTypeId: 2 })
    expect(await post(`/api/uploads/sessions/${uploadId}/complete`, {})).toEqual(done)

    const document = await documentRow(done.body.documentId!)
    expect(document).toMatchObject({
      projectId,
      role: 'project',
      state: 'unreviewed',
      fileName: 'wildlife-survey.pdf',
      description: 'Wildlife survey 2026',
      uploadedById: owner.id,
      unredactedUploadId: done.body.unredactedUploadId,
    })
    const [stored] = await app.db.select().from(t.uploads).where(eq(t.uploads.id, done.body.unredactedUploadId!))
    expect(stored).toMatchObject({ size, contentType: 'application/pdf', sha256: createHash('sha256').update(bytes).digest('hex'), uploadedById: owner.id })
    expect(await chunksOf(uploadId)).toEqual([])
    for (const chunk of chunks) expect(await inStore(chunk.storageKey)).toBe(false)

    const file = await download(done.body.unredactedUploadId!, token)
    expect(file.status).toBe(200)
    expect(file.type).toBe('application/pdf')
    expect(file.bytes.length).toBe(size)
    expect(Buffer.compare(Buffer.from(file.bytes), Buffer.from(bytes))).toBe(0)
    // Unreviewed, in a draft: not for the public.
    expect((await download(done.body.unredactedUploadId!, '')).status).toBe(404)
  })

  it('keeps uploads to their owner and chunks to their limits', async () => {
    const projectId = await newDraft()
    const uploadId = randomUUID()
    const bytes = pdfBytes(9 * MB)
    await post('/api/uploads/sessions', startBody(uploadId, projectId, bytes.length))
    expect((await sendChunk(uploadId, bytes, 0, 99, bytes.length, otherToken)).status).toBe(404)
    expect((await post(`/api/uploads/sessions/${uploadId}/complete`, {}, otherToken)).status).toBe(404)
    expect((await post('/api/uploads/sessions', startBody(randomUUID(), projectId, bytes.length), otherToken)).status).toBe(404)
    expect((await post('/api/uploads/sessions', startBody(uploadId, projectId, 5))).body).toMatchObject({ code: 'exists' })

    const tooBig = await sendChunk(uploadId, bytes, 0, 8 * MB, bytes.length)
    expect(tooBig).toMatchObject({ status: 413, body: { userMessage: 'A chunk may be at most 8 MB.' } })
    const noRange = await call(`/api/uploads/sessions/${uploadId}`, { method: 'PUT', body: bytes.slice(0, 10) })
    expect(noRange).toMatchObject({ status: 400, body: { userMessage: 'Send the chunk with a Content-Range header: bytes start-end/total.' } })
    expect((await sendChunk(uploadId, bytes, 0, 9, 10)).body.userMessage).toBe(
      `The Content-Range total (10) is not the file size given at the start (${bytes.length}).`,
    )
    expect((await sendChunk(randomUUID(), bytes, 0, 9, bytes.length)).status).toBe(404)

    const big = await post('/api/uploads/sessions', startBody(randomUUID(), projectId, 50 * MB + 1))
    expect(big).toMatchObject({ status: 400, body: { userMessage: 'Invalid parameter size: the file is larger than 50 MB' } })
    const long = await post('/api/uploads/sessions', startBody(randomUUID(), projectId, 10, { description: 'x'.repeat(51) }))
    expect(long.body.userMessage).toBe('Invalid parameter description: description may be at most 50 characters')
    const exe = await post('/api/uploads/sessions', startBody(randomUUID(), projectId, 10, { fileName: 'setup.exe', contentType: 'application/x-msdownload' }))
    expect(exe).toMatchObject({ status: 415, body: { code: 'unsupported-file' } })
    expect(exe.body.userMessage).toMatch(/^Only these kinds of file can be attached as a supporting document: \.pdf, \.doc, /)
  })

  it('refuses a completed file whose contents are not what its name says', async () => {
    const projectId = await newDraft()
    const uploadId = randomUUID()
    const bytes = new TextEncoder().encode('<html><script>alert(1)</script></html>')
    await post('/api/uploads/sessions', startBody(uploadId, projectId, bytes.length, { fileName: 'report.pdf' }))
    await sendChunk(uploadId, bytes, 0, bytes.length - 1, bytes.length)
    const refused = await post(`/api/uploads/sessions/${uploadId}/complete`, {})
    expect(refused).toMatchObject({ status: 415, body: { userMessage: 'The contents of report.pdf do not match its name (PDF expected).' } })
    expect(await app.db.select().from(t.documents).where(eq(t.documents.projectId, projectId))).toEqual([])
  })
})

describe('single-shot uploads', () => {
  it('take each group’s files with the spec’s answer, and a sanitized name', async () => {
    const projectId = await newDraft()
    const project = await upload(
      `/api/uploads/add-project-document/${projectId}`,
      { name: '..\\..\\C:\\temp\\site plan.pdf', bytes: pdfBytes(1000), type: 'application/pdf' },
      { description: '  Site plan  ', documentTypeId: '21' },
    )
    expect(project.status).toBe(200)
    expect(Object.keys(project.body).sort()).toEqual(['documentId', 'documentTypeId', 'status', 'unredactedUploadId'])
    expect(project.body).toMatchObject({ status: 'OK', documentTypeId: 21 })
    expect(await documentRow(project.body.documentId!)).toMatchObject({
      fileName: 'site plan.pdf',
      description: 'Site plan',
      role: 'project',
      state: 'unreviewed',
      documentTypeId: 21,
    })

    const kml = '<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"><Placemark/></kml>'
    const location = await upload(`/api/uploads/add-proposal-location-document/${projectId}`, { name: 'claims.kml', bytes: kml, type: '' })
    expect(location.body).toMatchObject({ status: 'OK', documentTypeId: 3 })
    const stored = await download(location.body.unredactedUploadId!, token)
    expect(stored.type).toBe('application/vnd.google-earth.kml+xml')
    expect(new TextDecoder().decode(stored.bytes)).toBe(kml)

    expect((await upload(`/api/uploads/add-proposal-document/${projectId}`, { name: 'proposal.pdf', bytes: pdfBytes(2000) })).body).toMatchObject({
      documentTypeId: 1,
    })
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])
    const consent = await upload(`/api/uploads/add-agent-consent-document/${projectId}`, { name: 'consent.png', bytes: png, type: 'image/png' })
    expect(consent.body).toMatchObject({ documentTypeId: 4 })
    expect((await documentRow(consent.body.documentId!)).role).toBe('agent-consent')
  })

  it('answer a resent upload with its Idempotency-Key as the first', async () => {
    const projectId = await newDraft()
    const key = randomUUID()
    const send = () => upload(`/api/uploads/add-project-document/${projectId}`, { name: 'a.pdf', bytes: pdfBytes(100) }, {}, token, { 'Idempotency-Key': key })
    const first = await send()
    expect(await send()).toEqual(first)
    expect(await app.db.select().from(t.documents).where(eq(t.documents.projectId, projectId))).toHaveLength(1)
  })

  it('refuse with a clear message what they cannot take', async () => {
    const projectId = await newDraft()
    const path = `/api/uploads/add-project-document/${projectId}`
    const html = await upload(path, { name: 'page.html', bytes: '<html></html>', type: 'text/html' })
    expect(html).toMatchObject({ status: 415, body: { code: 'unsupported-file' } })
    expect((await upload(path, { name: 'plan.pdf', bytes: '<html></html>', type: 'application/pdf' })).body.userMessage).toBe(
      'The contents of plan.pdf do not match its name (PDF expected).',
    )
    expect((await upload(path, { name: 'plan.pdf', bytes: pdfBytes(100), type: 'text/html' })).body.userMessage).toBe(
      'The file’s type (text/html) does not match its name (plan.pdf).',
    )
    expect((await upload(path, { name: 'empty.pdf', bytes: '' })).body.userMessage).toBe('The file is empty.')
    expect((await upload(path, { name: 'a.pdf', bytes: pdfBytes(100) }, { description: 'x'.repeat(51) })).body.userMessage).toBe(
      'Invalid parameter description: description may be at most 50 characters',
    )
    expect((await upload(path, { name: 'a.pdf', bytes: pdfBytes(100) }, { documentTypeId: '12' })).status).toBe(400)
    expect((await upload(path, null, { description: 'no file' })).body.userMessage).toBe('Send the file in a field named file.')
    const json = await post(path, { file: 'x' })
    expect(json).toMatchObject({ status: 400, body: { userMessage: 'Send the file as multipart/form-data in a field named file.' } })
    expect((await upload(path, { name: 'a.pdf', bytes: pdfBytes(100) }, {}, otherToken)).status).toBe(404)
    expect((await upload(path, { name: 'a.pdf', bytes: pdfBytes(100) }, {}, '')).status).toBe(401)
    expect((await upload('/api/uploads/add-project-document/not-an-id', { name: 'a.pdf', bytes: pdfBytes(100) })).status).toBe(404)
    expect(await app.db.select().from(t.documents).where(eq(t.documents.projectId, projectId))).toEqual([])
  })

  it('stop reading a file over 50 MB, or of a kind not taken', async () => {
    const projectId = await newDraft()
    const boundary = 'limit-test-boundary'
    /** A multipart body of a file of 200 MB, made as it is read; pieces() says how many were. */
    const endless = (fileName: string) => {
      const head = new TextEncoder().encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n%PDF-1.7\n`,
      )
      let sent = 0
      const piece = new Uint8Array(MB)
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent === 0) controller.enqueue(head)
          else if (sent > 200) controller.close()
          else controller.enqueue(piece)
          sent += 1
        },
      })
      return { body, pieces: () => sent }
    }
    const send = (body: ReadableStream<Uint8Array>) =>
      call(`/api/uploads/add-project-document/${projectId}`, {
        method: 'POST',
        headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
        body,
        duplex: 'half',
      } as RequestInit)
    const huge = endless('huge.pdf')
    expect(await send(huge.body)).toMatchObject({ status: 413, body: { userMessage: 'The file is larger than 50 MB.' } })
    // Read up to the limit and no further than the stream's read-ahead.
    expect(huge.pieces()).toBeLessThan(60)
    const program = endless('setup.exe')
    expect(await send(program.body)).toMatchObject({ status: 415, body: { code: 'unsupported-file' } })
    expect(program.pieces()).toBeLessThan(10)
    expect((await readdir(join(app.config.dataDir, 'upload-sessions'))).filter((name) => name.startsWith('single-'))).toEqual([])
    const declared = await call(`/api/uploads/add-project-document/${projectId}`, {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': String(60 * MB) },
      body: 'x',
    })
    expect(declared.status).toBe(413)
  })
})

describe('one proposal file and one agent consent form', () => {
  it('refuses a second proposal file or consent form of a PDF upload until the first is removed', async () => {
    const projectId = await newDraft(token, 'upload')
    const first = await upload(`/api/uploads/add-proposal-document/${projectId}`, { name: 'proposal.pdf', bytes: pdfBytes(100) })
    const second = await upload(`/api/uploads/add-proposal-document/${projectId}`, { name: 'proposal-v2.pdf', bytes: pdfBytes(100) })
    expect(second).toMatchObject({
      status: 409,
      body: { code: 'one-file-only', userMessage: 'Only one proposal file may be attached. Remove the proposal file already attached to replace it.' },
    })
    const consent = await upload(`/api/uploads/add-agent-consent-document/${projectId}`, { name: 'consent.pdf', bytes: pdfBytes(100) })
    expect(consent.status).toBe(200)
    const session = await post('/api/uploads/sessions', startBody(randomUUID(), projectId, 100, { group: 'agent-consent', fileName: 'consent-2.pdf' }))
    expect(session.body.userMessage).toBe('Only one agent consent form may be attached. Remove the agent consent form already attached to replace it.')
    // Supporting documents have no such limit.
    for (const name of ['a.pdf', 'b.pdf'])
      expect((await upload(`/api/uploads/add-project-document/${projectId}`, { name, bytes: pdfBytes(100) })).status).toBe(200)

    expect((await post('/api/projects/remove-project-document', { projectId, documentId: first.body.documentId })).body).toEqual({ status: 'OK' })
    expect((await upload(`/api/uploads/add-proposal-document/${projectId}`, { name: 'proposal-v2.pdf', bytes: pdfBytes(100) })).status).toBe(200)
  })

  it('takes several proposal documents in the general form, but one consent form', async () => {
    const projectId = await newDraft()
    for (const name of ['proposal.pdf', 'appendix-a.pdf'])
      expect((await upload(`/api/uploads/add-proposal-document/${projectId}`, { name, bytes: pdfBytes(100) })).status).toBe(200)
    expect((await upload(`/api/uploads/add-agent-consent-document/${projectId}`, { name: 'consent.pdf', bytes: pdfBytes(100) })).status).toBe(200)
    expect((await upload(`/api/uploads/add-agent-consent-document/${projectId}`, { name: 'consent-2.pdf', bytes: pdfBytes(100) })).body).toMatchObject({
      code: 'one-file-only',
    })
  })

  it('takes only a PDF as the PDF upload’s proposal file', async () => {
    const projectId = await newDraft(token, 'upload')
    const word = await upload(`/api/uploads/add-proposal-document/${projectId}`, { name: 'proposal.docx', bytes: 'PK\u0003\u0004' })
    expect(word).toMatchObject({
      status: 415,
      body: { code: 'unsupported-file', userMessage: 'Only these kinds of file can be attached as a proposal file: .pdf.' },
    })
    const session = await post('/api/uploads/sessions', startBody(randomUUID(), projectId, 100, { group: 'proposal', fileName: 'proposal.odt' }))
    expect(session.status).toBe(415)
  })

  it('checks again when an upload session completes', async () => {
    const projectId = await newDraft(token, 'upload')
    const uploadId = randomUUID()
    const bytes = pdfBytes(1000)
    await post('/api/uploads/sessions', startBody(uploadId, projectId, bytes.length, { group: 'proposal', fileName: 'proposal.pdf' }))
    await sendChunk(uploadId, bytes, 0, bytes.length - 1, bytes.length)
    // Another device attached a proposal file meanwhile.
    const other = await upload(`/api/uploads/add-proposal-document/${projectId}`, { name: 'from-laptop.pdf', bytes: pdfBytes(100) })
    expect((await post(`/api/uploads/sessions/${uploadId}/complete`, {})).body).toMatchObject({ code: 'one-file-only' })
    await post('/api/projects/remove-project-document', { projectId, documentId: other.body.documentId })
    const done = await post(`/api/uploads/sessions/${uploadId}/complete`, {})
    expect(done.status).toBe(200)
    expect((await download(done.body.unredactedUploadId!, token)).bytes).toEqual(bytes)
  })
})

describe('removing documents and changing their descriptions', () => {
  it('lets the owner change their draft’s documents, and nobody else', async () => {
    const projectId = await newDraft()
    const added = await upload(`/api/uploads/add-project-document/${projectId}`, { name: 'plan.pdf', bytes: pdfBytes(100) }, { description: 'Plan' })
    const documentId = added.body.documentId!
    const change = { projectId, documentId, documentTypeId: 21, description: 'Updated site plan' }

    expect((await post('/api/projects/update-document-description', change)).body).toEqual({ status: 'OK' })
    expect(await documentRow(documentId)).toMatchObject({ description: 'Updated site plan', documentTypeId: 21, revision: 2 })
    expect((await post('/api/projects/update-document-description', { projectId, documentId, documentTypeId: null, description: 'Kept type' })).status).toBe(
      200,
    )
    expect(await documentRow(documentId)).toMatchObject({ description: 'Kept type', documentTypeId: 21 })
    expect((await post('/api/projects/update-document-description', { ...change, description: 'x'.repeat(51) })).body.userMessage).toBe(
      'Invalid parameter description: description may be at most 50 characters',
    )
    expect((await post('/api/projects/update-document-description', { ...change, documentTypeId: 12 })).status).toBe(400)
    expect((await post('/api/projects/update-document-description', { ...change, documentId: randomUUID() })).body.userMessage).toBe(
      'This document was not found in your proposal.',
    )

    expect((await post('/api/projects/update-document-description', change, otherToken)).status).toBe(404)
    expect((await post('/api/projects/remove-project-document', { projectId, documentId }, otherToken)).status).toBe(404)
    expect((await post('/api/projects/remove-project-document', { projectId, documentId }, staffToken)).status).toBe(404)
    expect((await post('/api/projects/remove-project-document', { projectId, documentId }, '')).status).toBe(401)

    expect((await post('/api/projects/remove-project-document', { projectId, documentId })).body).toEqual({ status: 'OK' })
    // A removal sent again after its answer was lost.
    expect((await post('/api/projects/remove-project-document', { projectId, documentId })).body).toEqual({ status: 'OK' })
    expect((await documentRow(documentId)).removedAt).toEqual(NOW)
    expect((await post('/api/projects/update-document-description', change)).status).toBe(404)
    expect((await download(added.body.unredactedUploadId!, token)).status).toBe(404)
  })

  it('after submission, lets the submitter change only documents nobody has reviewed, until the proposal moves on', async () => {
    const projectId = await newDraft()
    const reviewed = await upload(`/api/uploads/add-project-document/${projectId}`, { name: 'reviewed.pdf', bytes: pdfBytes(100) })
    const waiting = await upload(`/api/uploads/add-project-document/${projectId}`, { name: 'waiting.pdf', bytes: pdfBytes(100) })
    expect((await post('/api/projects/submit-proposal', { ...fields(projectId), revision: 1 })).body).toMatchObject({ status: 'OK' })
    await app.db.update(t.documents).set({ state: 'published' }).where(eq(t.documents.id, reviewed.body.documentId!))

    const refused = await post('/api/projects/remove-project-document', { projectId, documentId: reviewed.body.documentId })
    expect(refused).toMatchObject({ status: 409, body: { userMessage: 'This document has been reviewed: it can no longer be changed.' } })
    expect((await post('/api/projects/update-document-description', { projectId, documentId: reviewed.body.documentId, description: 'x' })).status).toBe(409)
    expect(
      (await post('/api/projects/update-document-description', { projectId, documentId: waiting.body.documentId, description: 'Fixed typo' })).status,
    ).toBe(200)
    // Documents may still arrive just after a submission, while it waits at Proposal Check.
    expect((await upload(`/api/uploads/add-agent-consent-document/${projectId}`, { name: 'consent.pdf', bytes: pdfBytes(100) })).status).toBe(200)
    expect((await post('/api/projects/remove-project-document', { projectId, documentId: waiting.body.documentId })).status).toBe(200)

    await app.db
      .update(t.projects)
      .set({ stageId: stageByCode(PROJECT_TYPE.evaluation, 'ADEQUACY_REVIEW').stageId })
      .where(eq(t.projects.id, projectId))
    const closed = await upload(`/api/uploads/add-project-document/${projectId}`, { name: 'late.pdf', bytes: pdfBytes(100) })
    expect(closed).toMatchObject({
      status: 409,
      body: { code: 'under-review', userMessage: 'This proposal is being assessed: its documents can no longer be changed.' },
    })
    expect((await post('/api/projects/remove-project-document', { projectId, documentId: reviewed.body.documentId })).status).toBe(409)
  })
})

describe('the placer form’s required documents by category', () => {
  it('keeps each file’s category as its document type, moves a file into a category, and refuses the categories to other forms', async () => {
    const projectId = randomUUID()
    const placer = {
      ...fields(projectId),
      kind: 'placer',
      uploadedByForm2: true,
      form1: JSON.stringify(filledPlacerForm(projectId, { isAgent: false, proponentEmail: '', assessmentDistricts: [dawson], firstNations: [] })),
    }
    expect((await post('/api/projects/create-proposal', placer)).status).toBe(200)
    const bytes = pdfBytes(1000)
    const uploadId = randomUUID()
    expect((await post('/api/uploads/sessions', startBody(uploadId, projectId, bytes.length, { fileName: 'claims.pdf', documentTypeId: 25 }))).status).toBe(200)
    await sendChunk(uploadId, bytes, 0, bytes.length - 1, bytes.length)
    const done = await post(`/api/uploads/sessions/${uploadId}/complete`, {})
    expect(done.body).toMatchObject({ status: 'OK', documentTypeId: 25 })
    const single = await upload(`/api/uploads/add-project-document/${projectId}`, { name: 'camp.pdf', bytes: pdfBytes(100) }, { documentTypeId: '23' })
    expect(single.body).toMatchObject({ status: 'OK', documentTypeId: 23 })

    // A file kept before the form had categories is a supporting document until it is moved into one.
    const before = await upload(`/api/uploads/add-project-document/${projectId}`, { name: 'old.pdf', bytes: pdfBytes(100) })
    expect(before.body).toMatchObject({ documentTypeId: 2 })
    expect(
      (
        await post('/api/projects/update-document-description', {
          projectId,
          documentId: before.body.documentId,
          documentTypeId: 24,
          description: 'Spill plan',
        })
      ).status,
    ).toBe(200)

    const listed = await call<{ fileName: string; documentTypeId: number; documentType: string; documentTypeFr: string }[]>(
      `/api/projects/${projectId}/documents`,
    )
    expect(
      listed.body.map(({ fileName, documentTypeId, documentType, documentTypeFr }) => ({ fileName, documentTypeId, documentType, documentTypeFr })),
    ).toEqual(
      expect.arrayContaining([
        { fileName: 'claims.pdf', documentTypeId: 25, documentType: 'Claim Status Report', documentTypeFr: 'Rapport sur l’état des claims' },
        {
          fileName: 'camp.pdf',
          documentTypeId: 23,
          documentType: 'Environmental Health Services Work Camp Form',
          documentTypeFr: 'Formulaire de camp de travail des Services d’hygiène du milieu',
        },
        {
          fileName: 'old.pdf',
          documentTypeId: 24,
          documentType: 'Fuel Spill Contingency Plans',
          documentTypeFr: 'Plans d’urgence en cas de déversement de carburant',
        },
      ]),
    )

    // The categories belong to the placer form's required documents only.
    const general = await newDraft()
    const refused = await post('/api/uploads/sessions', startBody(randomUUID(), general, 100, { documentTypeId: 25 }))
    expect(refused.status).toBe(400)
    expect(refused.body.userMessage).toBe(
      'Invalid parameter documentTypeId: a proposal’s document is a Project Proposal, Supporting Document, Proposal Location File, Agent Consent Form or Other.',
    )
    expect(
      (await upload(`/api/uploads/add-proposal-location-document/${projectId}`, { name: 'claims.kml', bytes: '<kml/>' }, { documentTypeId: '25' })).status,
    ).toBe(400)
  })
})

describe('the lists of a proposal’s own groups', () => {
  it('give the owner their draft’s files by group, and nobody else the draft', async () => {
    const projectId = await newDraft()
    const location = await upload(`/api/uploads/add-proposal-location-document/${projectId}`, {
      name: 'site.geojson',
      bytes: '{"type":"FeatureCollection","features":[]}',
    })
    const consent = await upload(`/api/uploads/add-agent-consent-document/${projectId}`, { name: 'consent.pdf', bytes: pdfBytes(100) })
    const proposal = await upload(`/api/uploads/add-proposal-document/${projectId}`, {
      name: 'proposal.docx',
      bytes: await makeZip([
        { name: '[Content_Types].xml', data: '<Types/>' },
        { name: 'word/document.xml', data: '<w:document/>' },
      ]),
    })
    await upload(`/api/uploads/add-project-document/${projectId}`, { name: 'support.pdf', bytes: pdfBytes(100) })

    const list = (group: string, who = token) => call<Listed>(`/api/projects/${projectId}/documents/${group}`, { who })
    expect((await list('proposal-location')).body.documents.map((d) => [d.documentId, d.fileName, d.documentState])).toEqual([
      [location.body.documentId, 'site.geojson', 'unreviewed'],
    ])
    expect((await list('agent-consent')).body.documents.map((d) => d.documentId)).toEqual([consent.body.documentId])
    expect((await list('project-proposal')).body.documents.map((d) => d.documentId)).toEqual([proposal.body.documentId])
    expect((await list('proposal-location', otherToken)).status).toBe(404)
    expect((await list('agent-consent', '')).status).toBe(404)
    // A draft is its author's alone until it is submitted, staff included.
    expect((await list('project-proposal', staffToken)).status).toBe(404)
    // The general supporting-document list leaves location and consent files out (spec §3).
    const tab = await call<Listed['documents']>(`/api/projects/${projectId}/documents`)
    expect(tab.body.map((d) => d.fileName).sort()).toEqual(['proposal.docx', 'support.pdf'])
  })

  it('give the public only what was published', async () => {
    const project = await createProject(app.db)
    const proponent = await createUser(app.db)
    await giveRole(app.db, proponent.id, project.id, 'proponent-agent')
    const published = await createDocument(app.db, app.config.dataDir, project.id, { role: 'proposal-location', state: 'published', fileName: 'map.pdf' })
    await createDocument(app.db, app.config.dataDir, project.id, { role: 'proposal-location', state: 'unreviewed', fileName: 'draft-map.pdf' })
    const publicList = await call<Listed>(`/api/projects/${project.id}/documents/proposal-location`, { who: '' })
    expect(publicList.body.documents.map((d) => d.documentId)).toEqual([published.document.id])
    const proponentList = await call<Listed>(`/api/projects/${project.id}/documents/proposal-location`, { who: await app.tokenFor(proponent) })
    expect(proponentList.body.documents).toHaveLength(2)
    expect((await call<Listed>(`/api/projects/${project.id}/documents/agent-consent`, { who: '' })).body.documents).toEqual([])
  })
})

describe('the daily cleanup of upload sessions', () => {
  it('removes sessions untouched for a week with their chunks, and temporary files a stopped server left', async () => {
    const projectId = await newDraft()
    const bytes = pdfBytes(1000)
    const stale = randomUUID()
    const fresh = randomUUID()
    for (const uploadId of [stale, fresh]) {
      await post('/api/uploads/sessions', startBody(uploadId, projectId, bytes.length))
      await sendChunk(uploadId, bytes, 0, 499, bytes.length)
    }
    await app.db
      .update(t.uploadSessions)
      .set({ updatedAt: new Date(NOW.getTime() - 8 * 86_400_000) })
      .where(eq(t.uploadSessions.id, stale))
    await app.db
      .update(t.uploadSessions)
      .set({ updatedAt: new Date(NOW.getTime() - 6 * 86_400_000) })
      .where(eq(t.uploadSessions.id, fresh))
    const [staleChunk] = await chunksOf(stale)
    const [freshChunk] = await chunksOf(fresh)
    const dir = join(app.config.dataDir, 'upload-sessions')
    await mkdir(dir, { recursive: true })
    const orphan = join(dir, `single-${randomUUID()}.tmp`)
    await writeFile(orphan, 'left by a server that stopped during an upload')
    const twoDaysAgo = new Date(NOW.getTime() - 2 * 86_400_000)
    await utimes(orphan, twoDaysAgo, twoDaysAgo)
    const arriving = join(dir, `single-${randomUUID()}.tmp`)
    await writeFile(arriving, 'an upload arriving now')

    const { uploadSessionsDeleted } = await runDailyCleanup(app.db, NOW, { files: app.files, dataDir: app.config.dataDir })
    expect(uploadSessionsDeleted).toBe(1)
    expect(await app.db.select({ id: t.uploadSessions.id }).from(t.uploadSessions).where(eq(t.uploadSessions.id, stale))).toEqual([])
    expect(await inStore(staleChunk!.storageKey)).toBe(false)
    expect(await chunksOf(stale)).toEqual([])
    expect(existsSync(orphan)).toBe(false)
    expect(existsSync(arriving)).toBe(true)
    expect(await inStore(freshChunk!.storageKey)).toBe(true)
    expect((await post('/api/uploads/sessions', startBody(fresh, projectId, bytes.length))).body.received).toBe(500)
    expect((await sendChunk(stale, bytes, 500, 999, bytes.length)).status).toBe(404)
  })
})
