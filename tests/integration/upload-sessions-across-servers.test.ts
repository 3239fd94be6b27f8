// Resumable uploads behind a proxy (issue 30 item 6, decision 0076): several servers on one
// database and one file store, each with its own DATA_DIR, so a chunk or the completion may land
// on any of them, and two of them may take the same chunk at once.
import { beforeAll, describe, expect, it } from 'vitest'
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { barrier, releasedTogether, RACERS } from './race.ts'
import { createUser } from '../factories/user-factory.ts'
import { completeGeneralForm } from '../factories/proposal-factory.ts'
import { ASSESSMENT_DISTRICTS } from '../../src/server/db/reference/districts-and-sectors.ts'
import * as t from '../../src/server/db/schema/index.ts'

const NOW = new Date('2026-06-01T18:00:00Z')
const MB = 1024 * 1024
const dawson = ASSESSMENT_DISTRICTS.find((d) => d.name === 'Dawson')!.id
const BUSY = 'Another part of this upload is still arriving: try again shortly.'

type Server = { request(path: string, init?: RequestInit): Promise<Response> }
type Body = { status: string; code?: string; userMessage?: string; received?: number; unredactedUploadId?: string }

let app: TestApp
let other: Server
let token = ''

async function call(server: Server, path: string, init: RequestInit = {}) {
  const response = await server.request(path, { ...init, headers: { Authorization: `Bearer ${token}`, ...(init.headers as Record<string, string>) } })
  return { status: response.status, body: (await response.json()) as Body }
}

const post = (server: Server, path: string, body: unknown) =>
  call(server, path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })

const sendChunk = (server: Server, uploadId: string, bytes: Uint8Array, start: number, end: number) =>
  call(server, `/api/uploads/sessions/${uploadId}`, {
    method: 'PUT',
    headers: { 'Content-Range': `bytes ${start}-${end}/${bytes.length}`, 'Content-Type': 'application/octet-stream' },
    body: bytes.slice(start, end + 1),
  })

const complete = (server: Server, uploadId: string) => post(server, `/api/uploads/sessions/${uploadId}/complete`, {})

/** A draft with an upload session of a PDF of `size` bytes started on it. */
async function started(size: number): Promise<{ uploadId: string; bytes: Uint8Array }> {
  const projectId = randomUUID()
  const form1 = JSON.stringify(completeGeneralForm(projectId))
  const draft = {
    projectId,
    projectTitle: 'Bonanza Creek placer',
    proponentName: 'Goldstream Placers Ltd.',
    isAgent: false,
    assessmentDistricts: [dawson],
    firstNations: [],
    form1,
    kind: 'general',
  }
  expect((await post(app, '/api/projects/create-proposal', draft)).status).toBe(200)
  const bytes = new Uint8Array(randomBytes(size))
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'))
  const uploadId = randomUUID()
  const start = { uploadId, projectId, group: 'project', fileName: 'survey.pdf', contentType: 'application/pdf', size, description: '' }
  expect((await post(app, '/api/uploads/sessions', start)).body.received).toBe(0)
  return { uploadId, bytes }
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

async function storedSha(uploadId: string): Promise<string | undefined> {
  const [upload] = await app.db.select({ sha256: t.uploads.sha256 }).from(t.uploads).where(eq(t.uploads.id, uploadId))
  return upload?.sha256
}

const chunksOf = (uploadId: string) =>
  app.db.select().from(t.uploadSessionChunks).where(eq(t.uploadSessionChunks.uploadId, uploadId)).orderBy(t.uploadSessionChunks.startOffset)

const inStore = (storageKey: string) =>
  app.files.size(storageKey).then(
    () => true,
    () => false,
  )

beforeAll(async () => {
  app = await startTestApp({ now: NOW })
  other = await app.anotherServer()
  token = await app.tokenFor(await createUser(app.db))
})

describe('an upload whose chunks land on different servers', () => {
  it('keeps every chunk in the store, whichever server took it, and completes on another', async () => {
    const { uploadId, bytes } = await started(3 * MB)
    expect((await sendChunk(other, uploadId, bytes, 0, MB - 1)).body.received).toBe(MB)
    expect((await sendChunk(app, uploadId, bytes, MB, 2 * MB - 1)).body.received).toBe(2 * MB)
    expect((await sendChunk(other, uploadId, bytes, 2 * MB, 3 * MB - 1)).body.received).toBe(3 * MB)
    const chunks = await chunksOf(uploadId)
    expect(chunks.map((c) => [c.startOffset, c.length])).toEqual([
      [0, MB],
      [MB, MB],
      [2 * MB, MB],
    ])

    const done = await complete(app, uploadId)
    expect(done.status).toBe(200)
    expect(await storedSha(done.body.unredactedUploadId!)).toBe(sha256(bytes))
    // The chunks went once the document was kept.
    expect(await chunksOf(uploadId)).toEqual([])
    for (const chunk of chunks) expect(await inStore(chunk.storageKey)).toBe(false)
    expect(await complete(other, uploadId)).toEqual(done)
  })

  it('takes the same chunk sent to two servers at once only once', async () => {
    const { uploadId, bytes } = await started(2 * MB)
    const answers = await releasedTogether(RACERS, (i) => sendChunk(i % 2 === 0 ? app : other, uploadId, bytes, 0, MB - 1))
    // Each one took the chunk, found it taken (as a chunk sent again), or found another arriving.
    for (const answer of answers) {
      if (answer.status === 200) expect(answer.body.received).toBe(MB)
      else expect(answer).toMatchObject({ status: 409, body: { code: 'busy', userMessage: BUSY } })
    }
    expect(answers.some((a) => a.status === 200)).toBe(true)
    expect((await chunksOf(uploadId)).map((c) => [c.startOffset, c.length])).toEqual([[0, MB]])

    expect((await sendChunk(other, uploadId, bytes, MB, 2 * MB - 1)).body.received).toBe(2 * MB)
    const done = await complete(app, uploadId)
    expect(done.status).toBe(200)
    expect(await storedSha(done.body.unredactedUploadId!)).toBe(sha256(bytes))
  })
})

describe('the claim a server holds while a chunk arrives', () => {
  /** The claim another server took on the session, as its row says. */
  const claimedElsewhere = (uploadId: string, until: 'held' | 'lapsed', arrivingKey: string) =>
    app.db
      .update(t.uploadSessions)
      .set({ arrivingUntil: until === 'held' ? sql`now() + interval '5 minutes'` : sql`now() - interval '1 second'`, arrivingKey })
      .where(eq(t.uploadSessions.id, uploadId))

  it('turns away a chunk or a completion while another server holds it', async () => {
    const { uploadId, bytes } = await started(1000)
    await claimedElsewhere(uploadId, 'held', randomUUID())
    const busy = { status: 409, body: { code: 'busy', userMessage: BUSY, received: 0 } }
    expect(await sendChunk(app, uploadId, bytes, 0, 999)).toMatchObject(busy)
    expect(await complete(other, uploadId)).toMatchObject(busy)
    expect(await chunksOf(uploadId)).toEqual([])
  })

  it('takes over a claim that lapsed (its server stopped), removing what that server was writing', async () => {
    const { uploadId, bytes } = await started(1000)
    const cutOff = await app.files.put(bytes.slice(0, 300))
    await claimedElsewhere(uploadId, 'lapsed', cutOff.storageKey)
    expect((await sendChunk(app, uploadId, bytes, 0, 999)).body.received).toBe(1000)
    expect(await inStore(cutOff.storageKey)).toBe(false)
    const [session] = await app.db.select().from(t.uploadSessions).where(eq(t.uploadSessions.id, uploadId))
    expect(session).toMatchObject({ arrivingUntil: null, arrivingKey: null, received: 1000 })
    const done = await complete(other, uploadId)
    expect(await storedSha(done.body.unredactedUploadId!)).toBe(sha256(bytes))
  })
  it('does not keep a chunk that outlived its claim, once another server took the upload on', async () => {
    const { uploadId, bytes } = await started(1000)
    const reading = barrier()
    const rest = barrier()
    let pulls = 0
    // Half the chunk, then the rest once the test has let the claim go to another server.
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        pulls += 1
        if (pulls === 1) return controller.enqueue(bytes.slice(0, 500))
        reading.open()
        await rest.wait
        controller.enqueue(bytes.slice(500))
        controller.close()
      },
    })
    const sending = call(app, `/api/uploads/sessions/${uploadId}`, {
      method: 'PUT',
      headers: { 'Content-Range': 'bytes 0-999/1000' },
      body,
      duplex: 'half',
    } as RequestInit)
    await reading.wait
    const [claimed] = await app.db.select({ key: t.uploadSessions.arrivingKey }).from(t.uploadSessions).where(eq(t.uploadSessions.id, uploadId))
    await claimedElsewhere(uploadId, 'held', randomUUID())
    rest.open()

    expect(await sending).toMatchObject({ status: 409, body: { code: 'busy', received: 0 } })
    expect(await chunksOf(uploadId)).toEqual([])
    expect(await inStore(claimed!.key!)).toBe(false)
  })
})
