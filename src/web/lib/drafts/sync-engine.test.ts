// @vitest-environment happy-dom
// The sync engine against a small fake server: the order of the calls, a file sent in 8 MB slices,
// a save naming the fields it changed, a conflict kept until the person chooses, a 401 that keeps everything, the backoff, and the
// files a refused submission shows gone from the registry.
import 'fake-indexeddb/auto'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { StoredDraft } from '../db/drafts-store'
import { stagedFile, storedDraft } from '../db/device-draft-factory'

interface Call {
  method: string
  path: string
  body: unknown
  range: string | null
  key: string | null
}

const calls: Call[] = []
let answer: (call: Call) => { status: number; body: unknown } | 'unreachable' = () => ({ status: 200, body: {} })
const mib = 1024 * 1024
// fake-indexeddb keeps what Node's structuredClone can copy: Node's Blob, not happy-dom's. (Imported
// by name at run time: the web code's types know no Node modules.)
const nodeBuffer = 'node:buffer'
const { Blob: NodeBlob } = (await import(/* @vite-ignore */ nodeBuffer)) as { Blob: typeof Blob }

vi.stubGlobal('fetch', async (input: Request) => {
  const request = input instanceof Request ? input : new Request(input)
  const path = new URL(request.url).pathname
  const text = request.method === 'PUT' ? (await request.arrayBuffer()).byteLength : await request.text()
  const call: Call = {
    method: request.method,
    path,
    body: typeof text === 'number' ? text : text ? (JSON.parse(text) as unknown) : null,
    range: request.headers.get('Content-Range'),
    key: request.headers.get('Idempotency-Key'),
  }
  if (path === '/api/health') return new Response('{}', { status: 200 })
  calls.push(call)
  const reply = answer(call)
  if (reply === 'unreachable') throw new TypeError('Failed to fetch')
  return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'Content-Type': 'application/json' } })
})

// Imported after fetch is replaced: the API client keeps the fetch it found.
const { draftsStore, attachmentsStore, outboxStore } = await import('../db/drafts-store')
const { startDraftSync, syncNow } = await import('./sync-engine')
const { onWorkSent } = await import('./sync-events')
const { currentSession, setSession } = await import('../session')
const { startSession } = await import('../device-session')

const USER = 'user-1'
const token = (userId: string, exp = 4_000_000_000) => `h.${btoa(JSON.stringify({ userId, firstName: 'P', lastName: 'Q', email: 'p@q.ca', exp }))}.s`

const draft = (projectId: string, overrides: Partial<StoredDraft> = {}) => storedDraft(projectId, { userId: USER, ...overrides })

const serverAnswers = (call: Call): { status: number; body: unknown } => {
  if (call.path.endsWith('-proposal'))
    return {
      status: 200,
      body: { status: 'OK', revision: call.path.includes('create') ? 1 : 2, projectNumber: call.path.includes('submit') ? '2026-0001' : null },
    }
  if (call.path === '/api/uploads/sessions') return { status: 200, body: { status: 'OK', received: 0 } }
  if (call.method === 'PUT') {
    const end = Number(/-(\d+)\//.exec(call.range ?? '')?.[1])
    return { status: 200, body: { status: 'OK', received: end + 1 } }
  }
  if (call.path.endsWith('/complete')) return { status: 200, body: { status: 'OK', documentId: 'doc-1' } }
  return { status: 200, body: { status: 'OK' } }
}

beforeAll(() => setSession(token(USER)))
afterEach(() => {
  calls.length = 0
  answer = serverAnswers
})

describe('the drafts sync engine', () => {
  it('sends create, update, the file in 8 MB slices and submit, in that order', async () => {
    answer = serverAnswers
    await draftsStore.create(draft('p1'))
    await draftsStore.saveEdit('p1', { form: { version: 5, projectTitle: 'Mine, edited' }, summary: draft('p1').summary, updatedAt: 2 })
    await attachmentsStore.add(stagedFile('a1', 'p1', new NodeBlob([new Uint8Array(20 * mib)]), { fileName: 'report.pdf', description: 'Report' }))
    await draftsStore.saveEdit('p1', { form: { version: 5, projectTitle: 'Mine, edited again' }, summary: draft('p1').summary, updatedAt: 3 })
    await draftsStore.requestSubmit('p1')
    const told = vi.fn()
    const stop = onWorkSent(told)
    const before = Date.now()
    await syncNow()
    stop()
    expect(calls.map((c) => `${c.method} ${c.path}${c.range ? ` ${c.range}` : ''}`)).toEqual([
      'POST /api/projects/create-proposal',
      'POST /api/uploads/sessions',
      `PUT /api/uploads/sessions/${(await attachmentsStore.get('a1'))!.uploadId} bytes 0-${8 * mib - 1}/${20 * mib}`,
      `PUT /api/uploads/sessions/${(await attachmentsStore.get('a1'))!.uploadId} bytes ${8 * mib}-${16 * mib - 1}/${20 * mib}`,
      `PUT /api/uploads/sessions/${(await attachmentsStore.get('a1'))!.uploadId} bytes ${16 * mib}-${20 * mib - 1}/${20 * mib}`,
      `POST /api/uploads/sessions/${(await attachmentsStore.get('a1'))!.uploadId}/complete`,
      'POST /api/projects/submit-proposal',
    ])
    // The create, not sent before the edits, carried the latest form: no update was needed.
    expect(calls[0]!.body).toMatchObject({ projectTitle: 'Mine', form1: JSON.stringify({ version: 5, projectTitle: 'Mine, edited again' }) })
    expect(calls[0]!.key).toMatch(/^[0-9a-f-]{36}$/)
    expect(await attachmentsStore.get('a1')).toMatchObject({ state: 'uploaded', documentId: 'doc-1', received: 20 * mib })
    expect(await draftsStore.get('p1')).toMatchObject({ syncState: 'synced', projectNumber: '2026-0001', baseRevision: 2, submissionNoticeDue: true })
    expect((await draftsStore.get('p1'))!.sentAt).toBeGreaterThanOrEqual(before)
    expect((calls.at(-1)!.body as { revision: number }).revision).toBe(1)
    expect(await outboxStore.all()).toEqual([])
    // Pages hear once that the run sent work, for their lists to be read again.
    expect(told).toHaveBeenCalledTimes(1)
    // The notice that the submission reached the registry is taken once, whichever tab asks first.
    expect((await draftsStore.takeSubmissionNotice('p1'))?.projectNumber).toBe('2026-0001')
    expect(await draftsStore.takeSubmissionNotice('p1')).toBeUndefined()
  })

  it('tells the pages nothing after a run that sent nothing', async () => {
    const told = vi.fn()
    const stop = onWorkSent(told)
    await syncNow()
    stop()
    expect(told).not.toHaveBeenCalled()
  })

  it('sends a placer document’s category with its upload, and a later move to another category with its description', async () => {
    await draftsStore.adopt(draft('pc', { kind: 'placer', baseRevision: 1, syncState: 'synced' }))
    await attachmentsStore.add(stagedFile('c1', 'pc', new NodeBlob(['claims']), { fileName: 'claims.pdf', documentTypeId: 25 }))
    await syncNow()
    expect(calls.find((c) => c.path === '/api/uploads/sessions')!.body).toMatchObject({ fileName: 'claims.pdf', documentTypeId: 25 })
    await attachmentsStore.describe('c1', { documentTypeId: 22 })
    await attachmentsStore.describe('c1', { documentTypeId: 22 })
    await syncNow()
    expect(calls.filter((c) => c.path === '/api/projects/update-document-description').map((c) => c.body)).toEqual([
      { projectId: 'pc', documentId: 'doc-1', description: '', documentTypeId: 22 },
    ])
  })

  it('keeps the server’s copy of a draft changed elsewhere, and sends nothing of it until the person chooses', async () => {
    const current = {
      projectId: 'p2',
      revision: 5,
      projectTitle: 'Theirs',
      proponentName: 'Them',
      isAgent: false,
      assessmentDistricts: [],
      firstNations: [],
      form1: '{"version":5,"projectTitle":"Theirs"}',
      kind: 'general',
      language: 'en',
      lastEditedAt: '2026-01-01T00:00:00.000Z',
      submitted: false,
    }
    answer = (call) =>
      call.path.includes('update') && (call.body as { revision: number }).revision === 3
        ? { status: 409, body: { code: 'conflict', userMessage: 'Changed elsewhere', current } }
        : serverAnswers(call)
    await draftsStore.adopt(draft('p2', { baseRevision: 3, syncState: 'synced' }))
    await draftsStore.saveEdit('p2', { form: { version: 5, projectTitle: 'Mine' }, summary: draft('p2').summary, updatedAt: 5 })
    await syncNow()
    await syncNow()
    expect(calls).toHaveLength(1)
    expect(await draftsStore.get('p2')).toMatchObject({
      syncState: 'conflict',
      serverCopy: { revision: 5, projectTitle: 'Theirs' },
      form: { projectTitle: 'Mine' },
    })
    // The person keeps theirs: it goes over the revision they were shown, naming the field.
    const theirs = { form: { version: 5, projectTitle: 'Theirs' }, summary: { ...draft('p2').summary, projectTitle: 'Theirs', proponentName: 'Them' } }
    await draftsStore.resolve(
      'p2',
      { form: { version: 5, projectTitle: 'Mine' }, summary: { ...theirs.summary, projectTitle: 'Mine' } },
      { revision: 5, version: theirs },
    )
    await syncNow()
    expect(calls[1]!.body).toMatchObject({ revision: 5, projectTitle: 'Mine', proponentName: 'Them', changed: ['projectTitle'] })
    expect(await draftsStore.get('p2')).toMatchObject({ syncState: 'synced', serverCopy: null, conflicts: null, baseRevision: 2 })
  })

  it('names the fields changed since its base, sends nothing for a move to another part, and takes the fields the server kept from elsewhere', async () => {
    const base = { form: { version: 5, projectTitle: 'Mine' }, summary: draft('p3').summary }
    const current = {
      projectId: 'p3',
      revision: 5,
      projectTitle: 'Theirs',
      proponentName: 'Me',
      isAgent: false,
      assessmentDistricts: [],
      firstNations: [],
      form1: '{"version":5,"projectTitle":"Theirs","contactPhone":"867-555-0199"}',
      kind: 'general',
      language: 'en',
      lastEditedAt: '2026-01-01T00:00:00.000Z',
      submitted: false,
    }
    answer = (call) => (call.path.includes('update') ? { status: 200, body: { status: 'OK', revision: 5, projectNumber: null, current } } : serverAnswers(call))
    await draftsStore.adopt(draft('p3', { baseRevision: 3, base, syncState: 'synced' }))
    await draftsStore.saveEdit('p3', { form: { version: 5, projectTitle: 'Mine', part: 4 }, summary: base.summary, updatedAt: 5 })
    await syncNow()
    expect(calls).toEqual([])
    await draftsStore.saveEdit('p3', { form: { version: 5, projectTitle: 'Mine', part: 4, contactPhone: '867-555-0199' }, summary: base.summary, updatedAt: 6 })
    await syncNow()
    expect(calls.map((c) => c.body)).toMatchObject([{ revision: 3, changed: ['contactPhone'] }])
    expect(await draftsStore.get('p3')).toMatchObject({
      syncState: 'synced',
      baseRevision: 5,
      form: { projectTitle: 'Theirs', contactPhone: '867-555-0199', part: 4 },
      summary: { projectTitle: 'Theirs' },
      base: { form: { projectTitle: 'Theirs' } },
    })
  })

  it('keeps everything on a 401, ends the session, and goes on as soon as the person logs in again', async () => {
    startDraftSync()
    await syncNow()
    answer = () => ({ status: 401, body: { code: 'unauthorized' } })
    await draftsStore.create(draft('p4'))
    await syncNow()
    expect(await draftsStore.get('p4')).toMatchObject({ syncState: 'error', lastError: 'login-needed', form: { projectTitle: 'Mine' } })
    expect((await outboxStore.all()).filter((e) => e.projectId === 'p4').map((e) => e.op)).toEqual(['create'])
    // No one is signed in any more: the header and the forms read the same session.
    expect(currentSession()).toBeNull()
    answer = serverAnswers
    // Logging in is all it takes: nothing else asks the engine to run.
    setSession(token(USER))
    await vi.waitFor(async () => expect(await draftsStore.get('p4')).toMatchObject({ syncState: 'synced', lastError: null, baseRevision: 1 }))
  })

  it('on a 401, trades the device token for a new session and sends the work with it, asking no login', async () => {
    const ended = token(USER, 4_000_000_001)
    const renewed = token(USER, 4_000_000_002)
    await startSession({ token: ended, deviceToken: 'device-1' })
    answer = (call) => {
      if (call.path === '/api/users/device-session')
        return { status: 200, body: { status: 'OK', token: renewed, jwtToken: renewed, isTimeToUpdate: false, deviceToken: 'device-2' } }
      // The session this work set out with ended during the trip.
      if (currentSession()?.token === ended) return { status: 401, body: { code: 'session-expired' } }
      return serverAnswers(call)
    }
    await draftsStore.create(draft('p40'))
    await syncNow()
    expect(await draftsStore.get('p40')).toMatchObject({ syncState: 'synced', lastError: null, baseRevision: 1 })
    expect(calls.filter((c) => c.path === '/api/users/device-session').map((c) => c.body)).toEqual([{ deviceToken: 'device-1' }])
    expect(currentSession()?.token).toBe(renewed)
  })
})

describe('a file upload cut off', () => {
  const attachment = (id: string, projectId: string, size: number, uploadId: string | null) =>
    stagedFile(id, projectId, new NodeBlob([new Uint8Array(size)]), { fileName: 'big.pdf', uploadId })

  it('goes on from the bytes the server has, with the same upload id, and from where a refused chunk says', async () => {
    await draftsStore.adopt(draft('p6', { baseRevision: 1, syncState: 'synced' }))
    await attachmentsStore.add(attachment('a6', 'p6', 20 * mib, '6a5f2c1e-1111-4111-8111-111111111111'))
    let refusedOnce = false
    answer = (call) => {
      // The first 8 MB arrived before the connection dropped.
      if (call.path === '/api/uploads/sessions') return { status: 200, body: { status: 'OK', received: 8 * mib } }
      if (call.method === 'PUT' && call.range?.startsWith(`bytes ${8 * mib}-`) && !refusedOnce) {
        refusedOnce = true
        // Half of the next chunk got there too before the answer was lost.
        return { status: 400, body: { code: 'incomplete-chunk', received: 12 * mib } }
      }
      return serverAnswers(call)
    }
    await syncNow()
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.range)).toEqual([
      `bytes ${8 * mib}-${16 * mib - 1}/${20 * mib}`,
      `bytes ${12 * mib}-${20 * mib - 1}/${20 * mib}`,
    ])
    expect((calls[0]!.body as { uploadId: string }).uploadId).toBe('6a5f2c1e-1111-4111-8111-111111111111')
    expect(await attachmentsStore.get('a6')).toMatchObject({ state: 'uploaded', received: 20 * mib })
  })

  it('forgets a file removed before it went, and sends nothing for it', async () => {
    await draftsStore.adopt(draft('p7', { baseRevision: 1, syncState: 'synced' }))
    await attachmentsStore.add(attachment('a7', 'p7', 10, null))
    await attachmentsStore.remove('a7')
    expect(await attachmentsStore.get('a7')).toBeUndefined()
    expect((await outboxStore.all()).filter((e) => e.projectId === 'p7')).toEqual([])
  })
})

describe('work the registry refuses', () => {
  it('keeps the refusal’s code as the reason, never the server’s English, and a file’s own reason beside it', async () => {
    answer = (call) =>
      call.path.includes('submit')
        ? { status: 400, body: { status: 'KO', code: 'incomplete', userMessage: 'Proposal was not submitted: it lacks location.', missing: ['location'] } }
        : serverAnswers(call)
    await draftsStore.adopt(draft('p8', { baseRevision: 1, syncState: 'synced' }))
    await draftsStore.requestSubmit('p8')
    await syncNow()
    expect(await draftsStore.get('p8')).toMatchObject({
      syncState: 'error',
      lastError: 'incomplete',
      missingRequirements: ['location'],
      failedOp: 'submit',
      submitRequested: false,
    })

    answer = (call) =>
      call.path === '/api/uploads/sessions'
        ? { status: 409, body: { status: 'KO', code: 'one-file-only', userMessage: 'Only one proposal file may be attached.' } }
        : serverAnswers(call)
    await draftsStore.adopt(draft('p9', { baseRevision: 1, syncState: 'synced' }))
    await attachmentsStore.add({
      id: 'a9',
      projectId: 'p9',
      group: 'proposal',
      blob: new NodeBlob([new Uint8Array(10)]),
      fileName: 'p.pdf',
      contentType: 'application/pdf',
      size: 10,
      description: '',
      state: 'staged',
      documentId: null,
      uploadId: null,
      received: 0,
      addedAt: 1,
    })
    await syncNow()
    expect(await attachmentsStore.get('a9')).toMatchObject({ lastError: 'one-file-only' })
    expect(await draftsStore.get('p9')).toMatchObject({ lastError: 'one-file-only', missingRequirements: null, failedOp: 'upload' })
    // Submitted again, the refusal and what it named are cleared.
    await draftsStore.requestSubmit('p8')
    expect(await draftsStore.get('p8')).toMatchObject({ lastError: null, missingRequirements: null })
    await outboxStore.deleteWhere('p8', 'submit')
  })
})

describe('a submission refused', () => {
  it('marks the draft’s submission as failed, when the registry refuses it or a document meant to go with it', async () => {
    answer = (call) =>
      call.path.includes('submit') ? { status: 400, body: { code: 'incomplete', userMessage: 'Please attach Proposal' } } : serverAnswers(call)
    await draftsStore.adopt(draft('s1', { baseRevision: 1, syncState: 'synced' }))
    await draftsStore.requestSubmit('s1')
    await syncNow()
    expect(await draftsStore.get('s1')).toMatchObject({
      submitRequested: false,
      submitFailed: true,
      syncState: 'error',
      lastError: 'incomplete',
      failedOp: 'submit',
    })

    calls.length = 0
    answer = (call) =>
      call.path === '/api/uploads/sessions' ? { status: 415, body: { code: 'unsupported-file', userMessage: 'This is not a PDF.' } } : serverAnswers(call)
    await draftsStore.adopt(draft('s2', { baseRevision: 1, syncState: 'synced' }))
    await attachmentsStore.add({
      id: 'sa2',
      projectId: 's2',
      group: 'proposal',
      blob: new NodeBlob(['hello']),
      fileName: 'p.pdf',
      contentType: 'application/pdf',
      size: 5,
      description: '',
      state: 'staged',
      documentId: null,
      uploadId: null,
      received: 0,
      addedAt: 1,
    })
    await draftsStore.requestSubmit('s2')
    await syncNow()
    expect(await draftsStore.get('s2')).toMatchObject({ submitRequested: false, submitFailed: true, failedOp: 'upload', lastError: 'unsupported-file' })
    expect(calls.some((c) => c.path.includes('submit'))).toBe(false)
    // Submitting again starts afresh.
    await draftsStore.requestSubmit('s2')
    expect(await draftsStore.get('s2')).toMatchObject({ submitRequested: true, submitFailed: false })
    await outboxStore.deleteWhere('s2', 'submit')
  })
})

describe('deleting a draft', () => {
  const file = (id: string, projectId: string) => stagedFile(id, projectId, new NodeBlob([new Uint8Array(10)]), { fileName: 'small.pdf' })
  const left = async (projectId: string) => (await outboxStore.all()).filter((e) => e.projectId === projectId).map((e) => e.op)

  it('forgets it here at once and sends only the delete, in place of its waiting updates and uploads', async () => {
    await draftsStore.adopt(draft('d1', { baseRevision: 2, syncState: 'synced' }))
    await draftsStore.saveEdit('d1', { form: { version: 5, projectTitle: 'Edited' }, summary: draft('d1').summary, updatedAt: 5 })
    await attachmentsStore.add(file('f1', 'd1'))
    await draftsStore.requestSubmit('d1')
    await draftsStore.remove('d1', USER)
    expect(await draftsStore.get('d1')).toBeUndefined()
    expect(await attachmentsStore.ofProject('d1')).toEqual([])
    expect(await left('d1')).toEqual(['delete'])
    await syncNow()
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/projects/delete-proposal'])
    expect(calls[0]).toMatchObject({ body: { projectId: 'd1' }, key: expect.stringMatching(/^[0-9a-f-]{36}$/) })
    expect(await left('d1')).toEqual([])
  })

  it('sends nothing for a draft the server never had', async () => {
    await draftsStore.create(draft('d2'))
    await attachmentsStore.add(file('f2', 'd2'))
    await draftsStore.remove('d2', USER)
    await syncNow()
    expect(calls).toEqual([])
    expect(await left('d2')).toEqual([])
  })

  it('keeps the delete while the server cannot be reached, sends it again with the same key, and takes a 404 as done', async () => {
    answer = () => 'unreachable'
    await draftsStore.remove('d3', USER)
    await syncNow()
    const [waiting] = (await outboxStore.all()).filter((e) => e.projectId === 'd3')
    expect(waiting).toMatchObject({ op: 'delete', attempts: 1, payload: { userId: USER } })
    answer = () => ({ status: 404, body: { code: 'not-found' } })
    // The connection returns: the waiting work goes at once.
    startDraftSync()
    window.dispatchEvent(new Event('online'))
    await vi.waitFor(async () => expect(await left('d3')).toEqual([]))
    expect(calls.map((c) => c.key)).toEqual([waiting!.idempotencyKey, waiting!.idempotencyKey])
  })

  it('deletes on the server a draft deleted here while its create was on its way', async () => {
    let removal: Promise<void> | undefined
    answer = (call) => {
      if (call.path.includes('create')) removal = draftsStore.remove('d4', USER)
      return serverAnswers(call)
    }
    await draftsStore.create(draft('d4'))
    await syncNow()
    await removal
    await syncNow()
    expect(calls.map((c) => c.path)).toEqual(['/api/projects/create-proposal', '/api/projects/delete-proposal'])
    expect(await left('d4')).toEqual([])
  })
})

describe('the drafts sync engine with no way to the server', () => {
  it('waits 2 s after the first failure, and keeps the work', async () => {
    answer = () => 'unreachable'
    const before = Date.now()
    await draftsStore.create(draft('p5'))
    await syncNow()
    const [entry] = (await outboxStore.all()).filter((e) => e.projectId === 'p5')
    expect(entry).toMatchObject({ op: 'create', attempts: 1, lastError: 'unreachable' })
    expect(entry!.nextAttemptAt).toBeGreaterThanOrEqual(before + 2000)
  })
})

describe('files the registry no longer has, after a refusal', () => {
  const sent = (id: string, projectId: string) =>
    stagedFile(id, projectId, new NodeBlob(['x']), { state: 'uploaded', documentId: `doc-${id}`, uploadId: `upload-${id}` })
  const lists = (failing: string | null) => (call: Call) => {
    if (failing && call.path.endsWith(failing)) return { status: 500, body: { code: 'internal' } }
    if (call.path.endsWith('/documents')) return { status: 200, body: [{ documentId: 'doc-kept', fileName: 'kept.pdf', description: '', attachments: [] }] }
    return { status: 200, body: { status: 'OK', documents: [] } }
  }

  it('forgets the files that had reached the registry and are gone from its lists, with their waiting work; never a file waiting to be sent', async () => {
    const { forgetDocumentsGoneFromServer } = await import('./draft-actions')
    await draftsStore.adopt(draft('g1', { baseRevision: 1, syncState: 'synced' }))
    await attachmentsStore.adopt([sent('kept', 'g1'), sent('gone', 'g1'), stagedFile('waiting', 'g1', new NodeBlob(['y']))])
    await attachmentsStore.describe('gone', { description: 'Site plan' })
    expect((await outboxStore.all()).filter((e) => e.projectId === 'g1').map((e) => e.op)).toEqual(['describe'])

    // A list that does not come is never read as files gone.
    answer = lists('/proposal-location')
    await forgetDocumentsGoneFromServer('g1')
    expect((await attachmentsStore.ofProject('g1')).map((a) => a.id).sort()).toEqual(['gone', 'kept', 'waiting'])

    answer = lists(null)
    await forgetDocumentsGoneFromServer('g1')
    expect((await attachmentsStore.ofProject('g1')).map((a) => a.id).sort()).toEqual(['kept', 'waiting'])
    expect((await outboxStore.all()).filter((e) => e.projectId === 'g1')).toEqual([])
  })
})
